/**
 * /sitemap.xml and /robots.txt. The sitemap lists every public page in both
 * languages, each with its hreflang alternates (ru, en, x-default): the fixed pages and, from the
 * content, every hall, session, festival item, news item and speaker of the current edition. Not
 * listed: no-index pages (/partners, /search) and the account pages. Built once per content
 * version.
 */
import { Hono } from 'hono'
import { EVENT_ID, LANGUAGES } from '../../../kernel/constants'
import { langAddress, langAlternates } from '../../../kernel/lang-address'
import type { ContentCache } from '../../content/cache'
import type { Db } from '../../db/types'
import { listSitemapIds } from '../queries'
import { type Entity, makeEntity, respond } from '../../http/entity'
import { OG_IMAGE_PATH, ogImagePng } from '../og-image'
import { siteOrigin } from './head'

/** The public pages with no id, as the site's routes name them (src/routes); not /partners (no-index). */
export const SITEMAP_PAGES = [
  '/', '/news', '/program', '/program/grid', '/program/detailed-grid', '/festival-program', '/speakers',
  '/archive', '/broadcasts', '/organizers-and-partners', '/industres', '/privacy', '/agreement', '/developers',
] as const

/** Every indexable page's path, the content's pages included. */
export async function sitemapPaths(db: Db): Promise<string[]> {
  const ids = (rows: Array<{ id: number }>, prefix: string) => rows.map((r) => `${prefix}/${r.id}`)
  const { halls, sessions, news, speakers } = await listSitemapIds(db, EVENT_ID)
  return [
    ...SITEMAP_PAGES,
    ...ids(halls, '/program'),
    ...ids(sessions.filter((s) => !s.is_culture), '/program/meeting'),
    ...ids(sessions.filter((s) => s.is_culture), '/festival-program'),
    ...ids(news, '/news'),
    ...ids(speakers, '/speakers'),
  ]
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function sitemapXml(site: string, paths: string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = langAlternates(path, '')
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(site + a.href)}"/>`)
      .join('\n')
    return LANGUAGES.map((lang) => `  <url>\n    <loc>${xml(site + langAddress(path, '', lang))}</loc>\n${alternates}\n  </url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export const robotsTxt = (site: string) => `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`

/** /robots.txt, /sitemap.xml and the default preview image (og-image.ts). */
export function seoRoutes(db: Db, cache: ContentCache): Hono {
  const routes = new Hono()
  const cacheControl = 'public, max-age=300'
  routes.get('/robots.txt', (c) => {
    const site = siteOrigin(c)
    return respond(c, makeEntity(robotsTxt(site), 'text/plain; charset=utf-8'), { cacheControl })
  })
  routes.get('/sitemap.xml', async (c) => {
    const site = siteOrigin(c)
    await cache.currentVersion() // a new content version drops the kept sitemap
    const key = `sitemap ${site}`
    let entity = cache.get(key)
    if (!entity) {
      entity = makeEntity(sitemapXml(site, await sitemapPaths(db)), 'application/xml; charset=utf-8')
      cache.set(key, entity)
    }
    return respond(c, entity, { cacheControl })
  })
  let image: Entity | null = null // drawn at the first request, not at every start
  routes.get(OG_IMAGE_PATH, (c) => respond(c, (image ??= makeEntity(ogImagePng(), 'image/png')), { cacheControl: 'public, max-age=86400' }))
  return routes
}
