import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/bench/chromium.mjs'
import { TEST_FORUM_START } from './tests/forum-dates'

/**
 * Five free ports in a row (the site, the short-token site, SMTP, and the two extra servers at +3
 * and +4: support/servers.ts), found once by the runner and passed to its workers through the
 * environment, so that two suites on one machine never meet. E2E_PORT and the others override.
 */
function freePortBlock(): number {
  const probe = `
    const net = require('node:net')
    const free = (p) => new Promise((ok) => { const s = net.createServer(); s.once('error', () => ok(false)); s.listen(p, '127.0.0.1', () => s.close(() => ok(true))) })
    ;(async () => {
      for (let i = 0; i < 200; i++) {
        const base = 20000 + Math.floor(Math.random() * 40000)
        let all = true
        for (let p = base; p < base + 5 && all; p++) all = await free(p)
        if (all) { process.stdout.write(String(base)); return }
      }
      process.exit(1)
    })()`
  const found = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' })
  const base = Number(found.stdout)
  if (found.status !== 0 || !Number.isInteger(base)) throw new Error('no five free ports in a row for the journeys')
  return base
}
if (!process.env.E2E_PORT) {
  const base = freePortBlock()
  process.env.E2E_PORT = String(base)
  process.env.E2E_SHORT_PORT ??= String(base + 1)
  process.env.E2E_MAIL_PORT ??= String(base + 2)
}
const port = Number(process.env.E2E_PORT)
const shortPort = Number(process.env.E2E_SHORT_PORT ?? port + 1)
const mailPort = Number(process.env.E2E_MAIL_PORT ?? port + 2)
process.env.E2E_SHORT_PORT = String(shortPort)
process.env.E2E_MAIL_PORT = String(mailPort)
/** Where journeys read the mails the site sent (tests/browser/support/servers.ts). */
export const e2e = { port, shortPort, mailPort }
// A fresh data dir per run: the journeys start from the demo content, like a fresh machine.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'forum-e2e-'))
process.env.E2E_DATA_DIR = dataDir

/** Debian's Chromium, never a downloaded browser (stack notes). */
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/browser.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    viewport: { width: 390, height: 844 },
    // The offline worker would answer the journeys' requests (page.route sees none
    // of them): only tests/browser/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    trace: 'off',
  },
  webServer: {
    // The site built as `npm start` builds it, into the run's own directory, and the reference
    // server with demo content serving it (support/servers.ts), a real SMTP server
    // receiving its mails, and a second server with 20 s tokens for the refresh journeys.
    command: 'npx tsx tests/browser/support/servers.ts',
    url: `http://127.0.0.1:${shortPort}/api/health`,
    // The build is most of it: ~20 s on an idle machine, minutes on a loaded one (2 cores shared).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 600_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_SHORT_PORT: String(shortPort), E2E_MAIL_PORT: String(mailPort), E2E_DATA_DIR: dataDir, DEMO_FORUM_START: TEST_FORUM_START },
  },
})
