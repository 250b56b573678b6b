import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_LIMITS, LIMITS, RateLimiter, SWEEP_EVERY_MS } from '../../server/auth/rate-limit'
import { ACC, type AccountTestServer, type Reply, createAccountServer, expectError, expectResponse, freshEmail, registeredUser } from './helpers/account'

let server: AccountTestServer
beforeAll(async () => {
  server = await createAccountServer({ account: { rateLimit: true } })
})
afterAll(() => server?.close())

/** A request from a given client address (the socket's, as @hono/node-server passes it). */
async function from(ip: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await server.app.request(
    `${ACC}${path}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  )
  return { status: res.status, body: await res.json(), res }
}

function expectLimited(reply: Reply, retryAfter: number) {
  const e = expectError(reply, 429, 'rate_limited')
  expect(reply.res.headers.get('Retry-After')).toBe(String(retryAfter))
  return e
}

describe('rate limits (RATE_LIMIT on)', () => {
  it('restore: 5 per email an hour, then 429 rate_limited with Retry-After; after the hour it works again', async () => {
    const email = freshEmail('flood')
    for (let i = 0; i < 5; i++) expectResponse(await server.call('restore', { body: { email } }), 'restore')
    server.clock.advance(60_000)
    const e = expectLimited(await server.call('restore', { body: { email: email.toUpperCase() } }), 3540)
    expect(e.message).toBe('Слишком много попыток. Повторите через 3540 с.')
    expect(expectLimited(await server.call('restore', { lang: 'en', body: { email } }), 3540).message).toBe('Too many attempts. Try again in 3540 s.')
    // Another address is not affected.
    expectResponse(await server.call('restore', { body: { email: freshEmail('other') } }), 'restore')
    server.clock.advance(3540_000)
    expectResponse(await server.call('restore', { body: { email } }), 'restore')
  })

  it('login: 10 attempts per email from one address in 10 minutes, then 429 even with the right password', async () => {
    const email = freshEmail('guess')
    // In parallel: each attempt costs a full password hash (scrypt), two run at a time.
    const attempts = await Promise.all(Array.from({ length: 10 }, (_, i) => server.call('login', { body: { email, password: `guess-${i}-xx` } })))
    for (const reply of attempts) expectError(reply, 401, 'invalid_credentials')
    expectLimited(await server.call('login', { body: { email, password: 'guess-11-xx' } }), 600)
  })

  it('registration: 5 per email an hour', async () => {
    const email = freshEmail('spam')
    const body = { email, password: 'horizon-2026', password_confirmation: 'horizon-2026', consent: true }
    const replies = await Promise.all(Array.from({ length: 5 }, () => server.call('register', { body })))
    for (const reply of replies) expectResponse(reply, 'register')
    expectLimited(await server.call('register', { body }), 3600)
    await server.app.account.settled()
  })

  it('per client address: 30 restore requests in 10 minutes from one address, then 429; other addresses go on', async () => {
    for (let i = 0; i < 30; i++) expect((await from('203.0.113.7', '/auth/restore', { email: freshEmail('ip') })).status).toBe(200)
    expectLimited(await from('203.0.113.7', '/auth/restore', { email: freshEmail('ip') }), 600)
    expect((await from('203.0.113.8', '/auth/restore', { email: freshEmail('ip') })).status).toBe(200)
    // Without TRUST_PROXY a client cannot pick its address with X-Forwarded-For.
    expectLimited(await from('203.0.113.7', '/auth/restore', { email: freshEmail('ip') }, { 'X-Forwarded-For': '198.51.100.1' }), 600)
    await server.app.account.settled()
  })

  it('refresh: 300 per address in 10 minutes', async () => {
    const refresh = () =>
      server.app.request(`${ACC}/auth/refresh`, { method: 'POST', headers: { Authorization: 'Bearer a.b.c' } }, { incoming: { socket: { remoteAddress: '192.0.2.1' } } })
    for (let i = 0; i < 300; i++) expect((await refresh()).status).toBe(401)
    const limited = await refresh()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBe('600')
  })

  it('login: one address cannot lock the owner out: 10 failures per email and address, the owner logs in from another address', async () => {
    const { email, password } = await registeredUser(server)
    const attacker = () => from('198.51.100.66', '/auth/login', { email, password: 'not-the-password' })
    const replies = await Promise.all(Array.from({ length: 10 }, attacker))
    for (const reply of replies) expectError(reply, 401, 'invalid_credentials')
    expectLimited(await attacker(), 600)
    expect((await from('203.0.113.99', '/auth/login', { email, password })).status).toBe(200)
  })

  it('login: a looser ceiling of 50 per email from all addresses; the counts are in the database, shared by every process', async () => {
    const email = freshEmail('ceiling')
    // Another process on the same database: its own limiter, the same table.
    const other = new RateLimiter(server.db, server.clock.read, true)
    for (let i = 0; i < LIMITS.loginEmail.limit; i++) expect((await other.hit(LIMITS.loginEmail, email)).ok).toBe(true)
    expectLimited(await from('192.0.2.200', '/auth/login', { email, password: 'whatever-it-is' }), 600)
    expect(LIMITS.loginEmail.limit).toBeGreaterThan(LIMITS.loginEmailIp.limit)
  })

  it('registration: one address cannot lock the owner out: 5 per email and address an hour, the owner registers from another address', async () => {
    const email = freshEmail('signup')
    const body = { email, password: 'horizon-2026', password_confirmation: 'horizon-2026', consent: true }
    const attacker = () => from('198.51.100.77', '/auth/register', body)
    const replies = await Promise.all(Array.from({ length: 5 }, attacker))
    for (const reply of replies) expectResponse(reply, 'register')
    expectLimited(await attacker(), 3600)
    expectResponse(await from('203.0.113.77', '/auth/register', body), 'register')
    await server.app.account.settled()
  })

  it('password recovery: one address cannot lock the owner out: 5 per email and address an hour, the owner asks from another address', async () => {
    const { email } = await registeredUser(server)
    const attacker = () => from('198.51.100.78', '/auth/restore', { email })
    for (let i = 0; i < 5; i++) expectResponse(await attacker(), 'restore')
    expectLimited(await attacker(), 3600)
    expectResponse(await from('203.0.113.78', '/auth/restore', { email }), 'restore')
    await server.app.account.settled()
  })

  it('registration and recovery keep a looser ceiling of 20 per email an hour from all addresses; refused tries do not count towards it', async () => {
    for (const [path, name, rules] of [['/auth/restore', 'restore', EMAIL_LIMITS.restore], ['/auth/register', 'register', EMAIL_LIMITS.register]] as const) {
      const email = freshEmail('many')
      const body = name === 'restore' ? { email } : { email, password: 'horizon-2026', password_confirmation: 'horizon-2026', consent: true }
      expect(rules.ceiling.limit).toBe(20)
      // One address tries 8 times: 5 pass, 3 are refused and leave the ceiling alone.
      for (let i = 0; i < 8; i++) expect((await from('192.0.2.10', path, body)).status).toBe(i < 5 ? 200 : 429)
      // Three more addresses, 5 each, bring the email to its ceiling of 20; then any address is refused.
      for (let i = 0; i < 15; i++) expectResponse(await from(`192.0.2.${11 + Math.floor(i / 5)}`, path, body), name)
      expectLimited(await from('192.0.2.99', path, body), 3600)
      await server.app.account.settled()
    }
  })

  it('what is counted is stored as a hash, and expired windows are deleted: the table does not grow', async () => {
    const limiter = new RateLimiter(server.db, server.clock.read, true)
    const email = freshEmail('stored')
    for (let i = 0; i < 20; i++) await limiter.hit(LIMITS.restoreEmail, `${i}-${email}`)
    const rows = await server.db.query<{ key: string }>('SELECT key FROM rate_limits')
    expect(rows.length).toBeGreaterThanOrEqual(20)
    expect(JSON.stringify(rows)).not.toContain(email)
    server.clock.advance(3600_000 + SWEEP_EVERY_MS)
    await limiter.hit(LIMITS.restoreEmail, email)
    const [left] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits')
    expect(left!.n).toBe(1)
  })

  it('RATE_LIMIT=off counts nothing', async () => {
    const off = new RateLimiter(server.db, server.clock.read, false)
    for (let i = 0; i < 200; i++) expect(await off.hit(LIMITS.tokenIp, 'same')).toEqual({ ok: true })
  })
})
