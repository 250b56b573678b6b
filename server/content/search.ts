/**
 * `search/{event}`: sessions, festival items, speakers and news found by PostgreSQL full-text
 * search (one weighted vector per document, migration 011: russian for Russian texts, english
 * for English ones), plus pg_trgm for names (a typo, a name typed in the other alphabet), plus the
 * words made from the searched ones (search-forms.ts). Ranking within a group: the words as typed
 * in a title (name), then in the longer texts, then by format or industry; then the related
 * words in a title, in the longer texts; ts_rank orders within each of those. One call of `search_find` finds,
 * ranks and reads the shown hits; the highlights are made here (search-marks.ts).
 * The SQL and why it is shaped so: search-sql.ts; how many run at once: search-limit.ts.
 */
import type { SearchHit, SearchQuery, SearchResults } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { isoInZone } from '../time'
import { eventTimezone } from './event'
import type { ParsedRequest } from './params'
import { runSearch } from './queries'
import { markName, markPassage, markWords, plainText } from './search-marks'
import { searchGate } from './search-limit'
import { type Found, type FoundHit, NAME_SIMILARITY, findStatement } from './search-sql'
import { searchText, searchWords } from './search-text'
import { correctSwaps, vocabularyOf } from './search-typos'

const DEFAULT_LIMIT = 10
const MAX_LIMIT = 50

const EMPTY: SearchResults = { meetings: [], festival: [], speakers: [], news: [] }

/** isoInZone of the dates shown (a few hundred distinct: the sessions' starts), which Intl makes slowly. */
const dates = new Map<string, string>()
function dateIn(at: number, timezone: string): string {
  const key = `${at} ${timezone}`
  let iso = dates.get(key)
  if (iso === undefined) {
    if (dates.size >= 10_000) dates.clear()
    dates.set(key, (iso = isoInZone(at, timezone)))
  }
  return iso
}

/** A query with no searchable words finds nothing (after the event's 404). */
export function search(db: Db, req: ParsedRequest<SearchQuery>): Promise<SearchResults> {
  const event = req.path.event as number
  const limit = Math.min(req.query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  const key = JSON.stringify([event, req.lang, limit, searchWords(req.query.q)])
  return searchGate(db).run(key, req.lang, () => find(db, event, req, limit))
}

async function find(db: Db, event: number, req: ParsedRequest<SearchQuery>, limit: number): Promise<SearchResults> {
  const words = searchWords(req.query.q)
  // A swapped pair of letters in a word no text has is corrected first (search-typos.ts).
  const fixed = words.length > 0 ? correctSwaps(words, await vocabularyOf(db)) : null
  const query = searchText(fixed ? fixed.join(' ') : req.query.q)
  if (!query) {
    await eventTimezone(db, event, req.lang) // the 404 of an unknown event
    return EMPTY
  }
  const statement = findStatement(query, event, req.lang, limit)
  const found = JSON.parse(await runSearch(db, statement)) as Found
  const timezone = found.timezone ?? (await eventTimezone(db, event, req.lang))
  const matched = new Set(found.words)
  const hits = found.hits ?? []
  const hit = ([, id, , at, , title, body]: FoundHit): SearchHit => ({
    id,
    title: markWords(plainText(title ?? ''), matched),
    snippet: body ? markPassage(plainText(body), matched) : null,
    ...(at !== null ? { date: dateIn(at, timezone) } : {}),
  })
  // The hits come grouped and ranked (search_find): each group keeps that order.
  const of = (kind: FoundHit[0], culture = false) => hits.filter((h) => h[0] === kind && h[2] === culture)
  return {
    meetings: of('m').map(hit),
    festival: of('m', true).map(hit),
    speakers: of('s').map(([, id, , , photo, title, body]) => ({
      id,
      title: markName(title ?? '', query.names, NAME_SIMILARITY),
      snippet: body ? markWords(plainText(body), matched) : null,
      photo: photo ?? null,
    })),
    news: of('n').map(hit),
  }
}
