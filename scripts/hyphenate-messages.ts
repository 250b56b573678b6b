import en from 'hyphen/en-us/index.js'
import ru from 'hyphen/ru/index.js'

/**
 * Only the words that can outgrow a line: 11 letters and more. A shorter word fits any box the
 * site draws at 320 px, even a heading's, and leaving it whole keeps short labels plain.
 */
const MIN_WORD = 11
const WORD = /[\p{L}\p{M}]{11,}/gu
const CYRILLIC = /[\u0400-\u04FF]/

/** Soft hyphens in the long words of a text, each by its own script's patterns. */
export function hyphenateText(text: string): string {
  return text.replace(WORD, (word) => (CYRILLIC.test(word) ? ru.hyphenateSync : en.hyphenateSync)(word, { minWordLength: MIN_WORD }))
}

/**
 * Soft hyphens in the site's own texts (the Lingui messages), as the content API puts them in
 * titles and names: Chromium on Linux has no Russian dictionary for `hyphens: auto`, so a long
 * word of a heading or a button on a phone otherwise breaks anywhere, with no hyphen. Done at
 * build time, on the compiled message (`["Шаг ", ["step"], …]`): only literal text is touched,
 * never a placeholder's name or a format. The unit tests (Vitest) see the plain texts; journeys
 * match names and texts given as strings with U+00AD ignored (not regular expressions: write
 * those without long words), and usePageMeta, the ticket and notifications strip them.
 */
export function hyphenateCompiled(message: unknown): unknown {
  if (typeof message === 'string') return hyphenateText(message)
  if (!Array.isArray(message)) return message
  return message.map((part: unknown) => {
    if (typeof part === 'string') return hyphenateText(part)
    if (!Array.isArray(part)) return part
    // A placeholder: [name] or [name, format, options]; a plural's or select's options are messages.
    const [name, format, options] = part as [unknown, unknown, unknown]
    if (options && typeof options === 'object' && !Array.isArray(options)) {
      const out: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(options)) out[key] = hyphenateCompiled(value)
      return [name, format, out]
    }
    return part
  })
}

/** Soft hyphens on: a build or a dev server, not the unit tests (their queries match plain texts). */
export const hyphenateMessages = !process.env.VITEST

/**
 * Vite plugin, after Lingui's: the English catalog module (`locales/en/messages.po`, compiled by
 * @lingui/vite-plugin to `export const messages=JSON.parse("…")`) with soft hyphens in its texts.
 */
export function hyphenateCatalogs() {
  return {
    name: 'hyphenate-catalogs',
    enforce: 'post' as const,
    transform(code: string, id: string) {
      if (!hyphenateMessages || !/\.po(\?|$)/.test(id)) return null
      const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)
      if (!match) throw new Error(`hyphenate-catalogs: no compiled catalog in ${id}`)
      const messages = JSON.parse(JSON.parse(match[1]!) as string) as Record<string, unknown>
      for (const key of Object.keys(messages)) messages[key] = hyphenateCompiled(messages[key])
      return { code: code.replace(match[0], `JSON.parse(${JSON.stringify(JSON.stringify(messages))})`), map: null }
    },
  }
}
