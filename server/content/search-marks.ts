/**
 * The highlighted words of a search hit as offsets into plain text (contract: MarkedText), made
 * here from the shown texts and the words the query matched (`search_find`'s 'w' row: the words
 * of the stored texts whose lexemes the query's lexemes match), instead of ts_headline in the
 * database. The stored texts have their tags removed (migration 011); the few HTML entities the
 * rich texts use become characters here, so the client gets plain text and wraps the marks
 * itself (no server HTML reaches the page).
 */
import type { MarkedText } from '../../kernel/contract/content'

/** A passage of a long text: at most this many words, around the most matched words. */
const PASSAGE_WORDS = 28
/** Words kept before the first match of a passage, when the text is cut. */
const PASSAGE_LEAD = 3

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', laquo: '«', raquo: '»',
  mdash: '—', ndash: '–', hellip: '…',
}

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** A stored text as shown: entities decoded, whitespace runs one space, trimmed. */
export function plainText(stored: string): string {
  return decode(stored).replace(/\s+/g, ' ').trim()
}

type Word = { start: number; end: number; hit: boolean }

function wordsOf(text: string, matched: ReadonlySet<string>): Word[] {
  const out: Word[] = []
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) out.push({ start: m.index, end: m.index + m[0].length, hit: matched.has(m[0].toLowerCase()) })
  return out
}

/** The whole text with every matched word marked. */
export function markWords(text: string, matched: ReadonlySet<string>): MarkedText {
  const marks = wordsOf(text, matched)
    .filter((w) => w.hit)
    .map((w): [number, number] => [w.start, w.end])
  return { text, marks }
}

/**
 * A passage of at most PASSAGE_WORDS words with the most matched words (the first such), from a
 * few words before its first match; null when no word matches.
 */
export function markPassage(text: string, matched: ReadonlySet<string>): MarkedText | null {
  const words = wordsOf(text, matched)
  const hits = words.flatMap((w, i) => (w.hit ? [i] : []))
  if (hits.length === 0) return null
  let from = 0
  if (words.length > PASSAGE_WORDS) {
    let best = -1
    for (const h of hits) {
      const count = hits.filter((i) => i >= h && i < h + PASSAGE_WORDS - PASSAGE_LEAD).length
      if (count > best) [best, from] = [count, Math.max(0, Math.min(h - PASSAGE_LEAD, words.length - PASSAGE_WORDS))]
    }
  }
  const shown = words.slice(from, from + PASSAGE_WORDS)
  const start = from === 0 ? 0 : shown[0]!.start
  const endWord = from + PASSAGE_WORDS >= words.length ? text.length : shown.at(-1)!.end
  const passage = text.slice(start, endWord)
  const marks = shown.filter((w) => w.hit).map((w): [number, number] => [w.start - start, w.end - start])
  return { text: passage, marks }
}

/** Trigrams as pg_trgm makes them: each word padded with two spaces in front and one behind. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const out = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3))
  return out
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function similarity(a: string, b: string): number {
  const ta = trigrams(a)
  const tb = trigrams(b)
  let shared = 0
  for (const t of ta) if (tb.has(t)) shared++
  return shared / (ta.size + tb.size - shared)
}

const normal = (word: string) => word.toLowerCase().replace(/ё/g, 'е')

/**
 * A name with the words that match the typed ones marked: the same word, a prefix of it
 * (as typed so far), or one a typo away (trigram similarity, as the SQL matched it). `typed`
 * holds the query's words and their transliterations.
 */
export function markName(name: string, typed: readonly string[], threshold: number): MarkedText {
  const marks: Array<[number, number]> = []
  for (const match of name.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = normal(match[0])
    const hit = typed.some((t) => word === t || (t.length >= 2 && word.startsWith(t)) || similarity(word, t) >= threshold)
    if (hit) marks.push([match.index, match.index + match[0].length])
  }
  return { text: name, marks }
}
