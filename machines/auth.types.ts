/** The auth machine's data and events (machines/auth.machine.ts), for the machine and its callers. */

export interface StoredSession {
  token: string
  /** Expiry as epoch milliseconds. */
  expiresAt: number
  email: string | null
  /** The token's lifetime in ms when known (the app reads it from the token itself); else 3600 s. */
  lifetimeMs?: number
}

/** What `me` tells the session: the profile is null until the person fills one in (§3). */
export interface SessionProfile {
  profile: Record<string, unknown> | null
}

export interface RefreshedToken {
  access_token: string
  expires_in?: number
}

/**
 * §3's session state. Its first-time flag is `profile === null`; canSpeak and confirmed come from
 * the event view, which only the cabinet asks for (isSpeaker in src/features/cabinet/load-cabinet.ts).
 */
export interface AuthContext {
  token: string | null
  expiresAt: number | null
  /** Lifetime of the current token in ms: half of it before expiry opens the refresh window. */
  lifetimeMs: number
  email: string | null
  profile: SessionProfile['profile']
  /** `me` has answered for this session (its profile may still be null): it is not asked again on each check. */
  profileLoaded: boolean
  /** Where to go back after a relogin (§4). */
  returnTo: string | null
}

/** Every event tells the machine what has happened (past tense). */
export type AuthEvent =
  /** `profile` when the caller has asked `me` already (the social login needs the email): it is not asked again. */
  | { type: 'auth.loggedIn'; token: string; expiresIn?: number; email: string | null; profile?: SessionProfile['profile'] }
  | { type: 'auth.loggedOut' }
  /** The server refused the token (a 401 on an authenticated call). */
  | { type: 'auth.tokenRejected'; path: string }
  | { type: 'auth.visibilityChanged'; hidden: boolean; path: string }
  /** Another tab wrote the session (null: it logged out). */
  | { type: 'auth.storageChanged'; session: StoredSession | null }
  | { type: 'auth.profileChanged' }

export interface AuthInput {
  stored: StoredSession | null
}
