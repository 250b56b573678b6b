import type { Context } from 'hono'
import { DbUnavailableError } from '../db/outage'
import type { Db } from '../db/types'
import { pingDatabase } from './queries'

/** A health check waits this long for the database before calling it unreachable. */
const CHECK_MS = 2000

/**
 * GET /api/health: 200 `{ data: { ok: true } }` when the database answers a `SELECT 1`, else the
 * 503 of an unreachable database (server/pages/unavailable.ts), so a proxy or load balancer takes
 * the process out until the database is back.
 */
export function healthRoute(db: Db) {
  return async (c: Context) => {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DbUnavailableError(`no answer in ${CHECK_MS} ms`)), CHECK_MS)
    })
    try {
      await Promise.race([pingDatabase(db), late])
    } finally {
      clearTimeout(timer)
    }
    return c.json({ data: { ok: true } }, 200, { 'Cache-Control': 'no-store' })
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
