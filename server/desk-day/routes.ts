import type { Hono } from 'hono'
import { deskDayEndpoints as E } from '../../kernel/contract/desk-day'
import { type AccountDeps, ok } from '../accounts/context'
import { deskRoute } from '../desk/guard'
import { HttpError } from '../http/errors'
import { doorDay } from '../staff/store'
import type { DeskDayHub } from './hub'
import { deskDay } from './store'

/** The day's dashboard (kernel/contract/desk-day.ts): its figures, and its stream of changes. */
export const deskDayRoutes = (hub: DeskDayHub) => (app: Hono, deps: AccountDeps) => {
  deskRoute(app, E.day, async (c, who) => {
    const now = deps.clock()
    const day = await doorDay(deps.db, now)
    if (!day) throw new HttpError(404, 'no event', undefined, 'not_found')
    return ok(c, await deskDay(deps.db, day, who.lang, now))
  })
  deskRoute(app, E.stream, (c) =>
    new Response(hub.stream(c.req.raw.signal), {
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
    }),
  )
}
