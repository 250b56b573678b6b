import { EVENT_ID } from '../../kernel/constants'
import { type StreamLink, accountEndpoints } from '../../kernel/contract/account'
import { type AccountDeps, ok, requireUser } from './context'
import type { RouteTable } from './routes'

/**
 * The halls' streams for the /broadcasts page (§2: for registered users; the content API's
 * Area.stream_url stays null). Active halls of the event with a stream, in the halls' order.
 */
export function streamRoutes(routes: RouteTable, deps: AccountDeps) {
  routes.add('GET', accountEndpoints.streams.path, async (c) => {
    await requireUser(deps, c)
    const rows = await deps.db.query<StreamLink>(
      `SELECT id AS area_id, broadcast_url AS stream_url FROM areas
       WHERE event_id = $1 AND is_active AND broadcast_url IS NOT NULL ORDER BY sort, id`,
      [EVENT_ID],
    )
    return ok(c, rows)
  })
}
