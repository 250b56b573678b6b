import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/bench/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 3210)
const shortPort = Number(process.env.E2E_SHORT_PORT ?? 3211)
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3212)
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
    env: { E2E_PORT: String(port), E2E_SHORT_PORT: String(shortPort), E2E_MAIL_PORT: String(mailPort), E2E_DATA_DIR: dataDir },
  },
})
