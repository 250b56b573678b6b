import { randomBytes, randomUUID } from 'node:crypto'
import { REFRESH_WINDOW_AFTER_EXPIRY_S } from '../../kernel/constants'
import type { TokenPair } from '../../kernel/contract/account'
import { inRefreshWindow, isPastRefreshWindow } from '../../kernel/refresh-window'
import type { AccountConfig } from '../account-config'
import type { Db, Row } from '../db/types'
import type { Log } from '../log'
import type { Clock } from '../time'
import type { AuthCache, CachedSession } from './auth-cache'
import { type AccessClaims, signAccessToken, verifyAccessToken } from './jwt'

export interface SessionDeps {
  db: Db
  key: Uint8Array
  clock: Clock
  config: Pick<AccountConfig, 'accessTokenTtlS' | 'sessionMaxAgeS' | 'refreshGraceS'>
  /** Reuse of a retired token is logged (session id prefix and user id, never a token). */
  log?: Log
  /** Live sessions and what calls read about their person, kept exact through `auth_changes`. */
  cache?: AuthCache
}

interface SessionRow extends CachedSession {
  revoked: boolean
}

/** Times come back as float8 milliseconds: the two drivers agree on numbers, not on bigint. */
const SESSION_COLUMNS = `s.id, s.user_id, s.jti, s.prev_jti, s.revoked_at IS NOT NULL AS revoked,
  (extract(epoch FROM s.started_at) * 1000)::float8 AS started_ms,
  (extract(epoch FROM s.prev_valid_until) * 1000)::float8 AS prev_valid_until_ms,
  s.token_iat::float8 AS token_iat, s.token_exp::float8 AS token_exp`

/**
 * What a call reads together with its session, in the same statement: one round trip instead of
 * one per table (the session, then the user, then the profile). `columns` may name `s.user_id`
 * and the tables `joins` brings in; their names must not clash with the session's columns above.
 */
export interface SessionJoin {
  columns: string
  joins?: string
}

const selectSession = (join?: SessionJoin) =>
  `SELECT ${SESSION_COLUMNS}${join ? `, ${join.columns}` : ''} FROM sessions s ${join?.joins ?? ''} WHERE s.id = $1`
const SELECT_SESSION = selectSession()
const joinedSelects = new WeakMap<SessionJoin, string>()
const selectWith = (join: SessionJoin) => joinedSelects.get(join) ?? joinedSelects.set(join, selectSession(join)).get(join)!

const seconds = (ms: number) => Math.floor(ms / 1000)
const newJti = () => randomBytes(16).toString('base64url')

async function load<T extends object = object>(db: Db, id: string, sql = SELECT_SESSION): Promise<(SessionRow & T) | null> {
  const [row] = await db.query<SessionRow & T>(sql, [id])
  return row ?? null
}

const sessionEndMs = (deps: SessionDeps, s: CachedSession) => s.started_ms + deps.config.sessionMaxAgeS * 1000

/** A token's lifetime is capped by the session's absolute end. */
function lifetime(deps: SessionDeps, now: number, startedMs: number): { iat: number; exp: number } | null {
  const iat = seconds(now)
  const exp = Math.min(iat + deps.config.accessTokenTtlS, seconds(startedMs + deps.config.sessionMaxAgeS * 1000))
  return exp > iat ? { iat, exp } : null
}

async function pair(deps: SessionDeps, claims: AccessClaims): Promise<TokenPair> {
  const token = await signAccessToken(deps.key, claims)
  return { access_token: token, expires_in: Math.max(0, claims.exp - seconds(deps.clock())), token_type: 'Bearer' }
}

/** A new login: a session row and its first token; `device` is the User-Agent the person's session list shows. */
export async function startSession(deps: SessionDeps, userId: number, device: string | null = null): Promise<TokenPair> {
  const now = deps.clock()
  const { iat, exp } = lifetime(deps, now, now)!
  const sid = randomUUID()
  const jti = newJti()
  // Sessions that can never be used again are dropped when their owner logs in.
  await deps.db.query(
    `DELETE FROM sessions WHERE user_id = $1 AND (revoked_at IS NOT NULL OR token_exp < $2 OR started_at < $3)`,
    [userId, seconds(now) - REFRESH_WINDOW_AFTER_EXPIRY_S, new Date(now - deps.config.sessionMaxAgeS * 1000)],
  )
  await deps.db.query(
    'INSERT INTO sessions (id, user_id, started_at, jti, token_iat, token_exp, user_agent, last_used_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $3)',
    [sid, userId, new Date(now), jti, iat, exp, device ? device.slice(0, 200) : null],
  )
  return pair(deps, { sub: String(userId), sid, jti, iat, exp })
}

