/**
 * What was typed, made safe for the database: only letters and digits reach to_tsquery (the
 * words are joined with `&` here, so no tsquery syntax, quote or SQL meta character a person
 * types can change the query), and the parameters carry everything (no text is spliced into SQL).
 */
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

export function searchText(q: string): SearchText | null {
  const words = (q.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD))
  if (words.length === 0) return null
  const last = words.length - 1
  const tsquery = words.map((word, i) => (i === last ? `${word}:*` : word)).join(' & ')
  const name = words.join(' ').replace(/ё/g, 'е')
  const nameOther = transliterate(name)
  const names = [...name.split(' '), ...(nameOther ? nameOther.split(' ') : [])]
  return { tsquery, name, nameOther, names }
}
