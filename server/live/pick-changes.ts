import { type Context, Hono } from 'hono'
import { array, object, size, validate } from 'superstruct'
import { Id } from '../../kernel/contract/common'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'
import { markSeen, pickChanges } from './store'

/**
 * `/api/live/my-changes` (GET) and `/api/live/my-changes/seen` (POST {ids}), with the account's
 * token: "My program" marks the person's changed sessions until seen (store.ts reads and clears them).
 */
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