/** Is this jti the session's current token, or the previous one within its grace period? */
function isCurrent(s: CachedSession, jti: string, now: number): 'current' | 'previous' | false {
  if (s.jti === jti) return 'current'
  if (s.prev_jti === jti && s.prev_valid_until_ms !== null && now <= s.prev_valid_until_ms) return 'previous'
  return false
}

async function liveSession<T extends object = object>(
  deps: SessionDeps,
  claims: AccessClaims,
  now: number,
  sql?: string,
): Promise<(SessionRow & T) | null> {
  const s = await load<T>(deps.db, claims.sid, sql)
  if (!s || s.revoked || String(s.user_id) !== claims.sub || now >= sessionEndMs(deps, s)) return null
  return s
}

/**
 * What a call reads about its person together with its session: `join` in the same statement
 * when the database is asked, `value` builds the answer from that row, and the cache keeps the
 * answer under `name` (one name, one shape) until the person's rows change.
 */
export interface PersonRead<T> {
  name: string
  join: SessionJoin
  value: (row: Row) => T
}

export interface Authenticated<T = undefined> {
  userId: number
  sessionId: string
  /** The PersonRead's answer. */
  data: T
}

const accepted = (deps: SessionDeps, s: CachedSession, claims: AccessClaims, now: number) =>
  String(s.user_id) === claims.sub && now < sessionEndMs(deps, s) && isCurrent(s, claims.jti, now) !== false

/** The call from the cache, or null when the database must be asked (a miss, or the feed not read lately). */
async function fromCache<T>(deps: SessionDeps, cache: AuthCache, claims: AccessClaims, now: number, read?: PersonRead<T>): Promise<Authenticated<T> | null> {
  if (!(await cache.ready())) return null
  const seen = cache.session(claims.sid)
  if (!seen || !(await cache.readyFor(seen.user_id))) return null
  // Looked up again: the read of the feed just awaited may have dropped it.
  const s = cache.session(claims.sid)
  if (!s || !accepted(deps, s, claims, now)) return null
  if (!read) return { userId: s.user_id, sessionId: s.id, data: undefined as T }
  const data = cache.userValue<T>(s.user_id, read.name)
  return data === undefined ? null : { userId: s.user_id, sessionId: s.id, data }
}

const sessionOf = (s: SessionRow): CachedSession => ({
  id: s.id,
  user_id: s.user_id,
  started_ms: s.started_ms,
  jti: s.jti,
  token_iat: s.token_iat,
  token_exp: s.token_exp,
  prev_jti: s.prev_jti,
  prev_valid_until_ms: s.prev_valid_until_ms,
})

/**
 * Every authenticated call: a valid, unexpired token of a live session. The session comes from
 * the process's cache (server/auth/auth-cache.ts: a logout, a refresh or a password change on any
 * process is refused here within a second) or else from the database, with what `read` needs
 * in the same statement.
 */
export async function authenticate<T = undefined>(deps: SessionDeps, token: string, read?: PersonRead<T>): Promise<Authenticated<T> | null> {
  const now = deps.clock()
  const claims = await verifyAccessToken(deps.key, token, now, 'refuse')
  if (!claims) return null
  const { cache } = deps
  const cached = cache ? await fromCache(deps, cache, claims, now, read) : null
  if (cached) return cached
  const generation = cache?.generation ?? 0
  const s = await liveSession<Row>(deps, claims, now, read ? selectWith(read.join) : SELECT_SESSION)
  if (!s || !isCurrent(s, claims.jti, now)) return null
  const data = (read ? read.value(s) : undefined) as T
  if (cache) {
    cache.putSession(sessionOf(s), generation)
    if (read) cache.putUserValue(s.user_id, read.name, data, generation)
  }
  return { userId: s.user_id, sessionId: s.id, data }
}

/** The session's previous token, after its grace period: someone kept a copy (RFC 9700 §4.14.2). */
const isRetired = (s: SessionRow, jti: string, now: number) =>
  s.prev_jti === jti && s.prev_valid_until_ms !== null && now > s.prev_valid_until_ms

/**
 * Reuse detection: a retired token presented for a refresh ends the whole session, so the thief's
 * copy and the owner's current token both stop working (the owner logs in again).
 */
async function endReusedSession(deps: SessionDeps, s: SessionRow, now: number): Promise<void> {
  await deps.db.query('UPDATE sessions SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1', [s.id, new Date(now)])
  deps.cache?.forgetSession(s.id)
  deps.log?.info(`refresh token reuse: a retired token of session ${s.id.slice(0, 8)}… (user ${s.user_id}) was presented after its grace period; the session is ended`)
}

