import { DEFAULT_LANG, LANGUAGES, type Lang } from './constants'

/**
 * Every public page has one address per language: Russian, the default, at the
 * path itself, English at the same path with `?lang=en`. The site (links, canonical and
 * hreflang links kept current on navigation) and the server (its render, sitemap.xml) build
 * them with the same rule.
 */
export const LANG_PARAM = 'lang'

/** The address of `pathname` + `search` in `lang`: the page's other query parameters are kept. */
export function langAddress(pathname: string, search: string, lang: Lang): string {
  const params = new URLSearchParams(search)
  params.delete(LANG_PARAM)
  if (lang !== DEFAULT_LANG) params.set(LANG_PARAM, lang)
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** The page's address in every language, for hreflang links and sitemap alternates; x-default is Russian's. */
export function langAlternates(pathname: string, search: string): Array<{ hreflang: Lang | 'x-default'; href: string }> {
  const all = LANGUAGES.map((lang) => ({ hreflang: lang as Lang | 'x-default', href: langAddress(pathname, search, lang) }))
  return [...all, { hreflang: 'x-default', href: langAddress(pathname, search, DEFAULT_LANG) }]
}

/** Open Graph names languages with their territory. */
export const OG_LOCALE: Record<Lang, string> = { ru: 'ru_RU', en: 'en_US' }
