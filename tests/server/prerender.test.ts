import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, createTestServer } from './helpers/server'

// The real bundle is src/entry-server.tsx built by `npm run build` (the browser journeys load
// it through `npm start`); here a stand-in with the same export checks the server's side: which
// pages are rendered, in which language, with which status, cached, and the fallbacks.
const INDEX = [
  '<!doctype html>\n<html lang="ru">\n<head>',
  '<meta name="robots" content="index, follow" />',
  '<meta name="description" content="Форум" />',
  '<title>Форум «Горизонт»</title>',
  '<script src="/boot.js" defer data-entry="/assets/index-a1.js" data-preload="/assets/rolldown-runtime-a1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n')
const BUNDLE = `
let renders = 0
export async function prerender({ url, lang, fetch }) {
  renders++
  if (url.startsWith('/cabinet')) return null
  if (url.startsWith('/boom')) throw new Error('render failed')
  if (url.startsWith('/slow')) return new Promise(() => {})
  const health = await (await fetch('http://prerender.invalid/api/health')).json()
  const status = url.startsWith('/missing') ? 404 : 200
  const head = url.startsWith('/partners')
    ? { title: 'Партнёрам & <co> — Форум', description: 'Для "партнёров"', noindex: true }
    : { noindex: false }
  // The grid says which routes it drew and which content answers it used (src/entry-server.tsx).
  const grid = url.startsWith('/program/grid')
  const data = grid ? JSON.stringify({ maxAge: 60, responses: { ['ru /acms/api/v1.0/areas/35?langs=ru']: { data: '\\u003c/script>$&' } } }) : undefined
  const routes = grid ? ['__root__', '/program', '/program/grid'] : ['__root__', '/news/']
  return { html: '<h1>' + lang + ' ' + url + ' ok=' + health.data.ok + ' render=' + renders + '</h1>', status, head, data, routes }
}
// The real one asks the routes' validateSearch (tests/unit/prerender-search.test.ts); here the grid's and the root's.
export function pageSearch(url) {
  const search = new URL(url, 'http://x').search
  const kept = search.slice(1).split('&').filter((pair) => ['day', 'halls', 'industry', 'lang'].includes(pair.split('=')[0]))
  return kept.length ? '?' + kept.join('&') : ''
}
`

let server: TestServer
let dist: string

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'forum-prerender-'))
  mkdirSync(join(dist, '_ssr'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, '_ssr', 'entry-server.js'), BUNDLE)
  mkdirSync(join(dist, '.vite'))
  const chunks = { '/program/grid': ['/assets/GridPage-a1.js', '/assets/screens-a1.js'], '/news/': ['/assets/news-a1.js', '/assets/screens-a1.js'] }
  writeFileSync(join(dist, '.vite', 'route-chunks.json'), JSON.stringify(chunks))
  server = await createTestServer({ distDir: dist, publicUrl: 'http://localhost' })
})
afterAll(async () => {
  await server?.close()
  rmSync(dist, { recursive: true, force: true })
})

const page = async (path: string, cookie?: string) => {
  const res = await server.request(path, cookie ? { headers: { Cookie: cookie } } : {})
  return { res, html: await res.text() }
}

