import type { Lang } from '../../kernel/constants'
import type { NewsItem, NewsQuery } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { ENTITY, t } from '../http/messages'
import { isoInZone } from '../time'
import type { ParsedRequest } from './params'
import { pickLangs } from './rows'
import { translationsSql } from './langs-sql'
import { eventTimezone } from './event'

type NewsRow = Omit<NewsItem, 'published_at'> & { published_at: Date }

const select = (langs: Lang[]) => `SELECT n.id, n.event_id, n.published_at, n.is_published, n.image,
  ${translationsSql('n.translations', langs)} AS translations,
  array(SELECT ni.industry_id FROM news_industries ni WHERE ni.news_id = n.id ORDER BY ni.industry_id) AS industry_ids
  FROM news n`

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
  const rows = await db.query<NewsRow>(
    `${select(req.langs)}
     WHERE n.event_id = $1 AND n.is_published
       AND ($2::int[] IS NULL OR EXISTS (
         SELECT 1 FROM news_industries ni WHERE ni.news_id = n.id AND ni.industry_id = ANY($2::int[])))
     ORDER BY n.published_at DESC, n.id DESC
     LIMIT $3`,
    [eventId, req.query.industry_ids ?? null, req.query.limit ?? null],
  )
  return rows.map((r) => toNews(r, timezone, req))
}

/** A draft answers 404 exactly like a missing item: its existence is not public either. */
export async function newsItem(db: Db, req: ParsedRequest<unknown>): Promise<NewsItem> {
  const eventId = req.path.event as number
  const id = req.path.id as number
  const timezone = await eventTimezone(db, eventId, req.lang)
  const [row] = await db.query<NewsRow>(`${select(req.langs)} WHERE n.event_id = $1 AND n.id = $2 AND n.is_published`, [eventId, id])
  if (!row) throw new HttpError(404, t(req.lang, 'notFound', { what: ENTITY.news![req.lang], id }))
  return toNews(row, timezone, req)
}
