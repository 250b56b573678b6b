// `npm test`: every test: Vitest (unit + server) and Playwright (browser journeys against the
// real `npm start`), then one closing line "N passed, N failed" for people and for CI.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

mkdirSync('test-results', { recursive: true })
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)
let passed = 0
let failed = 0
let skipped = 0
const problems = []

// `--server-only`: just the server suite (CI runs it again against PostgreSQL with DATABASE_URL).
const serverOnly = process.argv.includes('--server-only')
rmSync('test-results/vitest.json', { force: true })
const vitestStatus = run('npx', [
  'vitest',
  'run',
  ...(serverOnly ? ['--project', 'server'] : []),
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
])
const vitest = readJson('test-results/vitest.json')
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  skipped += vitest.numPendingTests + vitest.numTodoTests
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) problems.push(`vitest exited ${vitestStatus}`)

if (serverOnly) {
  // no browser journeys in this mode
} else if (process.env.SKIP_BROWSER === '1') {
  console.log('Browser tests skipped (SKIP_BROWSER=1).')
} else {
  rmSync('test-results/browser.json', { force: true })
  const pwStatus = run('npx', ['playwright', 'test'])
  const pw = readJson('test-results/browser.json')
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky
    failed += pw.stats.unexpected
    skipped += pw.stats.skipped
  }
  if (pwStatus !== 0 && (!pw || pw.stats.unexpected === 0)) problems.push(`playwright exited ${pwStatus}`)
}

for (const p of problems) console.error(`error: ${p}`)
console.log(`\n${serverOnly ? 'server: ' : ''}${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || problems.length > 0 || passed === 0 ? 1 : 0)
