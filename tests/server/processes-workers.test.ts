import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, emptySchema, http, startProcess } from './helpers/processes'
import { DATABASE_URL } from './helpers/server'

/** WORKERS=N runs N node:cluster workers on one PostgreSQL (server/primary.ts). Needs DATABASE_URL; .ci/run sets one. */
if (!DATABASE_URL) console.warn('processes-workers.test.ts: skipped, WORKERS needs DATABASE_URL (a PostgreSQL server; .ci/run sets one)')

const LOGIN = '/api/acc/auth/login'
const workerPids = (p: ServerProcess) => [...p.stdout().matchAll(/worker \d+ \(pid (\d+)\) listening on/g)].map((m) => Number(m[1]))

describe.skipIf(!DATABASE_URL)('WORKERS=2', () => {
  let schema: Awaited<ReturnType<typeof emptySchema>>
  let primary: ServerProcess

  beforeAll(async () => {
    schema = await emptySchema(DATABASE_URL!)
    primary = await startProcess({ DATABASE_URL: schema.url, WORKERS: '2', SEED_DEMO: '0', RATE_LIMIT: 'off' })
    await primary.waitFor(/All 2 workers ready/, 90_000)
  }, 120_000)

  afterAll(async () => {
    if (primary?.child.exitCode === null) primary.child.kill('SIGKILL')
    await schema?.cleanup()
  })

  it('a killed worker is replaced and the site keeps answering', async () => {
    const [victim] = workerPids(primary)
    expect(workerPids(primary)).toHaveLength(2)
    process.kill(victim!, 'SIGKILL')
    await primary.waitFor(/ended \(signal SIGKILL\); starting another/, 10_000)
    await primary.waitFor(/(worker \d+ \(pid \d+\) listening on[^]*){3}/, 30_000)
    expect(workerPids(primary).filter((pid) => pid !== victim)).toHaveLength(2)
    for (let i = 0; i < 10; i++) expect((await http(primary.base, '/api/health')).status).toBe(200)
  }, 60_000)

  it('SIGTERM lets the requests under way finish (none dropped), then every process exits 0', async () => {
    // Logins take the password hash's time (scrypt, at most two at once per process): requests still running at
    // SIGTERM. Few enough to finish well within the 10 s a stopping process gives them on a busy test machine.
    const body = { email: 'nobody@example.org', password: 'not-the-password-1' }
    const calls = Array.from({ length: 6 }, () => http(primary.base, LOGIN, { method: 'POST', body }).then((r) => r.status, (e: Error) => e.message))
    await new Promise((r) => setTimeout(r, 150))
    primary.child.kill('SIGTERM')
    expect(await Promise.all(calls)).toEqual(Array(6).fill(401))
    expect(await primary.exited).toBe(0)
    expect(primary.stdout()).toMatch(/SIGTERM: stopping 2 workers after their requests/)
    expect(primary.stderr()).not.toMatch(/at .*\.ts:\d+/) // no stack trace
  }, 60_000)
})
