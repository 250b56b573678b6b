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
import { rootOf } from './search-forms'
import { transliterate } from './search-translit'

/** Words beyond these are ignored: a query is a few words, and each costs the index a lookup. */
const MAX_WORDS = 8
const MAX_WORD = 40

/** One searched word: the last is also a prefix (it may be unfinished); a root finds the words made from it. */
export interface SearchTerm {
  word: string
  prefix: boolean
  /** The root whose words are related (search-forms.ts), or null: the word only as typed. */
  root: string | null
}

export interface SearchText {
  /** For to_tsquery: the words ANDed, the last one also as a prefix (the word may be unfinished). */
  tsquery: string
  /** The same with each word that has a root also found by the root as a prefix: the related forms. */
  related: string
  /** The roots that `related` adds (their stored words are marked too). */
  roots: string[]
  /** The words, the last a prefix, each with its root. */
  terms: SearchTerm[]
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
  const terms = words.map((word, i): SearchTerm => ({ word, prefix: i === last, root: rootOf(word) }))
  const tsquery = tsqueryOf(terms, 'exact')
  const related = tsqueryOf(terms, 'related')
  const roots = [...new Set(terms.flatMap((t) => (t.root ? [t.root] : [])))]
  const name = words.join(' ').replace(/ё/g, 'е')
  const nameOther = transliterate(name)
  const names = [...name.split(' '), ...(nameOther ? nameOther.split(' ') : [])]
  return { tsquery, related, roots, terms, name, nameOther, names }
}

/**
 * The to_tsquery text of `terms`: `exact`, the words as typed (the last as a prefix); `related`,
 * a word with a root as "(word | root:*)". Each item limited to `weight` when given (A: titles
 * and names, B: the longer texts).
 */
export function tsqueryOf(terms: readonly SearchTerm[], mode: 'exact' | 'related', weight = ''): string {
  const item = (word: string, prefix: boolean) => (prefix ? `${word}:*${weight}` : weight ? `${word}:${weight}` : word)
  return terms
    .map((t) => (mode === 'related' && t.root ? `(${item(t.word, t.prefix)} | ${item(t.root, true)})` : item(t.word, t.prefix)))
    .join(' & ')
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
