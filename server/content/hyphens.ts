import en from 'hyphen/en-us/index.js'
import ru from 'hyphen/ru/index.js'

/**
 * Soft hyphens (U+00AD) in the long words of titles and names, so that a word too long for its
 * line breaks at a syllable with a visible hyphen. CSS `hyphens: auto` alone is not enough:
 * a browser without a dictionary for the language (Chromium on Linux has none for Russian)
 * otherwise overflows or cuts the word anywhere. The site asks for them (HYPHENS_HEADER), so the
 * server render and the browser draw the same text; other readers of the API get plain text.
 */
export { HYPHENS_HEADER } from '../../kernel/constants'

export const SOFT_HYPHEN = '\u00AD'

/**
 * Only words longer than the narrowest column of running text holds: a session's cell in a
 * desktop grid of 10 halls holds about 9 letters of its bold 12.5 px type. Shorter words never
 * break; headings, buttons and tiles ignore the soft hyphens anyway (src/styles/base.css).
 */
const MIN_WORD = 10

const CYRILLIC = /[\u0400-\u04FF]/
const WORD = /[\p{L}\p{M}]{10,}/gu

/** Each long word by its own script's patterns: a Russian title may hold an English word. */
export function hyphenateText(text: string): string {
  if (!text || text.includes(SOFT_HYPHEN)) return text
  return text.replace(WORD, (word) => {
    const hyphenate = CYRILLIC.test(word) ? ru.hyphenateSync : en.hyphenateSync
    return hyphenate(word, { minWordLength: MIN_WORD })
  })
}

/** The fields a screen shows as headings and tiles: a title or a name in each translation. */
const FIELDS = ['title', 'name'] as const

/** The content answer with soft hyphens in every translation's title and name (a new object; the input is left alone). */
export function hyphenateAnswer<T>(data: T): T {
  return walk(data) as T
}

function walk(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walk)
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[key] = key === 'translations' && inner && typeof inner === 'object' && !Array.isArray(inner) ? translations(inner as Record<string, unknown>) : walk(inner)
  }
  return out
}

function translations(byLang: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [lang, text] of Object.entries(byLang)) {
    if (!text || typeof text !== 'object') {
      out[lang] = text
      continue
    }
    const copy: Record<string, unknown> = { ...(walk(text) as Record<string, unknown>) }
    for (const field of FIELDS) {
      const v = copy[field]
      if (typeof v === 'string') copy[field] = hyphenateText(v)
    }
    out[lang] = copy
  }
  return out
}
