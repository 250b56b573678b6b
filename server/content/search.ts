/**
 * `search/{event}`: sessions, festival items, speakers and news found by PostgreSQL full-text
 * search (the vectors of migration 006: russian for Russian texts, english for English ones),
 * plus pg_trgm for names (a typo, a name typed in the other alphabet). Ranking within a group:
 * a title (name) match first, then a match in the longer texts, then a match by format or
 * industry; ts_rank orders within each of those. Only the shown hits get a headline.
 * The SQL and why it is shaped so: search-sql.ts; how many run at once: search-limit.ts.
 */
import type { Lang } from '../../kernel/constants'
import type { SearchHit, SearchQuery, SearchResults } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { isoInZone } from '../time'
import { eventTimezone } from './event'
import type { ParsedRequest } from './params'
import { fromHeadline, markName } from './search-marks'
import { searchGate } from './search-limit'
import { NAME_SIMILARITY, type Shown, candidates, ranked } from './search-sql'
import { type SearchText, searchText, searchWords } from './search-text'
import { trigramSchema } from './search-trgm'

const DEFAULT_LIMIT = 10
const MAX_LIMIT = 50

const EMPTY: SearchResults = { meetings: [], festival: [], speakers: [], news: [] }

type Row = {
  kind: 'm' | 's' | 'n'
  id: number
  is_culture: boolean
  at: Date | null
  photo: string | null
  title: string
  snippet: string | null
}

/** A query with no searchable words finds nothing (after the event's 404). */
export function search(db: Db, req: ParsedRequest<SearchQuery>): Promise<SearchResults> {
  const event = req.path.event as number
  const limit = Math.min(req.query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  const key = JSON.stringify([event, req.lang, limit, searchWords(req.query.q)])
  return searchGate(db).run(key, req.lang, () => find(db, event, req, limit))
}

async function find(db: Db, event: number, req: ParsedRequest<SearchQuery>, limit: number): Promise<SearchResults> {
  const query = searchText(req.query.q)
  const trgm = await trigramSchema(db)
  const found = await db.transaction(async (tx) => {
    const timezone = await begin(tx, event, req.lang, trgm)
    return query ? { timezone, rows: await findRows(tx, query, trgm, { event, lang: req.lang, limit, ids: { m: [], s: [], w: [], n: [] } }) } : null
  })
  if (!query || !found) return EMPTY
  const hit = (row: Row): SearchHit => ({
    id: row.id,
    title: fromHeadline(row.title),
    snippet: row.snippet ? fromHeadline(row.snippet) : null,
    ...(row.at ? { date: isoInZone(row.at, found.timezone) } : {}),
  })
  const of = (kind: Row['kind']) => found.rows.filter((r) => r.kind === kind)
  return {
    meetings: of('m').filter((m) => !m.is_culture).map(hit),
    festival: of('m').filter((m) => m.is_culture).map(hit),
    speakers: of('s').map((s) => ({
      id: s.id,
      title: markName(s.title, query.names, NAME_SIMILARITY),
      snippet: s.snippet ? fromHeadline(s.snippet) : null,
      photo: s.photo ?? null,
    })),
    news: of('n').map(hit),
  }
}

/**
 * The event's time zone (404 for an unknown event) and, for the rest of the transaction,
 * sequential scans off (JIT too: on PostgreSQL a disabled scan's cost would start it) and the
 * trigram threshold of `<%`, in one statement.
 */
async function begin(tx: Db, event: number, lang: Lang, trgm: string | null): Promise<string> {
  const threshold = trgm ? `, set_config('pg_trgm.word_similarity_threshold', $2, true)` : ''
  const [row] = await tx.query<{ timezone: string }>(
    `SELECT timezone, set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)${threshold} FROM events WHERE id = $1`,
    trgm ? [event, String(NAME_SIMILARITY)] : [event],
  )
  return row?.timezone ?? eventTimezone(tx, event, lang) // the 404's message is event.ts's
}

/**
 * In the caller's transaction, which has switched sequential scans off (JIT too: on PostgreSQL
 * a disabled scan's cost would start it) and set the trigram threshold, until it ends: the
 * candidates through the indexes, then the shown rows.
 */
async function findRows(tx: Db, query: SearchText, trgm: string | null, shown: Shown): Promise<Row[]> {
  const hits = candidates(query, trgm)
  const ids = shown.ids
  for (const { kind, id } of await tx.query<{ kind: keyof Shown['ids']; id: number }>(hits.sql, hits.params)) {
    if (!ids[kind].includes(id)) ids[kind].push(id)
  }
  if (ids.m.length + ids.s.length + ids.w.length + ids.n.length === 0) return []
  const shownSql = ranked(query, trgm, shown)
  return tx.query<Row>(shownSql.sql, shownSql.params)
}
