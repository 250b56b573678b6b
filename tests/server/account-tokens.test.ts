import { SignJWT, decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_WINDOW_AFTER_EXPIRY_S } from '../../kernel/constants'
import { ACCESS_AUDIENCE, TOKEN_ISSUER } from '../../server/auth/jwt'
import { startSession } from '../../server/auth/sessions'
import { type AccountTestServer, TEST_SECRET, createAccountServer, expectError, expectResponse, login, registeredUser } from './helpers/account'

const HOUR = 3600 * 1000
const DAY = 24 * HOUR
const WEEK = REFRESH_WINDOW_AFTER_EXPIRY_S * 1000

let server: AccountTestServer
let user: { email: string; password: string }
let userId: number
beforeAll(async () => {
  server = await createAccountServer()
  user = await registeredUser(server)
  userId = (await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [user.email]))[0]!.id
})
afterAll(() => server?.close())

/**
 * A new session as POST /auth/login makes it, without the password check: each check is a
 * 128 MiB scrypt run, and these tests are about tokens (the first one does log in for real).
 */
async function newSession(): Promise<string> {
  const deps = { db: server.db, key: new TextEncoder().encode(TEST_SECRET), clock: server.clock.read, config: server.config.account }
  return (await startSession(deps, userId)).access_token
}

const me = (token: string) => server.call('me', { token })
const refresh = (token: string) => server.call('refresh', { token })
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')

/** A token like the server's, with some claims or the key changed. */
async function forge(real: object, claims: Record<string, unknown>, options: { key?: string; alg?: string } = {}) {
  const { aud, iss, ...rest } = { ...real, ...claims } as Record<string, unknown>
  return new SignJWT(rest)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setAudience(aud as string)
    .setIssuer(iss as string)
    .sign(new TextEncoder().encode(options.key ?? TEST_SECRET))
}

