/**
 * The hand-over of a program file to the running server (`npm run content:import` when
 * PROGRAM_IMPORT_KEY is set): POST /api/program/import with the file as the body and
 * `Authorization: Bearer <PROGRAM_IMPORT_KEY>`, the options as query parameters (time_zone,
 * event_id, strict, dry_run, name). The server imports it into its own database, whatever it is,
 * so a PGlite site need not stop. Without a key configured the route does not exist (404).
 */
import { timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import type { LimitRule, RateLimiter } from '../auth/rate-limit'
import type { Db } from '../db/types'
import { importText } from './import'
import type { Log } from '../log'

export const IMPORT_PATH = '/api/program/import'
/** The largest file handed over (a 1,500-session export is about 5 MB). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024

function sameKey(given: string, key: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(key)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Wrong import keys one address may send in 10 minutes: the right key never needs a second try. */
export const IMPORT_KEY_FAILURES: LimitRule = { name: 'import-key-ip', limit: 10, windowS: 600 }

export interface ImportGuard {
  limiter: RateLimiter
  /** The client's address (behind TRUST_PROXY, the one the proxy names). */
  addressOf: (c: Context) => string
}

export function programImportRoutes(db: Db, key: string | null, log: Log, guard: ImportGuard): Hono {
  const routes = new Hono()
  if (!key) return routes
  routes.post(IMPORT_PATH, async (c) => {
    const auth = c.req.header('authorization') ?? ''
    const given = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() ?? ''
    if (!given || !sameKey(given, key)) {
      // Only failures count: an address that guesses is stopped, the operator's command is not.
      const limit = await guard.limiter.hit(IMPORT_KEY_FAILURES, guard.addressOf(c))
      if (!limit.ok) return c.json({ message: 'Too many wrong import keys from this address: try again later' }, 429, { 'Retry-After': String(limit.retryAfterS) })
      return c.json({ message: 'The import key (PROGRAM_IMPORT_KEY) is missing or wrong' }, 401, { 'WWW-Authenticate': 'Bearer' })
    }
    const length = Number(c.req.header('content-length') ?? 0)
    if (length > IMPORT_MAX_BYTES) return c.json({ message: `The file is larger than ${IMPORT_MAX_BYTES} bytes` }, 413)
    const text = await c.req.text()
    if (text.length > IMPORT_MAX_BYTES) return c.json({ message: `The file is larger than ${IMPORT_MAX_BYTES} bytes` }, 413)
    // An XML file's entity declarations could name files or addresses to read: no program needs them.
    if (/<!ENTITY/i.test(text)) return c.json({ message: 'The file declares XML entities (<!ENTITY …>): not accepted' }, 400)
    const q = (name: string) => c.req.query(name)
    const eventId = q('event_id')
    if (eventId !== undefined && !/^[1-9]\d{0,8}$/.test(eventId)) return c.json({ message: `event_id ${eventId}: must be a positive integer` }, 400)
    const name = (q('name') ?? '').slice(0, 200)
    const report = await importText(db, text, {
      ...(q('time_zone') ? { timeZone: q('time_zone') } : {}),
      ...(eventId ? { eventId: Number(eventId) } : {}),
      ...(q('strict') === '1' ? { strict: true } : {}),
      ...(q('dry_run') === '1' ? { dryRun: true } : {}),
      source: { kind: 'file', name },
    })
    if (report.ok && report.changed !== false && q('dry_run') !== '1') log.info(`Imported ${name || 'a file'} handed over by content:import`)
    return c.json({ data: report }, 200, { 'Cache-Control': 'no-store' })
  })
  return routes
}
