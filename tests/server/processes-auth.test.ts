import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../server/demo/accounts'
import { type ServerProcess, emptySchema, http, startProcess } from './helpers/processes'
import { DATABASE_URL } from './helpers/server'

/**
 * Each process keeps live sessions and its people's /me answers in memory, and a
 * revocation or a change made through any other process (or straight in the database) is
 * honoured within 1 s. Two real processes on one PostgreSQL schema; without DATABASE_URL
 * nothing runs (`.ci/run` runs it on PostgreSQL).
 */
if (!DATABASE_URL) console.warn('processes-auth.test.ts: skipped, it needs DATABASE_URL')

const ACC = '/api/acc'
const WITHIN_MS = 1000

describe.skipIf(!DATABASE_URL)('a revoked token is refused on every process within 1 s', () => {
  let schema: Awaited<ReturnType<typeof emptySchema>>
  const started: ServerProcess[] = []
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    schema = await emptySchema(DATABASE_URL!)
    // Tokens of 4 s: the refresh window opens after 2 s; a retired token's grace is 1 s.
    const env = { DATABASE_URL: schema.url, DEV_TOOLS: '1', ACCESS_TOKEN_TTL: '4', REFRESH_GRACE: '1' }
    a = await startProcess(env)
    await a.waitFor(/listening on/, 90_000)
    b = await startProcess(env)
    await b.waitFor(/listening on/, 90_000)
    started.push(a, b)
  }, 120_000)

  afterAll(async () => {
    await Promise.all(started.map((p) => p.stop()))
    await schema?.cleanup()
  })

  const login = async (p: ServerProcess) => {
    const { email, password } = DEMO_ACCOUNTS.visitor
    const res = await http(p.base, `${ACC}/auth/login`, { method: 'POST', body: { email, password } })
    expect(res.status).toBe(200)
    return res.body.data.access_token as string
  }
  const me = (p: ServerProcess, token: string) => http(p.base, `${ACC}/api/user/me/`, { token })

  /** Both processes answer the token from memory: each has served it (twice) before the change. */
  async function warm(token: string) {
    for (const p of [a, b, a, b]) expect((await me(p, token)).status).toBe(200)
  }

  /** How long after `since` the process first answers as `settled` says (asked every 20 ms, up to 3 s). */
  async function msUntil(p: ServerProcess, since: number, settled: () => Promise<boolean>): Promise<number> {
    while (!(await settled())) {
      if (Date.now() - since > 3000) break
      await new Promise((r) => setTimeout(r, 20))
    }
    return Date.now() - since
  }
  const refusedWithin = (p: ServerProcess, token: string, since: number) => msUntil(p, since, async () => (await me(p, token)).status === 401)

  it('a logout on one process: refused there at once, and on the other within 1 s', async () => {
    const token = await login(a)
    await warm(token)
    expect((await http(a.base, `${ACC}/auth/logout`, { method: 'POST', token })).status).toBe(200)
    const done = Date.now()
    expect((await me(a, token)).status).toBe(401)
    expect(await refusedWithin(b, token, done)).toBeLessThan(WITHIN_MS)
  })

  it('a retired token refreshed after its grace ends the session: the current token is refused on the other process within 1 s', async () => {
    const first = await login(a)
    await new Promise((r) => setTimeout(r, 2100)) // the refresh window opens at half the 4 s lifetime
    const refreshed = await http(a.base, `${ACC}/auth/refresh`, { method: 'POST', token: first })
    expect(refreshed.status).toBe(200)
    const second = refreshed.body.data.access_token as string
    await warm(second)
    await new Promise((r) => setTimeout(r, 1100)) // past the old token's 1 s grace
    expect((await http(a.base, `${ACC}/auth/refresh`, { method: 'POST', token: first })).status).toBe(401)
    const done = Date.now()
    expect(await refusedWithin(b, second, done)).toBeLessThan(WITHIN_MS)
  })

  it('a session ended straight in the database (an operator, another tool) is refused by both within 1 s', async () => {
    const token = await login(a)
    await warm(token)
    await schema.db.query('UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL')
    const done = Date.now()
    const [onA, onB] = await Promise.all([refusedWithin(a, token, done), refusedWithin(b, token, done)])
    expect(onA).toBeLessThan(WITHIN_MS)
    expect(onB).toBeLessThan(WITHIN_MS)
  })

  it('a profile saved through one process shows in the other’s /me within 1 s, and at once in its own', async () => {
    const token = await login(a)
    await warm(token)
    const lastname = `Новикова-${Date.now()}`
    const saved = await http(a.base, `${ACC}/api/user/profile`, { method: 'PUT', token, body: { lastname } })
    expect(saved.status).toBe(200)
    const done = Date.now()
    expect((await me(a, token)).body.data.profile.lastname).toBe(lastname)
    const onB = await msUntil(b, done, async () => (await me(b, token)).body.data?.profile?.lastname === lastname)
    expect(onB).toBeLessThan(WITHIN_MS)
  })

  it('an API token revoked through one process is refused by the other within 1 s', async () => {
    const { email, password } = DEMO_ACCOUNTS.organizer
    const admin = (await http(a.base, `${ACC}/auth/login`, { method: 'POST', body: { email, password } })).body.data.access_token as string
    // An expiry a month from the processes' own clock (the route takes at most a year ahead).
    const expires_on = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const made = await http(a.base, '/api/desk/tokens', { method: 'POST', token: admin, body: { name: 'Badge printer', scopes: ['questions:export'], expires_on } })
    expect(made.status).toBe(200)
    const { token, secret } = made.body.data as { token: { id: number }; secret: string }
    const exportOn = (p: ServerProcess) => http(p.base, '/api/questions/export/questions.csv', { token: secret })
    for (const p of [a, b]) expect((await exportOn(p)).status).toBe(200)
    expect((await http(a.base, `/api/desk/tokens/${token.id}/revoke`, { method: 'POST', token: admin })).status).toBe(200)
    const done = Date.now()
    expect((await exportOn(a)).status).toBe(401)
    expect(await msUntil(b, done, async () => (await exportOn(b)).status === 401)).toBeLessThan(WITHIN_MS)
  })
})

