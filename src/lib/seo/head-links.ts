import type { Lang } from '../../../kernel/constants'
import { OG_LOCALE, langAddress, langAlternates } from '../../../kernel/lang-address'

/**
 * Keeps the head's canonical address, hreflang alternates and Open Graph title, description, url
 * and locale current as the person navigates; the server wrote them for the first
 * screen (server/pages/seo/head.ts), with the JSON-LD and the image, which stay the server's.
 */

function upsert<T extends HTMLElement>(selector: string, create: () => T): T {
  let el = document.head.querySelector<T>(selector)
  if (!el) {
    el = create()
    document.head.append(el)
  }
  return el
}

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`
  const link = upsert(selector, () => {
    const el = document.createElement('link')
    el.rel = rel
    if (hreflang) el.hreflang = hreflang
    return el
  })
  link.href = href
}

/** Sets a <meta name="…"> (robots, description) or <meta property="…"> (Open Graph), adding it if missing. */
export function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  upsert(`meta[${attribute}="${key}"]`, () => {
    const el = document.createElement('meta')
    el.setAttribute(attribute, key)
    return el
  }).content = content
}

const setProperty = (property: string, content: string) => setMeta('property', property, content)

export function setPageLinks({ pathname, search, lang, title, description }: { pathname: string; search: string; lang: Lang; title: string; description?: string }) {
  const origin = window.location.origin
  const url = origin + langAddress(pathname, search, lang)
  setLink('canonical', url)
  for (const alt of langAlternates(pathname, search)) setLink('alternate', origin + alt.href, alt.hreflang)
  setProperty('og:url', url)
  setProperty('og:title', title)
  if (description !== undefined) setProperty('og:description', description)
  setProperty('og:locale', OG_LOCALE[lang])
}
