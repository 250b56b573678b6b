/** The desk's news queries (routes call these, never SQL). */
import { EVENT_ID } from '../../kernel/constants'
import type { DeskNews, DeskNewsRow, NewsBody, NewsState } from '../../kernel/contract/desk-news'
import type { Db } from '../db/types'
import { json } from '../db/types'

const UTC = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
const STATE = `coalesce(n.state, CASE WHEN n.is_published THEN 'published' ELSE 'draft' END)`
const tr = (lang: string, field: string) => `coalesce(n.translations->'${lang}'->>'${field}', '')`

export async function listDeskNews(db: Db): Promise<DeskNewsRow[]> {
  return db.query<DeskNewsRow>(
    `SELECT n.id, ${STATE} AS state, ${UTC('n.published_at')} AS published_at, ${tr('ru', 'title')} AS ru_title, ${tr('en', 'title')} AS en_title,
            n.image, ${UTC('n.updated_at')} AS updated_at
       FROM news n WHERE n.event_id = $1 ORDER BY n.published_at DESC, n.id DESC LIMIT 500`,
    [EVENT_ID],
  )
}

export async function findDeskNews(db: Db, id: number): Promise<DeskNews | null> {
  const [row] = await db.query<DeskNews>(
    `SELECT n.id, ${STATE} AS state, ${UTC('n.published_at')} AS published_at, n.image,
            array(SELECT ni.industry_id FROM news_industries ni WHERE ni.news_id = n.id ORDER BY 1) AS industry_ids,
            ${tr('ru', 'title')} AS ru_title, ${tr('ru', 'lead')} AS ru_lead, ${tr('ru', 'body')} AS ru_body,
            ${tr('en', 'title')} AS en_title, ${tr('en', 'lead')} AS en_lead, ${tr('en', 'body')} AS en_body,
            n.revision, ${UTC('n.updated_at')} AS updated_at, n.updated_by
       FROM news n WHERE n.event_id = $1 AND n.id = $2`,
    [EVENT_ID, id],
  )
  return row ?? null
}

/** The stored form: a language without a title is not shown in that language (the site falls back). */
function translations(body: NewsBody): Record<string, { title: string; lead: string; body: string }> {
  const out: Record<string, { title: string; lead: string; body: string }> = { ru: { title: body.ru_title, lead: body.ru_lead, body: body.ru_body } }
  if (body.en_title) out.en = { title: body.en_title, lead: body.en_lead, body: body.en_body }
  return out
}

const isPublic = (state: NewsState) => state === 'published'

export async function insertNews(db: Db, body: NewsBody, publishedAt: Date, by: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO news (id, event_id, published_at, is_published, image, translations, state, updated_by)
     VALUES (nextval('desk_news_ids'), $1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING id`,
    [EVENT_ID, publishedAt, isPublic(body.state), body.image, json(translations(body)), body.state, by],
  )
  await setIndustries(db, row!.id, body.industry_ids)
  return row!.id
}

/** False when the item changed since `revision` (another editor saved first). */
export async function updateNews(db: Db, id: number, body: NewsBody, publishedAt: Date, by: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE news SET published_at = $3, is_published = $4, image = $5, translations = $6::jsonb, state = $7, updated_by = $8,
            revision = revision + 1, updated_at = now()
      WHERE event_id = $1 AND id = $2 AND ($9::int IS NULL OR revision = $9) RETURNING id`,
    [EVENT_ID, id, publishedAt, isPublic(body.state), body.image, json(translations(body)), body.state, by, body.revision ?? null],
  )
  if (rows.length === 0) return false
  await setIndustries(db, id, body.industry_ids)
  return true
}

async function setIndustries(db: Db, id: number, industryIds: number[]) {
  await db.query('DELETE FROM news_industries WHERE news_id = $1', [id])
  if (industryIds.length) {
    await db.query('INSERT INTO news_industries (news_id, industry_id) SELECT $1, i.id FROM industries i WHERE i.id = ANY($2::int[])', [id, industryIds])
  }
}

/** The scheduled news whose time has come, published now; their ids. */
export async function publishDueNews(db: Db, now: Date): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE news SET state = 'published', is_published = true, revision = revision + 1, updated_at = now(), updated_by = 'schedule'
      WHERE state = 'scheduled' AND published_at <= $1 RETURNING id`,
    [now],
  )
  return rows.map((r) => r.id)
}

export async function unknownIndustries(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await db.query<{ id: number }>('SELECT x AS id FROM unnest($1::int[]) x WHERE NOT EXISTS (SELECT 1 FROM industries i WHERE i.id = x)', [ids])
  return rows.map((r) => r.id)
}
