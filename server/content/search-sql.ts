/**
 * The SQL behind `search/{event}` (server/content/search.ts): one call of `search_find`
 * (migration 011), which finds, ranks and reads the shown hits in the database, in one round trip.
 *
 * Where the time went before (EXPLAIN ANALYZE and CPU per search on PGlite and PostgreSQL 15,
 * docs/benchmarks.md figure 4b): of ~5 ms CPU per new search on PGlite, planning the two large
 * statements (~0.5 ms each, every time: PGlite's queries are unnamed statements), ts_headline
 * (~35 µs a description: it parses and stems the whole text at every query), to_tsvector of every
 * format and industry name at every query (for the "found by format or industry" branch), four
 * round trips (the transaction, its settings, the two statements). Now: one statement calling a
 * PL/pgSQL function, whose plan is cached per connection; one vector per document with the
 * formats and industries in it (weight C); the highlights made here from `search_words`.
 *
 * Each query comes twice (migration 028): as typed, and with the related forms of its words
 * (search-forms.ts), so the words as typed rank first and the related ones follow.
 */
import type { Lang } from '../../kernel/constants'
import { type SearchText, tsqueryOf } from './search-text'

/** word_similarity from which a typed name counts as this speaker's (a typo or a transliteration); migration 011 sets the same for `<%`. */
export const NAME_SIMILARITY = 0.5

export interface Statement {
  sql: string
  params: unknown[]
}

/** A shown hit: kind ('m' session or festival item, 's' speaker, 'n' news), id, festival or not, date in ms, photo, title, text. */
export type FoundHit = ['m' | 's' | 'n', number, boolean, number | null, string | null, string | null, string | null]

/** What `search_find` answers, as JSON text (parsed once, natively, rather than row by row by the driver). */
export interface Found {
  /** Best first within each group, groups in order. */
  hits: FoundHit[] | null
  /** The event's; null when there is no such event. */
  timezone: string | null
  /** The words of the stored texts that the query matched, lower case: the ones to mark. */
  words: string[]
}

/** The search of `query` in `event`, at most `limit` hits a group, texts in `lang`. */
export function findStatement(query: SearchText, event: number, lang: Lang, limit: number): Statement {
  const { terms } = query
  const exact = terms.filter((t) => !t.prefix).map((t) => t.word)
  const last = terms.find((t) => t.prefix)?.word ?? ''
  return {
    sql: 'SELECT search_find($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) AS found',
    params: [
      query.related,
      tsqueryOf(terms, 'related', 'A'),
      tsqueryOf(terms, 'related', 'B'),
      query.tsquery,
      tsqueryOf(terms, 'exact', 'A'),
      tsqueryOf(terms, 'exact', 'B'),
      exact.join(' '),
      last,
      query.roots.join(' '),
      event,
      lang,
      limit,
      query.name,
      query.nameOther,
      NAME_SIMILARITY,
    ],
  }
}
