/**
 * `search/{event}`: sessions, festival items, speakers and news found by PostgreSQL full-text
 * search (the vectors of migration 006: russian for Russian texts, english for English ones),
 * plus pg_trgm for names (a typo, a name typed in the other alphabet). Ranking within a group:
 * a title (name) match first, then a match in the longer texts, then a match by format or
 * industry; ts_rank orders within each of those. Only the shown hits get a headline.
 */
import type { Lang } from '../../kernel/constants'
import type { SearchHit, SearchQuery, SearchResults } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { isoInZone } from '../time'
import { eventTimezone } from './event'
import type { ParsedRequest } from './params'
import { MARK_END, MARK_START, PASSAGE, WHOLE, fromHeadline, markName } from './search-marks'
import { type SearchText, searchText } from './search-text'
import { trigramSchema } from './search-trgm'

const DEFAULT_LIMIT = 10
const MAX_LIMIT = 50
/** word_similarity from which a typed name counts as this speaker's (a typo or a transliteration). */
export const NAME_SIMILARITY = 0.5

const EMPTY: SearchResults = { meetings: [], festival: [], speakers: [], news: [] }

/** SQL for a stored text in the asked language, else ru, else en; sentinel characters removed. */
const text = (column: string, field: string, lang: number, html = false) => {
  const raw = `coalesce(${column} -> $${lang}::text ->> '${field}', ${column} -> 'ru' ->> '${field}', ${column} -> 'en' ->> '${field}', '')`
  const clean = `translate(${raw}, '${MARK_START}${MARK_END}', '')`
  return html ? `regexp_replace(${clean}, '<[^>]*>', ' ', 'g')` : clean
}

type Row = { id: number; title: string; snippet: string | null; at?: Date; photo?: string | null }

