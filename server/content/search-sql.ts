/**
 * The SQL behind `search/{event}` (server/content/search.ts), in two statements:
 * `CANDIDATES_SQL` finds the ids through the GIN indexes, `rankedSql` ranks them and makes the
 * headlines of the shown ones.
 *
 * Where the time went (EXPLAIN ANALYZE on PGlite and PostgreSQL 15, docs/benchmarks.md figure
 * 4b): ts_headline (~35 µs a description: it parses and stems the whole text) and pg_trgm's
 * word_similarity (~6 µs a speaker and spelling) cost far more than finding rows, yet the
 * planner, which takes both for cheap and sees small tables (never analyzed on PGlite: no
 * autovacuum), scanned every speaker with `<%` and every session with `@@`. So the candidates
 * are looked up with sequential scans switched off for that statement (each UNION branch has
 * one indexed predicate, so the index is the only plan left), and the second statement reads
 * the candidates by id: word similarity, ts_rank and headlines touch those rows only.
 */
import type { Lang } from '../../kernel/constants'
import { MARK_END, MARK_START, PASSAGE, WHOLE } from './search-marks'
import type { SearchText } from './search-text'

/** word_similarity from which a typed name counts as this speaker's (a typo or a transliteration). */
export const NAME_SIMILARITY = 0.5

/** The tsquery, written inline (not joined from a CTE) so the planner takes the GIN indexes. */
const TQ = `to_tsquery('russian'::regconfig, $1::text)`

/** Catalog entries (formats, industries) whose name in either language matches. */
const nameMatches = (table: string) => `SELECT c.id FROM ${table} c WHERE
  (to_tsvector('russian'::regconfig, coalesce(c.translations -> 'ru' ->> 'name', ''))
   || to_tsvector('english'::regconfig, coalesce(c.translations -> 'en' ->> 'name', ''))) @@ ${TQ}`

/** Rows of `table` whose title or body vector matches, each through its own GIN index. */
const textHits = (kind: string, table: string) => `SELECT '${kind}' AS kind, id FROM ${table} WHERE search_title @@ ${TQ}
  UNION ALL SELECT '${kind}', id FROM ${table} WHERE search_body @@ ${TQ}`

export interface Statement {
  sql: string
  params: unknown[]
}

/**
 * Candidate ids by kind ('m' sessions and festival items, 's' speakers found by their words,
 * 'w' speakers whose name is like the typed one, 'n' news), any event,
 * some more than once (UNION ALL: a UNION's sort made the planner read the body vectors in id
 * order through the primary key instead of their GIN index).
 * `trgm`: pg_trgm's quoted schema, or null (names then match by full text only). Run with
 * enable_seqscan off and pg_trgm.word_similarity_threshold set (the trigram index's `<%` reads it).
 */
export function candidates(query: SearchText, trgm: string | null): Statement {
  const names = [query.name, ...(query.nameOther ? [query.nameOther] : [])]
  const similar = trgm ? names.map((_, i) => `UNION ALL SELECT 'w', id FROM speakers WHERE $${i + 2} OPERATOR(${trgm}.<%) search_names`) : []
  const sql = `${textHits('m', 'meetings')}
  UNION ALL SELECT 'm', id FROM meetings WHERE area_event_type_id IN (${nameMatches('area_event_types')})
  UNION ALL SELECT 'm', meeting_id FROM meeting_industries WHERE industry_id IN (${nameMatches('industries')})
  UNION ALL ${textHits('s', 'speakers')} ${similar.join(' ')}
  UNION ALL ${textHits('n', 'news')}`
  return { sql, params: [query.tsquery, ...(trgm ? names : [])] }
}

/** SQL for a stored text in the asked language, else ru, else en; sentinel characters removed. */
const text = (column: string, field: string, html = false) => {
  const raw = `coalesce(${column} -> $3::text ->> '${field}', ${column} -> 'ru' ->> '${field}', ${column} -> 'en' ->> '${field}', '')`
  const clean = `translate(${raw}, '${MARK_START}${MARK_END}', '')`
  return html ? `regexp_replace(${clean}, '<[^>]*>', ' ', 'g')` : clean
}

export interface Shown {
  event: number
  lang: Lang
  /** Hits per group. */
  limit: number
  /** 'w': the speakers whose names the trigram index matched (word similarity at least the threshold). */
  ids: { m: number[]; s: number[]; w: number[]; n: number[] }
}