describe('the first screen of a page is rendered on the server (server/pages/prerender.ts)', () => {
  it('a page gets its first screen inside #root, rendered with the API answered in process', async () => {
    const { res, html } = await page('/program/grid?day=2026-12-08')
    expect(res.status).toBe(200)
    expect(html).toMatch(/<div id="root"><h1>ru \/program\/grid\?day=2026-12-08 ok=true render=\d+<\/h1><\/div>/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('vary')).toContain('Cookie')
  })

  it('§1: the lang cookie the site sets chooses the language of the markup and of <html lang>', async () => {
    const { html } = await page('/news', 'lang=en')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>en /news')
    const other = await page('/news', 'lang=xx')
    expect(other.html).toContain('<html lang="ru">')
    expect(other.html).toContain('<h1>ru /news')
  })

  it('a page is rendered once and then served from memory (per language and URL)', async () => {
    const first = await page('/archive')
    const again = await page('/archive')
    expect(again.html).toBe(first.html)
    expect(again.res.headers.get('etag')).toBe(first.res.headers.get('etag'))
    const cached = await server.request('/archive', { headers: { 'If-None-Match': first.res.headers.get('etag')! } })
    expect(cached.status).toBe(304)
  })

  it('the render is kept per path and the parameters the page reads: ?utm_source and ?junk hit the bare address\'s render, with its canonical', async () => {
    const bare = await page('/program/grid?day=2026-12-09')
    expect(bare.res.headers.get('X-Render')).toBe('MISS')
    for (const extra of ['&utm_source=mail', '&junk=1', '&utm_source=x&utm_medium=y']) {
      const { res, html } = await page(`/program/grid?day=2026-12-09${extra}`)
      expect(res.headers.get('X-Render'), extra).toBe('HIT')
      expect(html, extra).toBe(bare.html)
    }
    expect(bare.html).toContain('<link rel="canonical" href="http://localhost/program/grid?day=2026-12-09" />')
    expect(bare.html).not.toContain('utm_source')
    // A parameter the page reads is another page: rendered anew.
    const other = await page('/program/grid?day=2026-12-09&halls=2,5&utm_source=mail')
    expect(other.res.headers.get('X-Render')).toBe('MISS')
    expect(other.html).toMatch(/<h1>ru \/program\/grid\?day=2026-12-09&halls=2,5 ok=true/)
    expect(other.html).not.toContain('utm_source')
  })

  it('§2: the head carries the screen\'s title, description and robots, escaped', async () => {
    const { html } = await page('/partners')
    expect(html).toContain('<title>Партнёрам &amp; &lt;co&gt; — Форум</title>')
    expect(html).toContain('<meta name="description" content="Для &quot;партнёров&quot;" />')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
    const other = await page('/news')
    expect(other.html).toContain('<title>Форум «Горизонт»</title>')
    expect(other.html).toContain('<meta name="robots" content="index, follow" />')
  })

  it('the page carries the content answers its render used, in a JSON block that cannot end early', async () => {
    const { html } = await page('/program/grid?day=2026-12-10')
    const block = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)
    expect(block).not.toBeNull()
    expect(JSON.parse(block![1]!)).toEqual({ maxAge: 60, responses: { 'ru /acms/api/v1.0/areas/35?langs=ru': { data: '</script>$&' } } })
    // After the page's markup, so the first paint does not wait for it.
    expect(html.indexOf('id="page-data"')).toBeGreaterThan(html.indexOf('<div id="root"><h1>'))
    expect((await page('/news')).html).not.toContain('page-data')
  })

  it("boot.js's preloads name the chunks of the routes drawn, after the entry's", async () => {
    const { html } = await page('/program/grid?day=2026-12-11')
    expect(html).toContain('data-preload="/assets/rolldown-runtime-a1.js /assets/GridPage-a1.js /assets/screens-a1.js"')
    const news = await page('/news?industry=3')
    expect(news.html).toContain('data-preload="/assets/rolldown-runtime-a1.js /assets/news-a1.js /assets/screens-a1.js"')
  })

  it("an unknown address answers 404 with the not-found screen's markup", async () => {
    const { res, html } = await page('/missing-page')
    expect(res.status).toBe(404)
    expect(html).toContain('<h1>ru /missing-page')
  })

  it('a page not for everyone (a guard redirects), a failing and a slow render get the plain shell, never a 500', async () => {
    for (const path of ['/cabinet', '/boom', '/slow']) {
      const { res, html } = await page(path)
      expect(res.status, path).toBe(200)
      expect(html, path).toBe(INDEX)
    }
  })

  it("the server's bundle is not served to browsers", async () => {
    expect((await server.request('/_ssr/entry-server.js')).status).toBe(404)
    expect((await server.request('/_ssr')).status).toBe(404)
  })
})

describe('PRERENDER=0', () => {
  it('serves the plain shell', async () => {
    const plain = await createTestServer({ distDir: dist, prerender: false })
    try {
      const res = await plain.request('/news')
      expect(await res.text()).toBe(INDEX)
    } finally {
      await plain.close()
    }
  })
})
