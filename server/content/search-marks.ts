/**
 * The highlighted words of a search hit as offsets into plain text (contract: MarkedText).
 * ts_headline marks the matched words with two private-use characters (never left in the
 * text: the SQL removes them from the source first); here they become [start, end) pairs, and
 * the few HTML entities the stored rich texts use become characters, so the client gets plain
 * text and wraps the marks itself (no server HTML reaches the page).
 */
import type { MarkedText } from '../../kernel/contract/content'

export const MARK_START = '\uE000'
export const MARK_END = '\uE001'
/** ts_headline's options for a title or a name: every match marked, the whole text kept. */
export const WHOLE = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`
/** For a long text: one passage around the best match. */
export const PASSAGE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=14, MaxFragments=1, FragmentDelimiter=" … "`

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

/** A headline with sentinel marks to MarkedText; whitespace runs (left by removed tags) are one space. */
export function fromHeadline(headline: string): MarkedText {
  let text = ''
  const marks: Array<[number, number]> = []
  const parts = headline.split(new RegExp(`([${MARK_START}${MARK_END}])`))
  let start = -1
  for (const part of parts) {
    if (part === MARK_START) start = text.length
    else if (part === MARK_END) {
      if (start >= 0 && text.length > start) {
        const last = marks.at(-1)
        // Touching marks become one; marked words apart stay apart (the space between is not marked).
        if (last && last[1] === start) last[1] = text.length
        else marks.push([start, text.length])
      }
      start = -1
    } else {
      const piece = decode(part).replace(/\s+/g, ' ')
      text += text.endsWith(' ') && piece.startsWith(' ') ? piece.slice(1) : piece
    }
  }
  const trimmed = text.trimEnd()
  const lead = trimmed.length - trimmed.trimStart().length
  return {
    text: trimmed.slice(lead),
    marks: marks.map(([s, e]): [number, number] => [Math.max(0, s - lead), Math.min(trimmed.length, e) - lead]).filter(([s, e]) => e > s),
  }
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
