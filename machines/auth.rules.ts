/**
 * The auth machine's start, as pure rules without XState (machines/auth.machine.ts): what a stored
 * session means and the context it starts with. The machine uses them, and so does its stand-in
 * before the machine's code has loaded (src/session/auth-ref.ts), so the two cannot disagree.
 */
import { ACCESS_TOKEN_TTL_S } from '../kernel/constants'
import type { AuthContext, StoredSession } from './auth.types'

/** §4: a stored session counts only while its token's expiry is in the future. */
export const isLiveSession = (stored: StoredSession | null, now: number): stored is StoredSession =>
  stored !== null && stored.expiresAt > now

/** The context the machine starts with, from the stored session (none: nobody). */
export const initialContext = (stored: StoredSession | null): AuthContext => ({
  token: stored?.token ?? null,
  expiresAt: stored?.expiresAt ?? null,
  email: stored?.email ?? null,
  lifetimeMs: stored?.lifetimeMs ?? ACCESS_TOKEN_TTL_S * 1000,
  profile: null,
  profileLoaded: false,
  returnTo: null,
})
