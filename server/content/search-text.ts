/**
 * What was typed, made safe for the database: only letters and digits reach to_tsquery (the
 * words are joined with `&` here, so no tsquery syntax, quote or SQL meta character a person
 * types can change the query), and the parameters carry everything (no text is spliced into SQL).
 *
 * Queries that differ only in case, spacing, punctuation or the order of the words before the
 * last one are one query (`searchWords`): the search is made from that form, so they get the
 * same answer byte for byte and share one entry of the response cache (`searchCacheQuery`).
 * The last word stays last: it is the one taken as a prefix (it may be unfinished).
 */
import { SEARCH_TEXT_MAX } from '../../kernel/contract/content'
import { transliterate } from './search-translit'

/** Words beyond these are ignored: a query is a few words, and each costs the index a lookup. */
const MAX_WORDS = 8
const MAX_WORD = 40

export interface SearchText {
  /** For to_tsquery: the words ANDed, the last one also as a prefix (the word may be unfinished). */
  tsquery: string
  /** The words, lower case, ё as е: compared with speakers' names by trigrams. */
  name: string
  /** The same in the other alphabet, or null. */
  nameOther: string | null
  /** Every typed word and its transliteration: the name words to mark. */
  names: string[]
}

/** searchWords of the last few texts: one search asks it three times (cache key, gate, query). */
const recentWords = new Map<string, readonly string[]>()

/** The searched words: lower case, at most MAX_WORDS of MAX_WORD letters, all but the last sorted. */
export function searchWords(q: string): readonly string[] {
  let found = recentWords.get(q)
  if (found === undefined) {
    const words = (q.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      .slice(0, MAX_WORDS)
      .map((word) => word.slice(0, MAX_WORD))
    const last = words.pop()
    found = Object.freeze(last === undefined ? [] : [...words.sort(), last])
    if (recentWords.size >= 256) recentWords.clear()
    recentWords.set(q, found)
  }
  return found
}

export function searchText(q: string): SearchText | null {
  const words = searchWords(q)
  if (words.length === 0) return null
  const last = words.length - 1
  const tsquery = words.map((word, i) => (i === last ? `${word}:*` : word)).join(' & ')
  const name = words.join(' ').replace(/ё/g, 'е')
  const nameOther = transliterate(name)
  const names = [...name.split(' '), ...(nameOther ? nameOther.split(' ') : [])]
  return { tsquery, name, nameOther, names }
}

/**
 * The query part of the response cache's key for `search/{event}`: `q` as its words, so equal
 * queries share an entry. Only where that cannot change the answer: exactly one `q` of a valid
 * length (a 400 stays a 400: its key is the URL as sent); the other parameters as sent. It
 * starts with a space, which no URL's query has, so it never equals the key of another URL.
 */
export function searchCacheQuery(params: URLSearchParams, search: string): string {
  const q = params.getAll('q')
  if (q.length !== 1 || q[0]!.length < 1 || q[0]!.length > SEARCH_TEXT_MAX) return search
  const rest = [...params].filter(([name]) => name !== 'q')
  return ` ${JSON.stringify([searchWords(q[0]!), rest])}`
}