/** Runs the three group queries; a query with no searchable words finds nothing. */
export async function search(db: Db, req: ParsedRequest<SearchQuery>): Promise<SearchResults> {
  const eventId = req.path.event as number
  const timezone = await eventTimezone(db, eventId, req.lang) // 404 for an unknown event
  const query = searchText(req.query.q)
  if (!query) return EMPTY
  const limit = Math.min(req.query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  const trgm = await trigramSchema(db)
  const [meetings, speakers, news] = await Promise.all([
    findMeetings(db, eventId, query.tsquery, req.lang, limit),
    findSpeakers(db, eventId, query, req.lang, limit, trgm),
    findNews(db, eventId, query.tsquery, req.lang, limit),
  ])
  const hit = (row: Row): SearchHit => ({
    id: row.id,
    title: fromHeadline(row.title),
    snippet: row.snippet ? fromHeadline(row.snippet) : null,
    ...(row.at ? { date: isoInZone(row.at, timezone) } : {}),
  })
  return {
    meetings: meetings.filter((m) => !m.is_culture).map(hit),
    festival: meetings.filter((m) => m.is_culture).map(hit),
    speakers: speakers.map((s) => ({
      id: s.id,
      title: markName(s.title, query.names, NAME_SIMILARITY),
      snippet: s.snippet ? fromHeadline(s.snippet) : null,
      photo: s.photo ?? null,
    })),
    news: news.map(hit),
  }
}

/** Catalog entries (formats, industries) whose name in either language matches. */
const nameMatches = (table: string) => `SELECT c.id FROM ${table} c WHERE
  (to_tsvector('russian'::regconfig, coalesce(c.translations -> 'ru' ->> 'name', ''))
   || to_tsvector('english'::regconfig, coalesce(c.translations -> 'en' ->> 'name', ''))) @@ ${TQ}`

/** The tsquery, written inline (not joined from a CTE) so the planner takes the GIN indexes. */
const TQ = `to_tsquery('russian'::regconfig, $2::text)`

async function findMeetings(db: Db, eventId: number, tsquery: string, lang: Lang, limit: number) {
  return db.query<Row & { is_culture: boolean }>(
    `WITH hits AS (
       SELECT id FROM meetings WHERE search_title @@ ${TQ} OR search_body @@ ${TQ}
       UNION SELECT id FROM meetings WHERE area_event_type_id IN (${nameMatches('area_event_types')})
       UNION SELECT meeting_id FROM meeting_industries WHERE industry_id IN (${nameMatches('industries')})),
     ranked AS (
       SELECT m.id, m.is_culture, m.start_at, m.translations, m.search_body @@ ${TQ} AS in_body,
         row_number() OVER (PARTITION BY m.is_culture ORDER BY m.search_title @@ ${TQ} DESC, m.search_body @@ ${TQ} DESC,
           ts_rank(m.search_title || m.search_body, ${TQ}) DESC, m.start_at, m.id) AS n
       FROM meetings m JOIN hits h ON h.id = m.id
       WHERE m.event_id = $1 AND m.withdrawn_at IS NULL)
     SELECT r.id, r.is_culture, r.start_at AS at,
       ts_headline('russian', ${text('r.translations', 'title', 3)}, ${TQ}, $5) AS title,
       CASE WHEN r.in_body THEN ts_headline('russian',
         ${text('r.translations', 'description', 3, true)} || ' ' || ${text('r.translations', 'key_questions', 3, true)}, ${TQ}, $6) END AS snippet
     FROM ranked r WHERE r.n <= $4 ORDER BY r.is_culture, r.n`,
    [eventId, tsquery, lang, limit, WHOLE, PASSAGE],
  )
}

async function findNews(db: Db, eventId: number, tsquery: string, lang: Lang, limit: number) {
  return db.query<Row>(
    `WITH found AS (
       SELECT n.id, n.published_at, n.translations, n.search_title @@ ${TQ} AS in_title, n.search_body @@ ${TQ} AS in_body,
         ts_rank(n.search_title || n.search_body, ${TQ}) AS rank
       FROM news n
       WHERE n.event_id = $1 AND n.is_published AND (n.search_title @@ ${TQ} OR n.search_body @@ ${TQ})
       ORDER BY in_title DESC, in_body DESC, rank DESC, n.published_at DESC, n.id
       LIMIT $4)
     SELECT f.id, f.published_at AS at,
       ts_headline('russian', ${text('f.translations', 'title', 3)}, ${TQ}, $5) AS title,
       CASE WHEN f.in_body THEN ts_headline('russian',
         ${text('f.translations', 'lead', 3, true)} || ' ' || ${text('f.translations', 'body', 3, true)}, ${TQ}, $6) END AS snippet
     FROM found f ORDER BY f.in_title DESC, f.in_body DESC, f.rank DESC, f.published_at DESC, f.id`,
    [eventId, tsquery, lang, limit, WHOLE, PASSAGE],
  )
}

/**
 * A speaker is found by the words of the name, position or organization (full text), or by a
 * name close to what was typed in either alphabet: pg_trgm's `<%` (word similarity at least
 * NAME_SIMILARITY, set for this transaction only) through the trigram index. Without pg_trgm,
 * by full text only.
 */
async function findSpeakers(db: Db, eventId: number, query: SearchText, lang: Lang, limit: number, trgm: string | null) {
  const similar = trgm
    ? {
        match: `$5 OPERATOR(${trgm}.<%) s.search_names OR $6 OPERATOR(${trgm}.<%) s.search_names`,
        score: `greatest(${trgm}.word_similarity($5, s.search_names), ${trgm}.word_similarity($6, s.search_names))`,
      }
    : { match: 'false', score: `(0 * length($5::text || $6::text))::real` }
  const sql = `WITH found AS (
       SELECT s.id, s.photo, s.translations, s.search_title @@ ${TQ} AS in_name,
         CASE WHEN ${similar.match} THEN ${similar.score} ELSE 0 END AS sim,
         ts_rank(s.search_title || s.search_body, ${TQ}) AS rank
       FROM speakers s
       WHERE s.event_id = $1 AND (s.search_title @@ ${TQ} OR s.search_body @@ ${TQ} OR ${similar.match})
       ORDER BY (s.search_title @@ ${TQ} OR ${similar.match}) DESC, sim DESC, rank DESC, s.id
       LIMIT $4)
     SELECT f.id, f.photo,
       ${text('f.translations', 'firstname', 3)} || ' ' || ${text('f.translations', 'lastname', 3)} AS title,
       ts_headline('russian', ${text('f.translations', 'position', 3)} || ', ' || ${text('f.translations', 'organization', 3)}, ${TQ}, $7) AS snippet
     FROM found f ORDER BY (f.in_name OR f.sim > 0) DESC, f.sim DESC, f.rank DESC, f.id`
  const params = [eventId, query.tsquery, lang, limit, query.name, query.nameOther ?? '', WHOLE]
  if (!trgm) return db.query<Row>(sql, params)
  return db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(NAME_SIMILARITY)])
    return tx.query<Row>(sql, params)
  })
}
