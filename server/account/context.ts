import type { Context } from 'hono'
import type { Lang } from '../../kernel/constants'
import type { RateLimiter } from '../auth/rate-limit'
import { type SessionDeps, authenticate } from '../auth/sessions'
import type { ServerConfig } from '../config'
import type { Db } from '../db/types'
import type { Log } from '../log'
import { requestLang } from '../http/messages'
import type { Background } from '../mail/background'
import type { Mailer } from '../mail/mailer'
import type { Clock } from '../time'
import { accountError } from './errors'

/** Everything the account routes share; built once in accountApi(). */
export interface AccountDeps {
  db: Db
  config: ServerConfig
  clock: Clock
  log: Log
  jwtKey: Uint8Array
  sessions: SessionDeps
  limiter: RateLimiter
  mailer: Mailer
  background: Background
}

export const NO_STORE = { 'Cache-Control': 'no-store' }

/** The request's X-Lang language, read once per request (server/http/messages.ts readLang). */
export const langFor = (c: Context): Lang => requestLang(c)

/** `{ data }` and never cached: every account answer is personal. */
export const ok = (c: Context, data: unknown) => c.json({ data }, 200, NO_STORE)

/**
 * The socket's address; behind a reverse proxy (TRUST_PROXY=on) the last X-Forwarded-For entry,
 * the one our proxy appended (earlier entries are whatever the client claimed).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim()
    if (last) return last
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'local'
}

export function bearerToken(c: Context): string | null {
  const header = c.req.header('Authorization') ?? ''
  const match = /^Bearer[ ]+([A-Za-z0-9\-_.]+)\s*$/i.exec(header)
  return match?.[1] ?? null
}

/** The token of the request, or a 401 (§8: the client's relogin starts on it). */
export function requireToken(c: Context): string {
  const token = bearerToken(c)
  if (!token) throw accountError(langFor(c), 401, 'unauthorized', 'unauthorized', { headers: { 'WWW-Authenticate': 'Bearer' } })
  return token
}

export const invalidToken = (c: Context) =>
  accountError(langFor(c), 401, 'token_invalid', 'tokenInvalid', { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } })

export async function requireUser(deps: AccountDeps, c: Context): Promise<{ userId: number; sessionId: string }> {
  const who = await authenticate(deps.sessions, requireToken(c))
  if (!who) throw invalidToken(c)
  return who
}

/** Lower-cased and trimmed: one person, one account, however they type their address. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Writing calls of the cabinet: `data` and the §8 success text in the X-Lang language beside it. */
export const okWithMessage = (c: Context, data: unknown, message: string) => c.json({ data, message }, 200, NO_STORE)
