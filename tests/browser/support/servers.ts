/**
 * Everything the browser journeys run against, started by Playwright's webServer:
 * - a real SMTP server on loopback that receives the site's mails (readable at /mails over HTTP),
 * - the site built as `npm start` builds it (scripts/build.mjs), but into the run's own directory:
 *   a build elsewhere meanwhile (`npm run build` in the checkout) must not replace the bundle a run
 *   is serving (it did: "the site is not built yet", then pages asking for scripts that were gone),
 * - the reference server serving it on E2E_PORT, mailing through that SMTP server,
 * - a second reference server on E2E_SHORT_PORT with a 20 s token lifetime, for the refresh journeys,
 * - a third on E2E_PORT + 3 whose demo event is in Vladivostok, for the venue-time journeys (§16),
 * - a fourth on E2E_PORT + 4 with a generated program at full size and no demo.
 * Ends its children when Playwright stops it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:http'
import { startSmtp } from '../../server/helpers/smtp'
import { writeVladivostokDemo } from './vladivostok'
import { writeBigProgram } from './big-program'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}
const port = env('E2E_PORT')
const shortPort = env('E2E_SHORT_PORT')
const mailPort = env('E2E_MAIL_PORT')
const dataDir = env('E2E_DATA_DIR')
const distDir = `${dataDir}-dist`

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

  // The journeys register dozens of accounts from one loopback address within minutes, past the
  // per-address limits a visitor meets; those limits are proven by the server tests (rate-limit,
  // account-validation), so the journeys' servers run without them.
  const common = { ...process.env, HOST: '127.0.0.1', NODE_ENV: 'test', DEV_TOOLS: '1', RATE_LIMIT: '0', SMTP_URL: smtp.url, DIST_DIR: distDir }
  const build = spawn('npm', ['run', 'build', '--', '--outDir', distDir], { stdio: ['ignore', 'inherit', 'inherit'], env: common })
  children.push(build)
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve))
  if (code !== 0) throw new Error(`the build failed (exit code ${code})`)
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...common, PORT: port, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
    }),
  )
  await healthy(port)
  await startZoneServer(common)
  await startBigServer(common)
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...common, PORT: shortPort, DATA_DIR: `${dataDir}-short`, PUBLIC_URL: `http://127.0.0.1:${shortPort}`, ACCESS_TOKEN_TTL: '20' },
    }),
  )
  await healthy(shortPort)
  console.log('e2e servers ready')
}

/**
 * §16: a third server on E2E_PORT + 3 whose demo event is moved to Vladivostok
 * (support/vladivostok.ts), imported through the server's import CLI into its own data dir
 * before it starts (venue-time.spec.ts).
 */
async function startZoneServer(common: NodeJS.ProcessEnv) {
  const zonePort = String(Number(port) + 3)
  const zoneData = `${dataDir}-zone`
  writeVladivostokDemo(`${zoneData}.json`)
  const env = { ...common, DATA_DIR: zoneData }
  const load = spawn(process.execPath, ['--import', 'tsx', 'server/cli/import.ts', `${zoneData}.json`], { stdio: ['ignore', 'inherit', 'inherit'], env })
  children.push(load)
  const code = await new Promise<number | null>((resolve) => load.on('exit', resolve))
  if (code !== 0) throw new Error(`the Vladivostok import failed (exit code ${code})`)
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, PORT: zonePort, PUBLIC_URL: `http://127.0.0.1:${zonePort}` },
    }),
  )
  await healthy(zonePort)
}

/**
 * A fourth server on E2E_PORT + 4 with no demo content and a generated program of
 * 1,040 sessions, 150 halls and 720 speakers (support/big-program.ts), imported through the
 * import CLI as c3voc JSON into its own data dir (big-program.spec.ts).
 */
async function startBigServer(common: NodeJS.ProcessEnv) {
  const bigPort = String(Number(port) + 4)
  const bigData = `${dataDir}-big`
  writeBigProgram(`${bigData}.json`)
  const env = { ...common, DATA_DIR: bigData, SEED_DEMO: '0' }
  const load = spawn(process.execPath, ['--import', 'tsx', 'server/cli/import.ts', `${bigData}.json`], { stdio: ['ignore', 'inherit', 'inherit'], env })
  children.push(load)
  const code = await new Promise<number | null>((resolve) => load.on('exit', resolve))
  if (code !== 0) throw new Error(`the big program's import failed (exit code ${code})`)
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...env, PORT: bigPort, PUBLIC_URL: `http://127.0.0.1:${bigPort}` },
    }),
  )
  await healthy(bigPort)
}

main().catch((error: unknown) => {
  console.error(error)
  stop()
  process.exit(1)
})