/** §4: the refresh window of a token, by the kernel's one rule. */
const tokenInRefreshWindow = (claims: Pick<AccessClaims, 'iat' | 'exp'>, now: number): boolean =>
  inRefreshWindow(claims.exp * 1000, (claims.exp - claims.iat) * 1000, now)

/**
 * Swaps the session's current token for a new one. The old one keeps working for the grace
 * period, and refreshing it again in that period returns the same new token: two tabs
 * refreshing at once both succeed and end up with one token. 'early': a live token asked
 * before its window opens (the route gives it its own message).
 */
export async function refreshSession(deps: SessionDeps, token: string): Promise<TokenPair | 'early' | null> {
  const now = deps.clock()
  const claims = await verifyAccessToken(deps.key, token, now, 'allow')
  if (!claims) return null
  for (let attempt = 0; attempt < 2; attempt++) {
    const s = await liveSession(deps, claims, now)
    const state = s && isCurrent(s, claims.jti, now)
    if (s && !state && isRetired(s, claims.jti, now)) await endReusedSession(deps, s, now)
    if (!s || !state) return null
    if (!tokenInRefreshWindow(claims, now)) return now < claims.exp * 1000 ? 'early' : null
    if (state === 'previous') return pair(deps, { sub: claims.sub, sid: s.id, jti: s.jti, iat: s.token_iat, exp: s.token_exp })
    const next = lifetime(deps, now, s.started_ms)
    if (!next) return null
    const jti = newJti()
    const rotated = await deps.db.query(
      `UPDATE sessions SET prev_jti = jti, prev_valid_until = $3, jti = $4, token_iat = $5, token_exp = $6, last_used_at = $7
        WHERE id = $1 AND jti = $2 RETURNING id`,
      [s.id, claims.jti, new Date(now + deps.config.refreshGraceS * 1000), jti, next.iat, next.exp, new Date(now)],
    )
    deps.cache?.forgetSession(s.id)
    if (rotated.length === 1) return pair(deps, { sub: claims.sub, sid: s.id, jti, ...next })
    // Another request rotated it between our read and write: read again, now as the previous token.
  }
  return null
}

/**
 * Logout ends the whole session, so the token and every successor stop working. An expired token
 * (within the refresh window) may still log out: the client should be able to end a session it
 * can no longer use.
 */
export async function endSession(deps: SessionDeps, token: string): Promise<boolean> {
  const now = deps.clock()
  const claims = await verifyAccessToken(deps.key, token, now, 'allow')
  if (!claims || isPastRefreshWindow(claims.exp * 1000, now)) return false
  const ended = await deps.db.query(
    'UPDATE sessions SET revoked_at = COALESCE(revoked_at, $3) WHERE id = $1 AND user_id::text = $2 RETURNING id',
    [claims.sid, claims.sub, new Date(now)],
  )
  deps.cache?.forgetSession(claims.sid)
  return ended.length === 1
}

/** A password change ends every session of the person (but `keep`, the one that made the change). Returns how many. */
export async function endUserSessions(db: Db, userId: number, now: number, keep: string | null = null): Promise<number> {
  const ended = await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3 RETURNING id',
    [userId, new Date(now), keep],
  )
  return ended.length
}

export interface SessionListItem {
  id: string
  device: string | null
  started_ms: number
  last_used_ms: number
}

/** The person's live sessions (not ended, not past their absolute end), most recently used first. */
export async function listUserSessions(deps: SessionDeps, userId: number): Promise<SessionListItem[]> {
  const now = deps.clock()
  return deps.db.query<SessionListItem>(
    `SELECT id, user_agent AS device, (extract(epoch FROM started_at) * 1000)::float8 AS started_ms,
            (extract(epoch FROM COALESCE(last_used_at, started_at)) * 1000)::float8 AS last_used_ms
       FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND started_at > $2 AND token_exp > $3
      ORDER BY COALESCE(last_used_at, started_at) DESC, id`,
    [userId, new Date(now - deps.config.sessionMaxAgeS * 1000), seconds(now) - REFRESH_WINDOW_AFTER_EXPIRY_S],
  )
}

/** Ends one of the person's sessions by its id; false when it is not theirs or already ended. */
export async function endUserSession(deps: SessionDeps, userId: number, sessionId: string): Promise<boolean> {
  const ended = await deps.db.query('UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id', [
    sessionId,
    userId,
    new Date(deps.clock()),
  ])
  deps.cache?.forgetSession(sessionId)
  return ended.length === 1
}
