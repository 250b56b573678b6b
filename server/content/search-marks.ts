/**
 * The highlighted words of a search hit as offsets into plain text (contract: MarkedText), made
 * here from the shown texts and the words the query matched (`search_find`'s 'w' row: the words
 * of the stored texts whose lexemes the query's lexemes match), instead of ts_headline in the
 * database. The stored texts have their tags removed (migration 011); the few HTML entities the
 * rich texts use become characters here, so the client gets plain text and wraps the marks
 * itself (no server HTML reaches the page).
 */
import type { MarkedText } from '../../kernel/contract/content'

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

/**
 * Whitespace runs that are not one plain space: replacing only these with a space is `\s+` → ' ',
 * without a match (and a part of a new string) at every space of the text, which made most of a
 * search's garbage, and garbage collection is much of a search's time.
 */
const LOOSE_SPACE = /\s{2,}|[^\S ]/g

/**
 * A space the removed tags left before closing punctuation or after an opening one
 * ("<a>сетке программы</a>." became "сетке программы ."). A dash keeps its spaces.
 */
const SPACE_BEFORE_CLOSING = / +(?=[.,;:!?…)\]»”])/g
const SPACE_AFTER_OPENING = /(?<=[([«„“]) +/g

/** A stored text as shown: entities decoded, whitespace runs one space, punctuation tight, trimmed. */
export function plainText(stored: string): string {
  const spaced = (stored.includes('&') ? decode(stored) : stored).replace(LOOSE_SPACE, ' ')
  return (spaced.includes(' ') ? spaced.replace(SPACE_BEFORE_CLOSING, '').replace(SPACE_AFTER_OPENING, '') : spaced).trim()
}

/** A passage of a long text: about this many characters, around the most matched words. */
const PASSAGE_CHARS = 220
/** How far before its first match a cut passage starts, in characters (then back to a word's start). */
const PASSAGE_LEAD = 30
/** How far before its first match a passage may start instead, to begin with a sentence. */
const SENTENCE_LEAD = 80
/** What stands for the text a passage leaves out, before or after it. */
export const ELLIPSIS = '…'

const LETTER = /[\p{L}\p{N}]/u
const isLetter = (ch: string | undefined) => ch !== undefined && LETTER.test(ch)
const SPACE = /\s/
/** A sentence's start: after its end mark and a space, at a capital, a digit or an opening quote. */
const SENTENCE_START = /[.!?…]\s+(?=[\p{Lu}\p{N}«„“"(])/gu
/** What a passage cut at its end drops before its «…»: the punctuation and spaces there. */
const CUT_END = /[\s,;:.!?—–-]+$/u

/**
 * Where the matched words are in `text`, [start, end) ascending: each occurrence of a word of
 * `matched` (lower case) that is a whole word (no letter or digit either side). Found with
 * indexOf in the lower-cased text (no tokenizing of the whole text); when lower-casing changes
 * the length (a rare letter), by tokenizing.
 */
function wordHits(text: string, matched: ReadonlySet<string>): Array<[number, number]> {
  if (matched.size === 0) return []
  const lower = text.toLowerCase()
  const hits: Array<[number, number]> = []
  if (lower.length !== text.length) {
    for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) if (matched.has(m[0].toLowerCase())) hits.push([m.index, m.index + m[0].length])
    return hits
  }
  for (const word of matched) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      const end = at + word.length
      if (!isLetter(lower[at - 1]) && !isLetter(lower[end])) hits.push([at, end])
    }
  }
  return hits.sort((x, y) => x[0] - y[0])
}

/** The whole text with every matched word marked. */
export function markWords(text: string, matched: ReadonlySet<string>): MarkedText {
  return { text, marks: wordHits(text, matched) }
}

/**
 * Where a passage whose first match is at `first` starts: at the start of the sentence that holds
 * the match when that is at most SENTENCE_LEAD before it, else at the start of the word (with the
 * punctuation before it) a little before the match; the text's start when that is as near.
 */
function passageStart(text: string, first: number): number {
  if (first <= PASSAGE_LEAD) return 0
  const from = Math.max(0, first - SENTENCE_LEAD)
  let sentence = from === 0 ? 0 : -1
  const re = new RegExp(SENTENCE_START)
  re.lastIndex = Math.max(0, from - 3)
  for (let m = re.exec(text); m && m.index + m[0].length <= first; m = re.exec(text)) {
    if (m.index + m[0].length >= from) sentence = m.index + m[0].length
  }
  if (sentence >= 0) return sentence
  let start = first - PASSAGE_LEAD
  while (start > 0 && !SPACE.test(text[start - 1]!)) start--
  return start
}

/**
 * A passage of about PASSAGE_CHARS characters with the most matched words (the first such); the
 * whole text when it is short. Null when no word matches. A passage that does not start where
 * the text starts begins at a word (a sentence when one starts near enough) with «…»; one cut
 * before the text's end ends at a whole word with «…». `stored` may be an excerpt of a longer
 * text (search_excerpt), which says with «…» where it was cut: the passage says so too.
 */
export function markPassage(stored: string, matched: ReadonlySet<string>): MarkedText | null {
  let text = stored
  const cutBefore = text.startsWith(ELLIPSIS)
  if (cutBefore) text = text.slice(ELLIPSIS.length).trimStart()
  const cutAfter = text.endsWith(ELLIPSIS)
  if (cutAfter) text = text.slice(0, -ELLIPSIS.length).trimEnd()
  const hits = wordHits(text, matched)
  if (hits.length === 0) return null
  let start = 0
  let end = text.length
  if (text.length > PASSAGE_CHARS) {
    let best = -1
    let first = 0
    let firstEnd = 0
    for (const [s, e] of hits) {
      const count = hits.filter(([x, y]) => x >= s && y <= s + PASSAGE_CHARS - PASSAGE_LEAD).length
      if (count > best) [best, first, firstEnd] = [count, s, e]
    }
    start = passageStart(text, first)
    end = Math.min(text.length, start + PASSAGE_CHARS)
    if (end < text.length) {
      // At the end of a whole word, the first match kept in.
      const space = text.lastIndexOf(' ', end)
      if (space >= firstEnd) end = space
      else while (end < text.length && isLetter(text[end])) end++
    }
  }
  const window = text.slice(start, end)
  let body = window.trimStart()
  const offset = start + window.length - body.length
  const tail = end < text.length || cutAfter
  if (tail) body = body.replace(CUT_END, '')
  const lead = offset > 0 || cutBefore ? ELLIPSIS : ''
  const marks = hits
    .filter(([s, e]) => s >= offset && e <= offset + body.length)
    .map(([s, e]): [number, number] => [s - offset + lead.length, e - offset + lead.length])
  return { text: `${lead}${body}${tail ? ELLIPSIS : ''}`, marks }
}

/** Trigrams as pg_trgm makes them: each word padded with two spaces in front and one behind. */
function makeTrigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const out = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3))
  return out
}

/**
 * The trigram sets of the words seen lately: speakers' names repeat from search to search (a few
 * hundred distinct words), and making a set was most of markName's time and garbage.
 * Read-only once made; dropped whole when full.
 */
const trigramSets = new Map<string, ReadonlySet<string>>()
const MAX_TRIGRAM_SETS = 4096

function trigrams(word: string): ReadonlySet<string> {
  let set = trigramSets.get(word)
  if (set === undefined) {
    if (trigramSets.size >= MAX_TRIGRAM_SETS) trigramSets.clear()
    trigramSets.set(word, (set = makeTrigrams(word)))
  }
  return set
}

function trigramSimilarity(ta: ReadonlySet<string>, tb: ReadonlySet<string>): number {
  let shared = 0
  for (const t of ta) if (tb.has(t)) shared++
  return shared / (ta.size + tb.size - shared)
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function similarity(a: string, b: string): number {
  return trigramSimilarity(trigrams(a), trigrams(b))
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
    const hit = typed.some((t) => word === t || (t.length >= 2 && word.startsWith(t)) ||
      trigramSimilarity(trigrams(word), trigrams(t)) >= threshold)
    if (hit) marks.push([match.index, match.index + match[0].length])
  }
  return { text: name, marks }
}
