import { accountEndpoints } from '../../kernel/contract/account'
import { type AccountDeps, invalidToken, ok, requireUser } from './context'
import type { RouteTable } from './routes'
import { loadEventView, loadUser } from './users'

/** The contract's paths end with '/'; the same paths without it work too. */
const withAndWithoutSlash = (path: string) => [path, path.replace(/\/$/, '')]

export function userRoutes(routes: RouteTable, deps: AccountDeps) {
  for (const path of withAndWithoutSlash(accountEndpoints.me.path)) {
    routes.add('GET', path, async (c) => {
      const { userId } = await requireUser(deps, c)
      const user = await loadUser(deps.db, userId)
      if (!user) throw invalidToken(c)
      return ok(c, user)
    })
  }
  for (const path of withAndWithoutSlash(accountEndpoints.eventView.path)) {
    routes.add('GET', path, async (c) => {
      const { userId } = await requireUser(deps, c)
      return ok(c, await loadEventView(deps.db, userId))
    })
  }
}
