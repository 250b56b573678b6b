import type { Log } from '../log'
import type { Db } from './types'

/**
 * The database cannot be reached: PostgreSQL stopped, restarting, refusing or cut
 * off. Requests answer 503 with Retry-After (server/pages/unavailable.ts) instead of a 500, and
 * nothing logs it again: the database layer has said so in one line.
 */
export class DbUnavailableError extends Error {
  override readonly name = 'DbUnavailableError'
  constructor(readonly reason: string) {
    super(`the database is unreachable (${reason})`)
  }
}

export const isDbUnavailable = (err: unknown): err is DbUnavailableError => err instanceof DbUnavailableError

/** Node's socket errors of a server that is gone or cannot be reached. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED'])

/**
 * SQLSTATE of a connection that failed or was ended by the server: class 08 (connection
 * exception), 57P01 admin shutdown (`pg_ctl stop -m fast`), 57P02 crash shutdown, 57P03 cannot
 * connect now (starting or stopping), 53300 too many connections.
 */
const isConnectionState = (code: string) => code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)

/** pg's own words for a connection that ended or could not be made in time. */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/

/** The short reason of a connection failure, or null when `err` is something else (a bad query, a constraint). */
export function connectionFailure(err: unknown): string | null {
  if (err instanceof AggregateError) {
    for (const inner of err.errors) {
      const reason = connectionFailure(inner)
      if (reason) return reason
    }
    return null
  }
  const e = err as { code?: unknown; message?: unknown } | null
  const code = typeof e?.code === 'string' ? e.code : ''
  const message = typeof e?.message === 'string' ? e.message : ''
  if (SOCKET_CODES.has(code)) return code
  if (/^[0-9A-Z]{5}$/.test(code) && isConnectionState(code)) return `SQLSTATE ${code}`
  if (PG_MESSAGES.test(message)) return message.slice(0, 80)
  return null
}

/**
 * Whether the database answers, as the queries find out. The first failure logs one line and
 * the first success after it another: a stopped database is two lines in the log, whatever
 * the traffic and the background rounds do meanwhile.
 */
export class DbHealth {
  private downSince: number | null = null
  /** Counts outages: an answer to a call made before the current one began says nothing about now. */
  private outages = 0

  constructor(private readonly log: Pick<Log, 'info' | 'error'>) {}

  get down(): boolean {
    return this.downSince !== null
  }

  failed(reason: string): void {
    if (this.downSince !== null) return
    this.downSince = Date.now()
    this.outages++
    this.log.error(`database unreachable (${reason}): requests answer 503 until it is back`)
  }

  /** The database answered a call made when `outage` outages had begun (default: now): only a call made during this one ends it. */
  answered(outage = this.outages): void {
    if (this.downSince === null || outage !== this.outages) return
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1)
    this.downSince = null
    this.log.info(`database reachable again after ${seconds} s`)
  }

  /** Runs a database call: a connection failure becomes DbUnavailableError, an answer marks the database up. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    const outage = this.outages
    let result: T
    try {
      result = await call()
    } catch (err) {
      const reason = connectionFailure(err)
      if (reason === null) {
        // The server answered (with an error): it is there.
        if ((err as { severity?: unknown } | null)?.severity !== undefined) this.answered(outage)
        throw err
      }
      this.failed(reason)
      throw new DbUnavailableError(reason)
    }
    // A call sent before the database went away may still come back after it did: not a recovery.
    this.answered(outage)
    return result
  }
}

/** Whether the database is known to be unreachable right now (PGlite never is). */
export const databaseDown = (db: Db): boolean => db.health?.down ?? false

/**
 * The log of a running server: errors that only say the database is unreachable are left out
 * (the background rounds, the mail after a response, failed requests), since the database layer
 * has logged the outage once and will log its end.
 */
export function quietWhileDown(log: Log): Log {
  return {
    info: (message) => log.info(message),
    error: (message, err) => {
      if (!isDbUnavailable(err)) log.error(message, err)
    },
  }
}
