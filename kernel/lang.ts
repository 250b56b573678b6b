import { DEFAULT_LANG, LANGUAGES, type Lang } from './constants'

/** The language rules the site and the server share (§1). */

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** A language named by a header, cookie or parameter; anything unknown is the default, ru (§1). */
export const langOrDefault = (value: string | undefined | null): Lang => {
  const v = (value ?? '').trim().toLowerCase()
  return isLang(v) ? v : DEFAULT_LANG
}

/** The languages a client asks the content API for: its own, then the fallback (§1). */
export const langsFor = (lang: Lang): Lang[] => (lang === 'ru' ? ['ru'] : ['en', 'ru'])

/**
 * The stored language setting is also a cookie of this name (only the language), so that the
 * server's first render of a page is in the visitor's language.
 */
export const LANG_COOKIE = 'lang'