/**
 * The hits of each group in order, at most `limit` a group, with headlines: the candidates
 * read by id. A speaker's name similarity is the better of the typed spelling and the other,
 * computed for the speakers the trigram index matched (for the others it is below the
 * threshold, so it counts as 0 anyway).
 */
export function ranked(query: SearchText, trgm: string | null, shown: Shown): Statement {
  const names = [query.name, ...(query.nameOther ? [query.nameOther] : [])]
  const ws = names.map((_, i) => `${trgm}.word_similarity($${i + 12}, s.search_names)`)
  const similarity = trgm ? `CASE WHEN s.id = ANY($11::int[]) THEN greatest(${ws.join(', ')}) ELSE 0 END` : '0::real'
  const { m, s, w, n } = shown.ids
  const params = [query.tsquery, shown.event, shown.lang, shown.limit, WHOLE, PASSAGE, m, [...s, ...w], n, NAME_SIMILARITY, w]
  return { sql: rankedSql(similarity), params: trgm ? [...params, ...names] : params }
}

/**
 * $1 tsquery, $2 event, $3 language, $4 limit, $5/$6 headline options (a whole title, a
 * passage), $7/$8/$9 the candidate ids of sessions, speakers and news, $10 the name similarity
 * threshold, then (with pg_trgm) $11 the speakers with a similar name and the names compared.
 */
function rankedSql(similarity: string): string {
  return `WITH
  m_ranked AS (
    SELECT m.id, m.is_culture, m.start_at, m.translations, m.search_body @@ ${TQ} AS in_body,
      row_number() OVER (PARTITION BY m.is_culture ORDER BY m.search_title @@ ${TQ} DESC, m.search_body @@ ${TQ} DESC,
        ts_rank(m.search_title || m.search_body, ${TQ}) DESC, m.start_at, m.id) AS n
    FROM meetings m WHERE m.id = ANY($7::int[]) AND m.event_id = $2 AND m.withdrawn_at IS NULL),
  s_scored AS (
    SELECT s.id, s.photo, s.translations, s.search_title @@ ${TQ} AS in_name, ${similarity} AS ws,
      ts_rank(s.search_title || s.search_body, ${TQ}) AS rank
    FROM speakers s WHERE s.id = ANY($8::int[]) AND s.event_id = $2),
  s_ranked AS (
    SELECT f.*, row_number() OVER (ORDER BY (f.in_name OR f.ws >= $10::real) DESC,
      CASE WHEN f.ws >= $10::real THEN f.ws ELSE 0 END DESC, f.rank DESC, f.id) AS n
    FROM s_scored f),
  n_ranked AS (
    SELECT n.id, n.published_at, n.translations, n.search_body @@ ${TQ} AS in_body,
      row_number() OVER (ORDER BY n.search_title @@ ${TQ} DESC, n.search_body @@ ${TQ} DESC,
        ts_rank(n.search_title || n.search_body, ${TQ}) DESC, n.published_at DESC, n.id) AS n
    FROM news n WHERE n.id = ANY($9::int[]) AND n.event_id = $2 AND n.is_published)
  SELECT 'm' AS kind, r.id, r.is_culture, r.start_at AS at, NULL AS photo, r.n,
    ts_headline('russian', ${text('r.translations', 'title')}, ${TQ}, $5) AS title,
    CASE WHEN r.in_body THEN ts_headline('russian',
      ${text('r.translations', 'description', true)} || ' ' || ${text('r.translations', 'key_questions', true)}, ${TQ}, $6) END AS snippet
  FROM m_ranked r WHERE r.n <= $4
  UNION ALL
  SELECT 's', f.id, false, NULL, f.photo, f.n,
    ${text('f.translations', 'firstname')} || ' ' || ${text('f.translations', 'lastname')},
    ts_headline('russian', ${text('f.translations', 'position')} || ', ' || ${text('f.translations', 'organization')}, ${TQ}, $5)
  FROM s_ranked f WHERE f.n <= $4
  UNION ALL
  SELECT 'n', r.id, false, r.published_at, NULL, r.n,
    ts_headline('russian', ${text('r.translations', 'title')}, ${TQ}, $5),
    CASE WHEN r.in_body THEN ts_headline('russian',
      ${text('r.translations', 'lead', true)} || ' ' || ${text('r.translations', 'body', true)}, ${TQ}, $6) END
  FROM n_ranked r WHERE r.n <= $4
  ORDER BY kind, is_culture, n`
}
