/**
 * The head tags that make a server-rendered page understood by search engines and messengers:
 * the canonical address and its hreflang alternates (ru, en, x-default), Open Graph
 * and Twitter card tags, and the page's JSON-LD (structured-data.ts). The browser keeps the
 * canonical, hreflang and Open Graph title/description/url current on navigation
 * (src/lib/seo/head-links.ts); the JSON-LD is the server's only.
 */
import type { Context } from 'hono'
import { LANGUAGES, type Lang } from '../../../kernel/constants'
import { OG_LOCALE, langAddress, langAlternates } from '../../../kernel/lang-address'
import { OG_IMAGE_PATH, OG_IMAGE_SIZE } from '../og-image'
import { type PageFacts, withoutEmpty } from './structured-data'

const SITE_URL = 'siteUrl'

/** Middleware: every request knows the configured address (app.ts gives config.publicUrl). */
export const withSiteUrl = (siteUrl: string) => async (c: Context, next: () => Promise<void>) => {
  ;(c.set as (key: string, value: unknown) => void)(SITE_URL, siteUrl.replace(/\/$/, ''))
  await next()
}

/**
 * The site's public address: the configured one (PUBLIC_URL, else the HOST and PORT the server
 * listens on), never the request's Host header, which anyone can set: pages are cached and
 * shared, so a forged Host would reach everyone's canonical, hreflang and Open Graph links.
 */
export function siteOrigin(c: Context): string {
  const configured = (c.get as (key: string) => unknown)(SITE_URL)
  if (typeof configured === 'string' && configured) return configured
  return process.env.PUBLIC_URL?.trim().replace(/\/$/, '') || new URL(c.req.url).origin
}

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside a script element: nothing in it may close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

/** Messengers show PNG and JPEG (and mostly WebP); an SVG or no image gives the site's own picture. */
const RASTER = /\.(png|jpe?g|webp)(\?.*)?$/i

export interface HeadInput {
  site: string
  pathname: string
  search: string
  lang: Lang
  title?: string
  description?: string
  facts: PageFacts
}

export function seoHeadTags({ site, pathname, search, lang, title, description, facts }: HeadInput): string {
  const tags: string[] = []
  const url = `${site}${langAddress(pathname, search, lang)}`
  // Every page, a no-index one too (robots keeps it out of the index, the sitemap leaves it out).
  tags.push(`<link rel="canonical" href="${attr(url)}" />`)
  for (const alt of langAlternates(pathname, search)) tags.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${attr(site + alt.href)}" />`)
  const image = facts.image && RASTER.test(facts.image) ? new URL(facts.image, `${site}/`).href : `${site}${OG_IMAGE_PATH}`
  const meta = (key: 'property' | 'name', name: string, content: string | undefined) => {
    if (content) tags.push(`<meta ${key}="${name}" content="${attr(content)}" />`)
  }
  meta('property', 'og:type', /^\/news\/\d/.test(pathname) ? 'article' : 'website')
  meta('property', 'og:title', title)
  meta('property', 'og:description', description)
  meta('property', 'og:url', url)
  meta('property', 'og:image', image)
  if (image.endsWith(OG_IMAGE_PATH)) {
    meta('property', 'og:image:width', String(OG_IMAGE_SIZE.width))
    meta('property', 'og:image:height', String(OG_IMAGE_SIZE.height))
  }
  meta('property', 'og:locale', OG_LOCALE[lang])
  for (const other of LANGUAGES.filter((l) => l !== lang)) meta('property', 'og:locale:alternate', OG_LOCALE[other])
  meta('name', 'twitter:card', 'summary_large_image')
  meta('name', 'twitter:title', title)
  meta('name', 'twitter:description', description)
  meta('name', 'twitter:image', image)
  for (const ld of facts.ld) tags.push(`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...(withoutEmpty(ld) as object) })}</script>`)
  return tags.join('\n    ')
}
