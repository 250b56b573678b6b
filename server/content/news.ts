import type { NewsItem, NewsQuery } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { ENTITY, t } from '../http/messages'
import { isoInZone } from '../time'
import type { ParsedRequest } from './params'
import { pickLangs } from './rows'
import { eventTimezone } from './event'
import { type NewsRow, findPublishedNews, listPublishedNews } from './queries'

const toNews = (row: NewsRow, timezone: string, req: ParsedRequest<unknown>): NewsItem => ({
  ...row,
  published_at: isoInZone(row.published_at, timezone),
  translations: pickLangs(row.translations, req.langs),
})

/**
 * Published news only, newest first. `with_unpublished` is accepted (the client may send it)
 * but ignored: there is no editor role, so drafts are never public.
 */
export async function newsList(db: Db, req: ParsedRequest<NewsQuery>): Promise<NewsItem[]> {
  const eventId = req.path.event as number
  const timezone = await eventTimezone(db, eventId, req.lang)
  const rows = await listPublishedNews(db, eventId, req.langs, req.query.industry_ids ?? null, req.query.limit ?? null)
  return rows.map((r) => toNews(r, timezone, req))
}

/** A draft answers 404 exactly like a missing item: its existence is not public either. */
export async function newsItem(db: Db, req: ParsedRequest<unknown>): Promise<NewsItem> {
  const eventId = req.path.event as number
  const id = req.path.id as number
  const timezone = await eventTimezone(db, eventId, req.lang)
  const row = await findPublishedNews(db, eventId, id, req.langs)
  if (!row) throw new HttpError(404, t(req.lang, 'notFound', { what: ENTITY.news![req.lang], id }))
  return toNews(row, timezone, req)
}
