import type { StoredSession } from '../../machines/auth.types'

/** The browser stores the jwt token, its expiry time and the email (§3), and nothing else about the session. */
export const STORAGE_KEYS = { token: 'jwt_token', expiresAt: 'jwt_expires_at', email: 'email' } as const

export function readSession(storage: Storage = localStorage): StoredSession | null {
  try {
    const token = storage.getItem(STORAGE_KEYS.token)
    const expiresAt = Number(storage.getItem(STORAGE_KEYS.expiresAt))
    if (!token || !Number.isFinite(expiresAt) || expiresAt <= 0) return null
    const lifetimeMs = tokenLifetimeMs(token)
    return { token, expiresAt, email: storage.getItem(STORAGE_KEYS.email), ...(lifetimeMs ? { lifetimeMs } : {}) }
  } catch {
    return null
  }
}

export function writeSession(session: StoredSession | null, storage: Storage = localStorage) {
  try {
    if (!session) {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key)
      return
    }
    // The token goes last: other tabs react to its key and must find the expiry already there.
    storage.setItem(STORAGE_KEYS.expiresAt, String(session.expiresAt))
    if (session.email) storage.setItem(STORAGE_KEYS.email, session.email)
    else storage.removeItem(STORAGE_KEYS.email)
    storage.setItem(STORAGE_KEYS.token, session.token)
  } catch {
    // Storage unavailable (private mode): the session lives in memory for this tab only.
  }
}

/**
 * The stored session once its token is no longer `token`, or as it is after `withinMs`: another
 * tab's write reaches this tab's localStorage a moment later (refresh-lock.ts).
 */
export async function sessionReplacing(token: string, withinMs = 1000): Promise<StoredSession | null> {
  const until = Date.now() + withinMs
  for (;;) {
    const stored = readSession()
    if (stored?.token !== token || Date.now() >= until) return stored
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Only the token key decides: another tab writes the expiry and email alongside it. */
export const isSessionKey = (key: string | null) => key === null || key === STORAGE_KEYS.token

/**
 * The token's lifetime (exp − iat) read from its payload: only the token, its expiry and the
 * email are stored, and after a reload the refresh window (half the lifetime) must still be right.
 */
export function tokenLifetimeMs(token: string): number | undefined {
  try {
    const payload = token.split('.')[1]
    if (!payload) return undefined
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown }
    if (typeof json.exp !== 'number' || typeof json.iat !== 'number' || json.exp <= json.iat) return undefined
    return (json.exp - json.iat) * 1000
  } catch {
    return undefined
  }
}
