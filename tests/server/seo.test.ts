/**
 * A page's address per language (?lang= wins over the cookie),
 * the head tags of a rendered page (canonical, hreflang, Open Graph, JSON-LD with dates in the
 * venue's zone), /sitemap.xml (every public page in both languages, no no-index page) and
 * /robots.txt. The render is a stand-in bundle (as in prerender.test.ts): the head tags are the
 * server's.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SITEMAP_PAGES } from '../../server/pages/seo/sitemap'
import { type TestServer, createTestServer } from './helpers/server'

const INDEX = [
  '<!doctype html>\n<html lang="ru">\n<head>',
  '<meta name="robots" content="index, follow" />',
  '<meta name="description" content="Форум" />',
  '<title>Форум «Горизонт»</title>',
  '</head><body><div id="root"></div></body></html>',
].join('\n')
const BUNDLE = `
export async function prerender({ url, lang }) {
  const noindex = url.startsWith('/partners')
  return { html: '<h1>' + lang + ' ' + url + '</h1>', status: 200, head: { title: 'T ' + lang + ' ' + url, description: 'D ' + lang, noindex } }
}
`
const SITE = 'http://localhost'

let server: TestServer
let dist: string
let ids: { meeting: number; festival: number; speaker: number; news: number; hall: number }
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'forum-seo-'))
  mkdirSync(join(dist, '_ssr'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, '_ssr', 'entry-server.js'), BUNDLE)
  server = await createTestServer({ distDir: dist, publicUrl: 'http://localhost' })
  const one = async (sql: string) => (await server.db.query<{ id: number }>(sql))[0]!.id
  ids = {
    meeting: await one(`SELECT m.id FROM meetings m WHERE event_id = 35 AND NOT is_culture AND withdrawn_at IS NULL
      AND EXISTS (SELECT 1 FROM meeting_speakers ms WHERE ms.meeting_id = m.id) ORDER BY id LIMIT 1`),
    festival: await one('SELECT id FROM meetings WHERE event_id = 35 AND is_culture AND withdrawn_at IS NULL ORDER BY id LIMIT 1'),
    speaker: await one('SELECT speaker_id AS id FROM meeting_speakers ORDER BY speaker_id LIMIT 1'),
    news: await one('SELECT id FROM news WHERE event_id = 35 AND is_published ORDER BY id LIMIT 1'),
    hall: await one('SELECT id FROM areas WHERE event_id = 35 AND is_active AND NOT is_culture ORDER BY sort, id LIMIT 1'),
  }
})
afterAll(async () => {
  await server?.close()
  rmSync(dist, { recursive: true, force: true })
})

const page = async (path: string, cookie?: string) => (await server.request(path, cookie ? { headers: { Cookie: cookie } } : {})).text()
const link = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)" />`).exec(html)?.[1]
const meta = (html: string, name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`).exec(html)?.[1]
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is probed field by field
const jsonLd = (html: string): any[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!))

describe('one address per language', () => {
  it('?lang= chooses the language of the render, over the cookie', async () => {
    expect(await page('/news?lang=en')).toContain('<html lang="en">')
    expect(await page('/news?lang=en', 'lang=ru')).toContain('<h1>en /news?lang=en</h1>')
    expect(await page('/news?lang=ru', 'lang=en')).toContain('<h1>ru /news?lang=ru</h1>')
    expect(await page('/news', 'lang=en')).toContain('<h1>en /news</h1>') // §1: the stored setting still works
  })
})

describe('canonical, hreflang, Open Graph and JSON-LD in the head of every page', () => {
  const pages = () => ['/', '/program', `/program/${ids.hall}`, `/program/meeting/${ids.meeting}`, `/festival-program/${ids.festival}`, `/speakers/${ids.speaker}`, `/news/${ids.news}`, '/partners']

  it('every page in both languages names its canonical address, the alternates and a preview', async () => {
    for (const path of pages()) {
      for (const lang of ['ru', 'en'] as const) {
        const html = await page(lang === 'en' ? `${path}?lang=en` : path)
        const ru = `${SITE}${path}`
        const en = `${SITE}${path}?lang=en`
        expect(link(html, 'canonical'), path).toBe(lang === 'en' ? en : ru)
        expect(link(html, 'alternate', 'ru'), path).toBe(ru)
        expect(link(html, 'alternate', 'en'), path).toBe(en)
        expect(link(html, 'alternate', 'x-default'), path).toBe(ru)
        expect(meta(html, 'og:title')).toBe(`T ${lang} ${lang === 'en' ? `${path}?lang=en` : path}`)
        expect(meta(html, 'og:url')).toBe(lang === 'en' ? en : ru)
        expect(meta(html, 'og:image')).toMatch(/^http:\/\/localhost\/.+\.(png|jpe?g|webp)$/)
        expect(meta(html, 'og:locale')).toBe(lang === 'en' ? 'en_US' : 'ru_RU')
        expect(meta(html, 'twitter:card')).toBe('summary_large_image')
        const ld = jsonLd(html)
        const forum = ld.find((x) => x['@type'] === 'Event' && x.organizer && !x.superEvent)
        expect(forum, path).toMatchObject({ '@context': 'https://schema.org', startDate: '2026-12-08', endDate: '2026-12-11' })
        expect(forum.location.address.addressLocality).toBe(lang === 'en' ? 'Kazan' : 'Казань')
      }
    }
  })

  it('a session page: an Event in the venue zone, in its hall within the venue, with performers', async () => {
    const [row] = await server.db.query<{ start_at: Date }>('SELECT start_at FROM meetings WHERE id = $1', [ids.meeting])
    for (const path of [`/program/meeting/${ids.meeting}`, `/program/meeting/${ids.meeting}?lang=en`]) {
      const session = jsonLd(await page(path)).find((x) => x.superEvent)
      expect(session.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+03:00$/)
      expect(new Date(session.startDate).getTime()).toBe(new Date(row!.start_at).getTime())
      expect(new Date(session.endDate).getTime()).toBeGreaterThan(new Date(session.startDate).getTime())
      expect(session.location['@type']).toBe('Place')
      expect(session.location.name).toBeTruthy()
      expect(session.location.containedInPlace.name).toBeTruthy()
      expect(session.performer.length).toBeGreaterThan(0)
      expect(session.performer[0]).toMatchObject({ '@type': 'Person', name: expect.any(String) })
    }
  })

  it('a speaker page has a Person, a news item a NewsArticle', async () => {
    const person = jsonLd(await page(`/speakers/${ids.speaker}?lang=en`)).find((x) => x['@type'] === 'Person')
    expect(person.name).toMatch(/^[A-Za-z' -]+$/)
    expect(person.url).toBe(`${SITE}/speakers/${ids.speaker}?lang=en`)
    const article = jsonLd(await page(`/news/${ids.news}`)).find((x) => x['@type'] === 'NewsArticle')
    expect(article.headline).toBeTruthy()
    expect(article.datePublished).toMatch(/\+03:00$/)
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('robots.txt allows all and names the sitemap', async () => {
    const res = await server.request('/robots.txt')
    expect(res.headers.get('content-type')).toContain('text/plain')
    const text = await res.text()
    expect(text).toContain('User-agent: *\nAllow: /')
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  it('sitemap.xml lists every public page in both languages with alternates, and no no-index page', async () => {
    const res = await server.request('/sitemap.xml')
    expect(res.status).toBe(200)
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'xhtml:link'].includes(name) }).parse(await res.text())
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const urls: any[] = doc.urlset.url
    const locs = new Set(urls.map((u) => u.loc as string))
    const must = [...SITEMAP_PAGES, `/program/${ids.hall}`, `/program/meeting/${ids.meeting}`, `/festival-program/${ids.festival}`, `/speakers/${ids.speaker}`, `/news/${ids.news}`]
    for (const path of must) {
      expect(locs, path).toContain(`${SITE}${path}`)
      expect(locs, path).toContain(`${SITE}${path}?lang=en`)
    }
    const [count] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM meetings WHERE event_id = 35 AND withdrawn_at IS NULL')
    expect(urls.length).toBeGreaterThan(2 * count!.n)
    for (const url of urls) {
      const path = new URL(url.loc).pathname
      expect(path).not.toMatch(/^\/(partners|search|login|registr|registration|restore|authorization|cabinet)\b/)
      expect(url['xhtml:link'].map((l: Record<string, string>) => l['@hreflang'])).toEqual(['ru', 'en', 'x-default'])
    }
  })

  it('the default preview image is a PNG', async () => {
    const res = await server.request('/og-image.png')
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG')
  })
})
