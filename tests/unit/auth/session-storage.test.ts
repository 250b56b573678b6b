import { describe, expect, it } from 'vitest'
import { readSession, sessionReplacing, tokenLifetimeMs, writeSession } from '../../../src/session/session-storage'

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`

describe('session storage (§3)', () => {
  it('§3: the browser stores the token, its expiry and the email, and nothing else', () => {
    writeSession({ token: jwt({ iat: 100, exp: 3700 }), expiresAt: 123, email: 'a@example.org', lifetimeMs: 5 })
    expect(Object.keys(localStorage).sort()).toEqual(['email', 'jwt_expires_at', 'jwt_token'])
    writeSession(null)
    expect(Object.keys(localStorage)).toEqual([])
  })

  it('reads the lifetime back from the token itself', () => {
    expect(tokenLifetimeMs(jwt({ iat: 100, exp: 120 }))).toBe(20_000)
    expect(tokenLifetimeMs('not-a-jwt')).toBeUndefined()
    writeSession({ token: jwt({ iat: 100, exp: 120 }), expiresAt: 999, email: null })
    expect(readSession()).toMatchObject({ expiresAt: 999, lifetimeMs: 20_000, email: null })
  })

  it('§4: a tab that waited for the refresh lock waits a moment for the other tab’s new token, and no longer', async () => {
    writeSession({ token: 'old', expiresAt: Date.now() + 60_000, email: null })
    setTimeout(() => writeSession({ token: 'new', expiresAt: Date.now() + 60_000, email: null }), 100)
    expect((await sessionReplacing('old'))?.token).toBe('new')
    const started = Date.now()
    expect((await sessionReplacing('new', 200))?.token).toBe('new')
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
  })
})
