/**
 * `search/{event}`: sessions, festival items, speakers and news found by PostgreSQL full-text
 * search (one weighted vector per document, migration 011: russian for Russian texts, english
 * for English ones), plus pg_trgm for names (a typo, a name typed in the other alphabet). Ranking
 * within a group: a title (name) match first, then a match in the longer texts, then a match by
 * format or industry; ts_rank orders within each of those. One call of `search_find` finds,
 * ranks and reads the shown hits; the highlights are made here (search-marks.ts).
 * The SQL and why it is shaped so: search-sql.ts; how many run at once: search-limit.ts.
 */
import type { SearchHit, SearchQuery, SearchResults } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { isoInZone } from '../time'
import { eventTimezone } from './event'
import type { ParsedRequest } from './params'
import { markName, markPassage, markWords, plainText } from './search-marks'
import { searchGate } from './search-limit'
import { type FoundRow, NAME_SIMILARITY, findStatement } from './search-sql'
import { searchText, searchWords } from './search-text'

const DEFAULT_LIMIT = 10
const MAX_LIMIT = 50

const EMPTY: SearchResults = { meetings: [], festival: [], speakers: [], news: [] }

/** A query with no searchable words finds nothing (after the event's 404). */
export function search(db: Db, req: ParsedRequest<SearchQuery>): Promise<SearchResults> {
  const event = req.path.event as number
  const limit = Math.min(req.query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  const key = JSON.stringify([event, req.lang, limit, searchWords(req.query.q)])
  return searchGate(db).run(key, req.lang, () => find(db, event, req, limit))
}

async function find(db: Db, event: number, req: ParsedRequest<SearchQuery>, limit: number): Promise<SearchResults> {
  const query = searchText(req.query.q)
  if (!query) {
    await eventTimezone(db, event, req.lang) // the 404 of an unknown event
    return EMPTY
  }
  const statement = findStatement(query, event, req.lang, limit)
  const rows = await db.query<FoundRow>(statement.sql, statement.params)
  const timezone = rows.find((r) => r.kind === 'e')?.title ?? (await eventTimezone(db, event, req.lang))
  const matched = new Set(rows.find((r) => r.kind === 'w')?.words ?? [])
  const hit = (row: FoundRow): SearchHit => ({
    id: row.id!,
    title: markWords(plainText(row.title ?? ''), matched),
    snippet: row.body ? markPassage(plainText(row.body), matched) : null,
    ...(row.at ? { date: isoInZone(row.at, timezone) } : {}),
  })
  const of = (kind: FoundRow['kind'], culture = false) => rows.filter((r) => r.kind === kind && r.culture === culture)
  return {
    meetings: of('m').map(hit),
    festival: of('m', true).map(hit),
    speakers: of('s').map((s) => ({
      id: s.id!,
      title: markName(s.title ?? '', query.names, NAME_SIMILARITY),
      snippet: s.body ? markWords(plainText(s.body), matched) : null,
      photo: s.photo ?? null,
    })),
    news: of('n').map(hit),
  }
}
