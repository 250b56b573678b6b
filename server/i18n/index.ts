/**
 * The server's texts come from the site's Lingui catalogs (locales/{ru,en}/messages.po), like the
 * client's: the message id is the Russian text, `npm run i18n:extract` finds every
 * `i18n._({ id: '…', values })` under server/ and the catalog checks count them. The catalogs are
 * read once, at the first text asked for, from the repository (the bundle, server/dist/, sits two
 * folders down like this file); a message the English catalog lacks falls back to Russian (§1).
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { LANGUAGES, type Lang } from '../../kernel/constants'

export type { I18n }
export type Values = Record<string, string | number>

/** The repository's catalogs: two folders up from this file, and from the bundle (server/dist/main.mjs). */
const LOCALES = resolve(dirname(fileURLToPath(import.meta.url)), '../../locales')

/** A .po text's quoted lines joined; `"a" "b"` is "ab". */
const unquote = (lines: string[]) => lines.map((line) => JSON.parse(line.trim()) as string).join('')

/** A message's key in the loaded catalogs: its id, after its context when it has one. */
const keyOf = (id: string, context?: string) => (context ? `${context}\u0004${id}` : id)

/**
 * key (see keyOf) → msgstr of a catalog; obsolete entries and empty translations are left out.
 * A text of the site's screens may have the server's text as its msgid too (its id is a hash):
 * the server's own entry, the one with an explicit id, is the one kept.
 */
export function parsePo(text: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const block of text.split(/\r?\n\r?\n/)) {
    const explicit = block.includes('#. js-lingui-explicit-id')
    const lines = block.split(/\r?\n/).filter((line) => line && !line.startsWith('#'))
    const at = (key: string) => lines.findIndex((line) => line.startsWith(`${key} `))
    const [ctx, id, str] = [at('msgctxt'), at('msgid'), at('msgstr')]
    if (id < 0 || str < id) continue
    const context = ctx >= 0 && ctx < id ? unquote([lines[ctx]!.slice(8), ...lines.slice(ctx + 1, id)]) : undefined
    const msgid = unquote([lines[id]!.slice(6), ...lines.slice(id + 1, str)])
    const msgstr = unquote([lines[str]!.slice(7), ...lines.slice(str + 1)])
    const key = keyOf(msgid, context)
    if (msgid && msgstr && (explicit || !out.has(key))) out.set(key, msgstr)
  }
  return out
}

function compiled(lang: Lang): Messages {
  const messages: Messages = {}
  let text = ''
  try {
    text = readFileSync(resolve(LOCALES, lang, 'messages.po'), 'utf8')
  } catch {
    // No catalog (a copy of the bundle without locales/): every text is its Russian id.
  }
  for (const [id, message] of parsePo(text)) messages[id] = compileMessage(message)
  return messages
}

const instances = new Map<Lang, I18n>()

/**
 * The texts of one language. An instance per language, made once: nothing in it changes after
 * the load, so concurrent requests in different languages share them safely.
 */
export function serverI18n(lang: Lang): I18n {
  let i18n = instances.get(lang)
  if (!i18n) {
    i18n = setupI18n({ locale: lang, messages: { [lang]: compiled(lang) } })
    // A message missing from the catalog shows its id, the Russian text, compiled here.
    i18n.setMessagesCompiler(compileMessage)
    instances.set(lang, i18n)
  }
  return i18n
}

/** Each language's texts, e.g. for a page that speaks both. */
export const everyI18n = (): Array<[Lang, I18n]> => LANGUAGES.map((lang) => [lang, serverI18n(lang)])

/**
 * One text with its values in `lang`. A plain `{name}` takes its value as it is (a number is not
 * formatted for the locale); `{n, plural, …}` chooses by the language's plural rules. Call it with
 * the descriptor written in place and marked `/*i18n*\/`, so `lingui extract` finds it. A
 * `context` keeps apart a text that the site's screens translate otherwise.
 */
export const text = (lang: Lang, descriptor: { id: string; context?: string; values?: Values }): string =>
  serverI18n(lang)._({ id: keyOf(descriptor.id, descriptor.context), message: descriptor.id, values: descriptor.values })

/**
 * A word in every language (an entity's name, what a parameter expects), read when asked.
 * The descriptor is marked `/*i18n*\/` at the call, so `lingui extract` finds it.
 */
export function inEvery(descriptor: { id: string }): Record<Lang, string> {
  const out = {} as Record<Lang, string>
  for (const lang of LANGUAGES) Object.defineProperty(out, lang, { enumerable: true, get: () => text(lang, descriptor) })
  return out
}
