import { accountEndpoints } from '../../kernel/contract/account'
import { type AccountDeps, ok, requireUser } from './context'
import type { RouteTable } from './routes'
import { PERSON } from './users'

/** The contract's paths end with '/'; the same paths without it work too. */
const withAndWithoutSlash = (path: string) => [path, path.replace(/\/$/, '')]

export function userRoutes(routes: RouteTable, deps: AccountDeps) {
  for (const path of withAndWithoutSlash(accountEndpoints.me.path)) {
    routes.add('GET', path, async (c) => {
      const { data } = await requireUser(deps, c, PERSON)
      return ok(c, data.user)
    })
  }
  for (const path of withAndWithoutSlash(accountEndpoints.eventView.path)) {
    routes.add('GET', path, async (c) => {
      const { data } = await requireUser(deps, c, PERSON)
      return ok(c, data.eventView)
    })
  }
}
