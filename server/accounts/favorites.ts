import type { Context } from 'hono'
import { accountEndpoints } from '../../kernel/contract/account'
import type { Db } from '../db/types'
import { readBody } from './body'
import { type AccountDeps, langFor, ok, requireUser } from './context'
import { accountError } from './errors'
import { fieldMessage } from './messages'
import type { RouteTable } from './routes'

const INT4_MAX = 2_147_483_647

/** The ids among `ids` that are sessions (any event: the archive's too). */
export async function knownMeetings(db: Db, ids: number[]): Promise<Set<number>> {
  const candidates = ids.filter((id) => id <= INT4_MAX)
  if (candidates.length === 0) return new Set()
  const rows = await db.query<{ id: number }>('SELECT id FROM meetings WHERE id = ANY($1::int[])', [candidates])
  return new Set(rows.map((r) => r.id))
}

const favoriteIds = async (db: Db, userId: number) =>
  (await db.query<{ id: number }>('SELECT meeting_id AS id FROM user_favorites WHERE user_id = $1 ORDER BY meeting_id', [userId])).map((r) => r.id)

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
    if (add) {
      await db.query('INSERT INTO user_favorites (user_id, meeting_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [userId, ids])
    } else {
      await db.query('DELETE FROM user_favorites WHERE user_id = $1 AND meeting_id = ANY($2::int[])', [userId, ids])
    }
    return ok(c, { ids: await favoriteIds(db, userId) })
  }

  routes.add('POST', accountEndpoints.addFavorites.path, (c) => change(c, true))
  routes.add('POST', accountEndpoints.removeFavorites.path, (c) => change(c, false))
}
