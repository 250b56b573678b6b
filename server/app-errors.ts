import type { ErrorHandler } from 'hono'
import { isDbUnavailable } from './db/outage'
import { writeRefusal } from './db/write-refusal'
import { HttpError, errorBody, isDataException } from './http/errors'
import { requestLang, t } from './http/messages'
import { type Log, logPath } from './log'
import type { WriteHealth } from './pages/health'
import { RETRY_AFTER_S, unavailable } from './pages/unavailable'

/**
 * What every route group answers when a handler throws: its own status for an HttpError, 400 for
 * a value PostgreSQL refused, 503 while the database is away or refuses writes, else a logged 500.
 */
export function errorHandler(log: Log, writes: WriteHealth): ErrorHandler {
  let refusalLogged = 0
  return (err, c) => {
    const lang = requestLang(c)
    const noStore = { 'Cache-Control': 'no-store' }
    if (err instanceof HttpError) {
      return c.json(errorBody(err.message, err.errors, err.code), err.status, { ...noStore, ...err.headers })
    }
    // A value PostgreSQL refused got past validation: still the client's input, not a crash.
    if (isDataException(err)) return c.json(errorBody(t(lang, 'invalidParams')), 400, noStore)
    if (isDbUnavailable(err)) return unavailable(c) // 503 + Retry-After; the outage is logged once (db/outage.ts)
    // The database answers but refuses to write (a full disk): a 503 that says so, and the health check reports it.
    const refused = writeRefusal(err)
    if (refused) {
      writes.refused(refused)
      if (Date.now() - refusalLogged > 60_000) {
        refusalLogged = Date.now()
        log.error(`the database refuses writes (${refused}); ${c.req.method} ${logPath(c.req.path)} answered 503`)
      }
      return c.json(errorBody(t(lang, 'writesRefused')), 503, { ...noStore, 'Retry-After': String(RETRY_AFTER_S) })
    }
    log.error(`${c.req.method} ${logPath(c.req.path)} failed:`, err) // the path only (queries may carry tokens), its key masked
    return c.json(errorBody(t(lang, 'internal')), 500, noStore)
  }
}
