import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Lang } from '../../../kernel/constants'
import { LANG_COOKIE, isLang, langOrDefault } from '../../../kernel/lang'
import { LANG_PARAM } from '../../../kernel/lang-address'
import { seoHeadTags, siteOrigin } from './head'
import { type ApiGet, pageFacts } from './structured-data'

/**
 * The language a page is rendered in: the address's `?lang=` (each language has its own
 * address, so search engines index both), else the stored setting's cookie (§1), else Russian.
 */
export function pageLang(c: Context): Lang {
  const asked = c.req.query(LANG_PARAM)
  return isLang(asked) ? asked : langOrDefault(getCookie(c, LANG_COOKIE))
}

export interface SeoPageInput {
  url: URL
  lang: Lang
  head: { title?: string; description?: string }
  /** The server itself, answering the content API in process. */
  fetch: (request: Request) => Response | Promise<Response>
}

const fromHtml = (html: string, re: RegExp) =>
  re.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/** Adds the page's canonical, hreflang, Open Graph and JSON-LD tags (head.ts) to a rendered page. */
export async function withSeoHead(html: string, c: Context, { url, lang, head, fetch }: SeoPageInput): Promise<string> {
  const site = siteOrigin(c)
  const get: ApiGet = async <T,>(path: string) => {
    const res = await fetch(new Request(`${url.origin}${path}`, { headers: { 'X-Lang': lang } }))
    return res.ok ? ((await res.json()) as { data: T }).data : null
  }
  const facts = await pageFacts(url.pathname, lang, site, get).catch(() => ({ ld: [] }))
  // A page that names no title or description of its own has the shell's (the site's).
  const title = head.title ?? fromHtml(html, /<title>([^<]*)<\/title>/)
  const description = head.description ?? fromHtml(html, /<meta name="description" content="([^"]*)" \/>/)
  const tags = seoHeadTags({ site, pathname: url.pathname, search: url.search, lang, title, description, facts })
  return html.replace('</head>', `  ${tags}\n  </head>`)
}
