import { domainToASCII } from 'node:url'
import type { Context } from 'hono'
import type { Lang } from '../../kernel/constants'
import type { RateLimiter } from '../auth/rate-limit'
import { type Authenticated, type PersonRead, type SessionDeps, authenticate } from '../auth/sessions'
import type { ServerConfig } from '../config'
import type { Db } from '../db/types'
import type { Log } from '../log'
import { requestLang } from '../http/messages'
import type { Background } from '../mail/background'
import type { Mailer } from '../mail/mailer'
import type { Clock } from '../time'
import { accountError } from './errors'

/** Everything the account routes share; built once in app.ts, the composition root. */
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
 * The socket's address; behind `hops` reverse proxies (TRUST_PROXY) the X-Forwarded-For entry
 * that many places from the end: each of our proxies appends the address it was reached from, so
 * that entry is the one the outermost proxy saw (earlier entries are whatever the client claimed).
 * A shorter list (a request that skipped an outer proxy) gives its first entry, which one of ours wrote.
 */
export function clientIp(c: Context, hops: number): string {
  if (hops > 0) {
    const entries = (c.req.header('X-Forwarded-For') ?? '').split(',').map((e) => e.trim())
    const entry = entries[Math.max(0, entries.length - hops)]
    if (entry) return entry
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

/** The person each request authenticated as (for the cache's read-your-writes, router.ts). */
const requesters = new WeakMap<Context, number>()
export const requesterOf = (c: Context): number | undefined => requesters.get(c)

/**
 * The token's person, and with `read` what the call needs about them (from the process's cache,
 * or read with the session in one statement).
 */
export async function requireUser<T = undefined>(deps: AccountDeps, c: Context, read?: PersonRead<T>): Promise<Authenticated<T>> {
  const who = await authenticate<T>(deps.sessions, requireToken(c), read)
  if (!who) throw invalidToken(c)
  requesters.set(c, who.userId)
  return who
}

/**
 * One form per mailbox, made once at the door: compatibility forms folded (a full-width `ａ` is
 * `a`), trimmed, lower-cased, an internationalized domain as its ASCII (punycode) name. The
 * contract's Email accepts only a plain address (no display name, no angle brackets), so what
 * nodemailer would rewrite to another address never gets here.
 */
export function normalizeEmail(email: string): string {
  const plain = email.normalize('NFKC').trim().toLowerCase()
  const at = plain.lastIndexOf('@')
  if (at < 0) return plain
  const domain = plain.slice(at + 1)
  const ascii = /^[\x21-\x7e]*$/.test(domain) ? domain : domainToASCII(domain)
  return `${plain.slice(0, at)}@${ascii || domain}`
}

/** Writing calls of the cabinet: `data` and the §8 success text in the X-Lang language beside it. */
export const okWithMessage = (c: Context, data: unknown, message: string) => c.json({ data, message }, 200, NO_STORE)
