import { Hono } from 'hono'
import { SEATS_PATH } from '../../kernel/contract/seats'
import type { Db } from '../db/types'
import type { Clock } from '../time'
import { allCounts } from './store'

/** Everyone's: the figures of the sessions that take sign-ups. A proxy may keep them 2 s; pages follow the live channel. */
export function seatCountRoutes(db: Db, clock: Clock): Hono {
  const app = new Hono()
  app.get(SEATS_PATH, async (c) => c.json({ data: await allCounts(db, clock()) }, 200, { 'Cache-Control': 'public, max-age=0, s-maxage=2' }))
  return app
}