describe('§4 access tokens', () => {
  it('§4: a token works until its expiry (3600 s) and is refused (401 token_invalid) from that instant on', async () => {
    const token = await login(server, user.email, user.password)
    const claims = decodeJwt(token)
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: ACCESS_AUDIENCE, sub: expect.any(String), sid: expect.any(String), jti: expect.any(String) })
    expect(claims.exp! - claims.iat!).toBe(3600)
    server.clock.advance(HOUR - 1)
    expectResponse(await me(token), 'me')
    server.clock.advance(1)
    expectError(await me(token), 401, 'token_invalid')
  })

  it('§7: tampered, alg "none", wrong audience, wrong issuer, wrong key and wrong algorithm tokens are refused (401)', async () => {
    const token = await newSession()
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = decodeJwt(token)
    const tampered = `${header}.${b64({ ...claims, sub: '1' })}.${signature}`
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`
    const forged = [
      tampered,
      none,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
      await forge(claims, { aud: 'horizon-forum/vk-login' }),
      await forge(claims, { iss: 'someone-else' }),
      await forge(claims, {}, { key: 'another-secret-that-is-long-enough-0123456789' }),
      await forge(claims, {}, { alg: 'HS512' }),
      'not.a.token',
    ]
    // The control: the same claims, signed like the server signs them, work.
    expectResponse(await me(await forge(claims, {})), 'me')
    for (const bad of forged) {
      expectError(await me(bad), 401, 'token_invalid')
      expectError(await refresh(bad), 401, 'token_invalid')
    }
  })
})

describe('§4 refresh window: from half the lifetime before expiry up to 7 days after it', () => {
  it('§4: opens at half the lifetime before expiry: 1 ms before → refused, at → allowed', async () => {
    const token = await newSession()
    server.clock.advance(HOUR / 2 - 1)
    const early = expectError(await refresh(token), 401, 'token_invalid')
    expect(early.message).toMatch(/^Токен ещё рано обновлять/)
    server.clock.advance(1)
    const pair = expectResponse(await refresh(token), 'refresh')
    expect(pair.expires_in).toBe(3600)
    expect(pair.token_type).toBe('Bearer')
    expectResponse(await me(pair.access_token), 'me')
  })

  it('§4: closes 7 days after expiry: at → allowed (the token is long expired), 1 ms after → refused', async () => {
    const a = await newSession()
    const b = await newSession()
    server.clock.advance(HOUR + WEEK)
    expectError(await me(a), 401, 'token_invalid')
    expectResponse(await refresh(a), 'refresh')
    server.clock.advance(1)
    expectError(await refresh(b), 401, 'token_invalid')
  })

  it('§4: two tabs refreshing at once both succeed with the same new token; within the 30 s grace the old token still works', async () => {
    const old = await newSession()
    server.clock.advance(HOUR / 2)
    const [first, second] = await Promise.all([refresh(old), refresh(old)])
    const a = expectResponse(first!, 'refresh')
    const b = expectResponse(second!, 'refresh')
    expect(b.access_token).toBe(a.access_token)
    server.clock.advance(30_000)
    expect(expectResponse(await refresh(old), 'refresh').access_token).toBe(a.access_token)
    expectResponse(await me(old), 'me')
    expectResponse(await me(a.access_token), 'me')
  })

  // The refresh of the old token moved to the reuse test below: since reuse detection it ends the session.
  it('§4: after the grace the old token is refused for calls; the new one goes on', async () => {
    const old = await newSession()
    server.clock.advance(HOUR / 2)
    const next = expectResponse(await refresh(old), 'refresh').access_token
    server.clock.advance(30_001)
    expectError(await me(old), 401, 'token_invalid')
    expectResponse(await me(next), 'me')
    server.clock.advance(HOUR / 2)
    expectResponse(await refresh(next), 'refresh')
  })

  it('§4 reuse detection (RFC 9700 §4.14.2): a retired token refreshed after the grace ends the whole session, logged without secrets', async () => {
    const lines: string[] = []
    const watched = await createAccountServer({ log: { info: (m) => lines.push(m), error: (m) => lines.push(m) } })
    try {
      const [row] = await watched.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1')
      const deps = { db: watched.db, key: new TextEncoder().encode(TEST_SECRET), clock: watched.clock.read, config: watched.config.account }
      const stolen = (await startSession(deps, row!.id)).access_token
      watched.clock.advance(HOUR / 2)
      const owners = expectResponse(await watched.call('refresh', { token: stolen }), 'refresh').access_token
      watched.clock.advance(30_001)
      // The thief refreshes the copy: refused, and the owner's current token stops working too.
      expectError(await watched.call('refresh', { token: stolen }), 401, 'token_invalid')
      expectError(await watched.call('me', { token: owners }), 401, 'token_invalid')
      expectError(await watched.call('refresh', { token: owners }), 401, 'token_invalid')
      const sid = decodeJwt(owners).sid as string
      const [session] = await watched.db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE id = $1', [sid])
      expect(session!.revoked).toBe(true)
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(`session ${sid.slice(0, 8)}…`)
      expect(lines[0]).toContain(`user ${row!.id}`)
      for (const secret of [stolen, owners, sid, ...stolen.split('.'), ...owners.split('.')]) expect(lines[0]).not.toContain(secret)
    } finally {
      await watched.close()
    }
  })

  it('§4: a session ends 30 days after login however often it is refreshed', async () => {
    const start = server.clock.now
    let token = await newSession()
    for (let i = 0; i < 4; i++) {
      server.clock.advance(7 * DAY)
      token = expectResponse(await refresh(token), 'refresh').access_token
    }
    server.clock.now = start + 30 * DAY - 1000
    const last = expectResponse(await refresh(token), 'refresh')
    expect(last.expires_in).toBe(1) // capped by the session's end
    expectResponse(await me(last.access_token), 'me')
    server.clock.now = start + 30 * DAY
    expectError(await me(last.access_token), 401, 'token_invalid')
    expectError(await refresh(last.access_token), 401, 'token_invalid')
  })
})

describe('§4 logout', () => {
  it('§4: logout ends the session at once: the token, its refreshed successor and the one in grace stop working', async () => {
    const old = await newSession()
    const other = await newSession()
    server.clock.advance(HOUR / 2)
    const next = expectResponse(await refresh(old), 'refresh').access_token
    expect(expectResponse(await server.call('logout', { token: next }), 'logout').message).toBe('Вы вышли из аккаунта')
    for (const t of [old, next]) {
      expectError(await me(t), 401, 'token_invalid')
      expect(expectError(await refresh(t), 401, 'token_invalid').message).toBe('Сессия недействительна или истекла. Войдите снова.')
    }
    // Other sessions of the same person are not touched.
    expectResponse(await me(other), 'me')
    expectError(await server.call('logout', { token: 'junk.junk.junk' }), 401, 'token_invalid')
  })
})

describe('ACCESS_TOKEN_TTL', () => {
  it('§4: a configured lifetime of 4 s gives expires_in 4, a refresh window opening after 2 s and expiry after 4 s', async () => {
    const short = await createAccountServer({ account: { accessTokenTtlS: 4 } })
    try {
      const u = await registeredUser(short)
      const pair = expectResponse(await short.call('login', { body: { email: u.email, password: u.password } }), 'login')
      expect(pair.expires_in).toBe(4)
      short.clock.advance(1999)
      expectError(await short.call('refresh', { token: pair.access_token }), 401)
      short.clock.advance(1)
      const next = expectResponse(await short.call('refresh', { token: pair.access_token }), 'refresh')
      expect(next.expires_in).toBe(4)
      short.clock.advance(4000)
      expectError(await short.call('me', { token: next.access_token }), 401, 'token_invalid')
    } finally {
      await short.close()
    }
  })
})
