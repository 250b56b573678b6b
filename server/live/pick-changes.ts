import { type Context, Hono } from 'hono'
import { array, object, size, validate } from 'superstruct'
import type { Lang } from '../../kernel/constants'
import { Id } from '../../kernel/contract/common'
import type { PickChange } from '../../kernel/contract/live'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'

/**
 * "My program" marks the person's changed sessions with before and after until they have seen
 * them (migration 015's `live_pick_changes`, written in each version's transaction).
 */
export async function pickChanges(db: Db, userId: number, lang: Lang): Promise<PickChange[]> {
  const iso = (col: string) => `to_char((${col})::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
  const hall = (alias: string) => `coalesce(${alias}.translations->$2->>'name', ${alias}.translations->'ru'->>'name', '')`
  return db.query<PickChange>(
    `SELECT c.meeting_id, c.kind,
       json_build_object('start_at', ${iso("c.before->>'start_at'")}, 'end_at', ${iso("c.before->>'end_at'")}, 'hall', ${hall('b')}) AS before,
       json_build_object('start_at', ${iso("c.after->>'start_at'")}, 'end_at', ${iso("c.after->>'end_at'")}, 'hall', ${hall('a')}) AS after
     FROM live_pick_changes c
     LEFT JOIN areas b ON b.id = (c.before->>'area_id')::int
     LEFT JOIN areas a ON a.id = (c.after->>'area_id')::int
     WHERE c.user_id = $1 ORDER BY c.changed_at, c.meeting_id`,
    [userId, lang],
  )
}

export async function markSeen(db: Db, userId: number, ids: number[]): Promise<void> {
  await db.query('DELETE FROM live_pick_changes WHERE user_id = $1 AND meeting_id = ANY($2::int[])', [userId, ids])
}

/** `/api/live/my-changes` (GET) and `/api/live/my-changes/seen` (POST {ids}), with the account's token. */
export function pickChangeRoutes(db: Db, requireUserId: (c: Context) => Promise<number>): Hono {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }
  app.get('/', async (c) => c.json({ data: await pickChanges(db, await requireUserId(c), requestLang(c)) }, 200, noStore))
  app.post('/seen', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const [error, body] = validate(await c.req.json().catch(() => null), object({ ids: size(array(Id), 1, 500) }))
    if (error) throw new HttpError(400, lang === 'ru' ? 'Нужен JSON { "ids": [номера сессий] }' : 'Expected JSON { "ids": [session ids] }')
    await markSeen(db, userId, body.ids)
    return c.json({ data: { seen: body.ids } }, 200, noStore)
  })
  return app
}
