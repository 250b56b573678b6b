// `npm run dev`: the reference server (API and demo content, restarted on change) and Vite with
// hot reload, which proxies /api, /acms, /media and /dev to the server (vite.config.ts).
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3000'
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts', '--dev-tools'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` } }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0 })
