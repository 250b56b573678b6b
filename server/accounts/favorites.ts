import type { Context } from 'hono'
import { accountEndpoints } from '../../kernel/contract/account'
import { readBody } from './body'
import { addFavorites, knownMeetings, listFavorites, removeFavorites } from './cabinet-store'
import { type AccountDeps, langFor, ok, requireUser } from './context'
import { accountError } from './errors'
import { fieldMessage } from './messages'
import type { RouteTable } from './routes'

/**
 * §7 add-to-favorite / remove-from-favorite with {ids}: all or nothing (an unknown id is a 422
 * naming it and nothing changes); adding a favorite twice or removing one that is not is fine.
 * Both answer the person's whole set, so the client can take it as the server's truth.
 */
export function favoriteRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db } = deps

  async function change(c: Context, add: boolean) {
    const lang = langFor(c)
    const { userId } = await requireUser(deps, c)
    const body = await readBody(c, accountEndpoints.addFavorites.body, lang)
    const ids = [...new Set(body.ids)]
    const known = await knownMeetings(db, ids)
    const unknown = ids.filter((id) => !known.has(id)).join(', ')
    if (unknown) {
      throw accountError(lang, 422, 'validation_failed', 'meetingsNotFound', { vars: { ids: unknown }, errors: { ids: [fieldMessage(lang, 'unknownMeetings', { ids: unknown })] } })
    }
    await (add ? addFavorites(db, userId, ids) : removeFavorites(db, userId, ids))
    return ok(c, { ids: await listFavorites(db, userId) })
  }

  routes.add('POST', accountEndpoints.addFavorites.path, (c) => change(c, true))
  routes.add('POST', accountEndpoints.removeFavorites.path, (c) => change(c, false))
}
