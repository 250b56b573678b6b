import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACC, type AccountTestServer, type Reply, createAccountServer, expectError, expectResponse, freshEmail } from './helpers/account'

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

  it('login: 10 attempts per email in 10 minutes, then 429 even with the right password', async () => {
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
})
