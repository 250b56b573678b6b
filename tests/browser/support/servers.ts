/**
 * Everything the browser journeys run against, started by Playwright's webServer:
 * - a real SMTP server on loopback that receives the site's mails (readable at /mails over HTTP),
 * - the real `npm start` (build + reference server) on E2E_PORT, mailing through that SMTP server,
 * - a second reference server on E2E_SHORT_PORT with a 20 s token lifetime, for the refresh journeys.
 * Ends its children when Playwright stops it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { startSmtp } from '../../server/helpers/smtp'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}
const port = env('E2E_PORT')
const shortPort = env('E2E_SHORT_PORT')
const mailPort = env('E2E_MAIL_PORT')
const dataDir = env('E2E_DATA_DIR')

const children: ChildProcess[] = []
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(0), 500)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)

async function healthy(p: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server on ${p} did not start`)
}

async function main() {
  const smtp = await startSmtp()
  createServer((req, res) => {
    const mails = smtp.inbox.map((m) => ({
      to: m.parsed.to && !Array.isArray(m.parsed.to) ? m.parsed.to.text : '',
      subject: m.parsed.subject ?? '',
      text: m.parsed.text ?? '',
      html: typeof m.parsed.html === 'string' ? m.parsed.html : '',
    }))
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(req.url?.startsWith('/mails') ? mails : { ok: true }))
  }).listen(Number(mailPort), '127.0.0.1')

  const common = { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'test', SMTP_URL: smtp.url }
  children.push(
    spawn('npm', ['start'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...common, PORT: port, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
    }),
  )
  await healthy(port)
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...common, PORT: shortPort, DATA_DIR: `${dataDir}-short`, PUBLIC_URL: `http://127.0.0.1:${shortPort}`, ACCESS_TOKEN_TTL: '20' },
    }),
  )
  await healthy(shortPort)
  console.log('e2e servers ready')
}

main().catch((error: unknown) => {
  console.error(error)
  stop()
  process.exit(1)
})
