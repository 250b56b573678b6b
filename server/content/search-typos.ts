/**
 * A swapped pair of adjacent letters, the most common typo ("Юспуова" for "Юсупова"), breaks
 * three trigrams on each side of the swap: pg_trgm's word similarity falls below the threshold
 * and the name is not found, while two letters wrong elsewhere ("Юсупвоа") still are. So a
 * Damerau-style rule goes first: a typed word of 4+ letters that no stored text has (nor, for the
 * last word, starts with) is replaced by the one adjacent swap of it that a stored text has.
 * Words that are found as typed are never touched, so a query without such a typo gets exactly
 * the answer it got before (no extra noise).
 *
 * The vocabulary is the words of the shown texts (search_words, migration 011), kept in memory
 * per database: a sorted array (prefixes by binary search) and a set. It is read again at most
 * every VOCABULARY_FRESH_MS when asked, so an import's new words count within seconds; until
 * then a new word is simply not corrected to.
 */
import type { Db } from '../db/types'

const MIN_LETTERS = 4
const VOCABULARY_FRESH_MS = 10_000

export interface Vocabulary {
  words: ReadonlySet<string>
  /** The same words sorted by code unit, for prefix look-ups. */
  sorted: readonly string[]
}

/** The vocabulary of a list of words: each as stored and with ё as е (a query may type either). */
export function makeVocabulary(list: Iterable<string>): Vocabulary {
  const words = new Set<string>()
  for (const word of list) {
    words.add(word)
    if (word.includes('ё')) words.add(word.replace(/ё/g, 'е'))
  }
  return { words, sorted: [...words].sort() }
}

export function hasPrefix(vocabulary: Vocabulary, prefix: string): boolean {
  const { sorted } = vocabulary
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]! < prefix) lo = mid + 1
    else hi = mid
  }
  return sorted[lo]?.startsWith(prefix) ?? false
}

/** Every word made by swapping two adjacent (different) letters of `word`, left to right. */
export function adjacentSwaps(word: string): string[] {
  const letters = [...word]
  const out: string[] = []
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue
    const swapped = [...letters]
    ;[swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!]
    out.push(swapped.join(''))
  }
  return out
}

/**
 * The searched words with swapped-letter typos corrected, or null when none is (the query stays
 * as typed). The last word counts as found when a stored word starts with it (it may be unfinished).
 */
export function correctSwaps(words: readonly string[], vocabulary: Vocabulary): string[] | null {
  let changed = false
  const out = words.map((word, i) => {
    const last = i === words.length - 1
    if ([...word].length < MIN_LETTERS || /\d/.test(word)) return word
    const known = (w: string) => vocabulary.words.has(w) || (last && hasPrefix(vocabulary, w))
    if (known(word)) return word
    const swaps = adjacentSwaps(word)
    const fix = swaps.find((w) => vocabulary.words.has(w)) ?? (last ? swaps.find((w) => hasPrefix(vocabulary, w)) : undefined)
    if (fix === undefined) return word
    changed = true
    return fix
  })
  return changed ? out : null
}

interface Entry {
  value: Vocabulary | null
  at: number
  loading: Promise<Vocabulary> | null
}
const entries = new WeakMap<Db, Entry>()

async function load(db: Db): Promise<Vocabulary> {
  const rows = await db.query<{ word: string }>(`SELECT DISTINCT word FROM search_words WHERE length(word) >= ${MIN_LETTERS}`)
  return makeVocabulary(rows.map((r) => r.word))
}

/** The database's vocabulary: the one in memory while fresh; an old one is served while a new one loads. */
export async function vocabularyOf(db: Db, now = Date.now()): Promise<Vocabulary> {
  let entry = entries.get(db)
  if (!entry) entries.set(db, (entry = { value: null, at: 0, loading: null }))
  const current = entry
  if (current.value && now - current.at < VOCABULARY_FRESH_MS) return current.value
  if (!current.loading) {
    current.loading = load(db).then(
      (value) => {
        Object.assign(current, { value, at: Date.now(), loading: null })
        return value
      },
      (error: unknown) => {
        current.loading = null
        throw error
      },
    )
  }
  return current.value ?? current.loading
}
