import { accountEndpoints } from '../../kernel/contract/account'
import { listStreams } from './cabinet-store'
import { type AccountDeps, ok, requireUser } from './context'
import type { RouteTable } from './routes'

/**
 * The halls' streams for the /broadcasts page (§2: for registered users; the content API's
 * Area.stream_url stays null). Active halls of the event with a stream, in the halls' order.
 */
export function streamRoutes(routes: RouteTable, deps: AccountDeps) {
  routes.add('GET', accountEndpoints.streams.path, async (c) => {
    await requireUser(deps, c)
    return ok(c, await listStreams(deps.db))
  })
}
