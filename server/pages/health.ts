import type { Context } from 'hono'
import { DbUnavailableError } from '../db/outage'
import type { Db } from '../db/types'
import { probeWrite, writeRefusal } from '../db/write-refusal'
import { RETRY_AFTER_S } from './unavailable'
import { pingDatabase, queueSizes } from './queries'

/** A health check waits this long for the database before calling it unreachable. */
const CHECK_MS = 2000
/** A write is tried at most this often (each one is a commit); a refusal seen by any request counts at once. */
const WRITE_CHECK_MS = 10_000

/**
 * What the process last learned about the database's writes: from the health check's own probe,
 * and from any request whose write was refused (app.ts's error handler reports it here).
 */
export class WriteHealth {
  private refusedFor: string | null = null
  private checkedAt = Number.NEGATIVE_INFINITY
  private probing: Promise<void> | null = null

  constructor(
    private readonly db: Db,
    private readonly checkEveryMs = WRITE_CHECK_MS,
  ) {}

  /** A request's write failed with this reason (writeRefusal). */
  refused(reason: string): void {
    this.refusedFor = reason
    this.checkedAt = Date.now()
  }

  /** The reason writes are refused, or null; probes when the last word is older than WRITE_CHECK_MS. */
  async check(): Promise<string | null> {
    if (Date.now() - this.checkedAt >= this.checkEveryMs) {
      this.probing ??= probeWrite(this.db)
        .then(
          () => {
            this.refusedFor = null
          },
          (err: unknown) => {
            const reason = writeRefusal(err)
            if (!reason) throw err
            this.refusedFor = reason
          },
        )
        .finally(() => {
          this.checkedAt = Date.now()
          this.probing = null
        })
      await this.probing
    }
    return this.refusedFor
  }
}

/**
 * GET /api/health: 200 `{ data: { ok: true } }` when the database answers a `SELECT 1` and takes
 * writes (probed at most every 10 s; a full disk or a read-only database is a 503 that says so),
 * else the 503 of an unreachable database (server/pages/unavailable.ts), so a proxy or load balancer takes
 * the process out until the database is back. Anyone sees only that; the operator (`operator(c)`:
 * the organizer's token) also sees `details`: the database's state, the queues and what the
 * layers above report (the program's pull). No URL, key or path is ever in the public answer.
 */
export function healthRoute(
  db: Db,
  writes: WriteHealth = new WriteHealth(db),
  details?: () => Promise<Record<string, unknown>>,
  operator: (c: Context) => boolean = () => false,
) {
  return async (c: Context) => {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DbUnavailableError(`no answer in ${CHECK_MS} ms`)), CHECK_MS)
    })
    let refused: string | null
    try {
      await Promise.race([pingDatabase(db), late])
      refused = await Promise.race([writes.check(), late])
    } finally {
      clearTimeout(timer)
    }
    // Reads work, writes do not (a full disk): out of the pool too, and the reason said.
    if (refused) {
      return c.json({ data: { ok: false, database: 'refuses writes', reason: refused }, message: `The database refuses writes: ${refused}` }, 503, {
        'Cache-Control': 'no-store',
        'Retry-After': String(RETRY_AFTER_S),
      })
    }
    if (!operator(c)) return c.json({ data: { ok: true } }, 200, { 'Cache-Control': 'no-store' })
    // What the layers above report (the program's pull); never fails the check itself.
    const more = { database: 'ok', queues: await queueSizes(db).catch(() => null), ...(details ? await details().catch(() => null) : null) }
    return c.json({ data: { ok: true, details: more } }, 200, { 'Cache-Control': 'no-store' })
  }
}

/**
 * GET /api/health/live: 200 while the process serves, without asking the database: the liveness
 * check (a process to restart when it fails), and the trivial route the benchmark compares other
 * routes with (docs/benchmarks.md, figure 4). `/api/health` is the readiness check.
 */
export function liveRoute() {
  return (c: Context) => c.json({ data: { ok: true } }, 200, { 'Cache-Control': 'no-store' })
}
