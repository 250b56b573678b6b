import type { Context, Hono } from 'hono'
import { type NewsBody, deskNewsEndpoints } from '../../kernel/contract/desk-news'
import { readBody } from '../accounts/body'
import { type AccountDeps, ok } from '../accounts/context'
import { recordAudit } from '../audit/record'
import { HttpError } from '../http/errors'
import { sanitizeHtml } from '../program/import/schedule/text'
import { bumpContentVersion } from './content-version'
import { type DeskCaller, deskRoute } from './guard'
import { deskMessage } from './messages'
import { findDeskNews, insertNews, listDeskNews, unknownIndustries, updateNews } from './news-store'

const idOf = (c: Context, who: DeskCaller): number => {
  const raw = c.req.param('id') ?? ''
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new HttpError(404, deskMessage(who.lang, 'noSuchItem'), undefined, 'not_found')
  return Number(raw)
}

/** What is stored: the rich text cut to the site's allow-list (the import's sanitizer), the time settled. */
async function settle(deps: AccountDeps, body: NewsBody, who: DeskCaller): Promise<{ body: NewsBody; at: Date }> {
  const errors: Record<string, string[]> = {}
  if (body.state === 'scheduled' && !body.published_at) errors.published_at = [deskMessage(who.lang, 'scheduleNeedsTime')]
  const unknown = await unknownIndustries(deps.db, body.industry_ids)
  if (unknown.length) errors.industry_ids = [deskMessage(who.lang, 'unknownIndustries', { ids: unknown.join(', ') })]
  if (Object.keys(errors).length) throw new HttpError(422, deskMessage(who.lang, 'checkFields'), errors, 'validation_failed')
  const at = body.published_at ? new Date(body.published_at) : new Date(deps.clock())
  return { body: { ...body, ru_body: sanitizeHtml(body.ru_body), en_body: sanitizeHtml(body.en_body) }, at }
}

/** News in the desk: list, one item, create, save (refused over a newer save: 409 with the current item). */
export function newsRoutes(app: Hono, deps: AccountDeps) {
  const { db } = deps
  deskRoute(app, deskNewsEndpoints.newsList, async (c) => ok(c, await listDeskNews(db)))
  deskRoute(app, deskNewsEndpoints.newsItem, async (c, who) => {
    const item = await findDeskNews(db, idOf(c, who))
    if (!item) throw new HttpError(404, deskMessage(who.lang, 'noSuchItem'), undefined, 'not_found')
    return ok(c, item)
  })
  deskRoute(app, deskNewsEndpoints.newsCreate, async (c, who) => {
    const { body, at } = await settle(deps, await readBody(c, deskNewsEndpoints.newsCreate.body, who.lang), who)
    const item = await db.transaction(async (tx) => {
      const id = await insertNews(tx, body, at, who.actor.label)
      const after = await findDeskNews(tx, id)
      await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'news', entityId: id, action: 'create', after })
      await bumpContentVersion(tx, who.actor.label)
      return after
    })
    return ok(c, item)
  })
  deskRoute(app, deskNewsEndpoints.newsSave, async (c, who) => {
    const id = idOf(c, who)
    const { body, at } = await settle(deps, await readBody(c, deskNewsEndpoints.newsSave.body, who.lang), who)
    const outcome = await db.transaction(async (tx) => {
      const before = await findDeskNews(tx, id)
      if (!before) return { status: 'missing' as const }
      if (!(await updateNews(tx, id, body, at, who.actor.label))) return { status: 'conflict' as const, current: before }
      const after = await findDeskNews(tx, id)
      await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'news', entityId: id, action: body.state === before.state ? 'update' : body.state, before, after })
      await bumpContentVersion(tx, who.actor.label)
      return { status: 'saved' as const, after }
    })
    if (outcome.status === 'missing') throw new HttpError(404, deskMessage(who.lang, 'noSuchItem'), undefined, 'not_found')
    if (outcome.status === 'conflict') {
      const by = outcome.current.updated_by ?? '—'
      return c.json({ message: deskMessage(who.lang, 'editedElsewhere', { by }), code: 'edited_elsewhere', data: outcome.current }, 409, { 'Cache-Control': 'no-store' })
    }
    return ok(c, outcome.after)
  })
}
