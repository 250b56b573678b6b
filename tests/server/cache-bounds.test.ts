/**
 * Renders and cache entries are keyed on the normalized request: 500 distinct query strings of a
 * content call and of a page leave at most one entry per valid, distinct request (unknown
 * parameters, refused values and missing pages leave none), and the cache's bytes stay under its
 * cap however many valid variants there are. The page render is a stand-in bundle whose
 * pageSearch normalizes as the real one does (tests/unit/api/prerender-search.test.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, createTestServer } from './helpers/server'

const INDEX = '<!doctype html>\n<html lang="ru">\n<head>\n<title>Форум</title>\n</head><body><div id="root"></div></body></html>'
const BUNDLE = `
export async function prerender({ url, lang }) {
  const status = url.startsWith('/missing') ? 404 : 200
  return { html: '<h1>' + lang + ' ' + url + '</h1>' + 'x'.repeat(20000), status, head: { noindex: false } }
}
// As the real one: only halls, as sorted unique ids; everything else dropped.
export function pageSearch(url) {
  const params = new URL(url, 'http://x').searchParams
  const ids = params.getAll('halls').join(',').split(',').filter((v) => /^[1-9][0-9]{0,8}$/.test(v)).map(Number)
  return ids.length ? '?halls=' + [...new Set(ids)].sort((a, b) => a - b).join(',') : ''
}
`

/** Each digit percent-encoded: `12` is `%31%32`. */
const encodeDigits = (n: number) => [...String(n)].map((d) => `%3${d}`).join('')

/** 500 query strings of /news/35: 200 distinct valid requests, 100 refused (an unknown parameter). */
function contentVariants(): { path: string; key: string | null }[] {
  const out: { path: string; key: string | null }[] = []
  for (let n = 1; n <= 100; n++) {
    out.push({ path: `/news/35?limit=${n}`, key: `limit ${n}` })
    out.push({ path: `/news/35?limit=${encodeDigits(n)}`, key: `limit ${n}` })
    out.push({ path: `/news/35?limit=${n}&langs=ru`, key: `limit ${n} langs` })
    out.push({ path: `/news/35?langs=ru&limit=${n}`, key: `limit ${n} langs` })
    out.push({ path: `/news/35?limit=${n}&junk=${n}`, key: null })
  }
  return out
}

/** 500 addresses of pages: 101 distinct valid pages (the grid with 1 to 100 halls chosen, and the news). */
function pageVariants(): { path: string; key: string | null }[] {
  const out: { path: string; key: string | null }[] = []
  for (let n = 1; n <= 100; n++) {
    out.push({ path: `/program/grid?halls=${n}`, key: `grid ${n}` })
    out.push({ path: `/program/grid?utm_source=mail&halls=${n},${n}`, key: `grid ${n}` })
    out.push({ path: `/program/grid?halls=${n}&junk=${n}`, key: `grid ${n}` })
    out.push({ path: `/news?fbclid=${n}`, key: 'news' })
    out.push({ path: `/missing-${n}?halls=${n}`, key: null })
  }
  return out
}

let dist: string
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'forum-cache-'))
  mkdirSync(join(dist, '_ssr'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, '_ssr', 'entry-server.js'), BUNDLE)
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('the content and page caches hold only valid, distinct requests, within their byte cap', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ distDir: dist, publicUrl: 'http://localhost' })
  })
  afterAll(() => server?.close())

  it('500 query-string variants of a content call: one entry per valid distinct request, none for the refused', async () => {
    server.app.contentCache.invalidate()
    const variants = contentVariants()
    expect(new Set(variants.map((v) => v.path)).size).toBe(500)
    const bodies = new Map<string, string>()
    for (const { path, key } of variants) {
      const res = await server.request(`/acms/api/v1.0${path}`)
      expect(res.status, path).toBe(key === null ? 400 : 200)
      const body = await res.text()
      // Every spelling of one request gets the same answer.
      if (key !== null) expect(bodies.get(key) ?? body, path).toBe(body)
      if (key !== null) bodies.set(key, body)
    }
    const valid = new Set(variants.map((v) => v.key).filter((k) => k !== null)).size
    expect(valid).toBe(200)
    expect(server.app.contentCache.size).toBeLessThanOrEqual(valid)
    expect(server.app.contentCache.bytes).toBeLessThanOrEqual(server.app.contentCache.maxBytes)
  }, 120_000)

  it('500 address variants of a page: one render per valid distinct page, none kept for a missing page', async () => {
    server.app.contentCache.invalidate()
    const variants = pageVariants()
    expect(new Set(variants.map((v) => v.path)).size).toBe(500)
    let renders = 0
    for (const { path, key } of variants) {
      const res = await server.request(path)
      expect(res.status, path).toBe(key === null ? 404 : 200)
      if (res.headers.get('X-Render') === 'MISS' && key !== null) renders++
      await res.arrayBuffer()
    }
    const valid = new Set(variants.map((v) => v.key).filter((k) => k !== null)).size
    expect(valid).toBe(101)
    expect(renders).toBe(valid)
    // Beside the pages, the cache holds the content answers their head tags were made from.
    expect(server.app.contentCache.keys().filter((k) => k.startsWith('page ')).length).toBeLessThanOrEqual(valid)
  }, 120_000)
})

describe('a flood of valid variants cannot push the cache past its cap in bytes', () => {
  let server: TestServer
  const CAP = 1024 * 1024
  beforeAll(async () => {
    server = await createTestServer({ distDir: dist, publicUrl: 'http://localhost', contentCacheBytes: CAP })
  })
  afterAll(() => server?.close())

  it('500 valid variants of a page and of a content call under a 1 MB cap: the cache stays under it and keeps serving', async () => {
    for (let n = 1; n <= 250; n++) {
      const page = await server.request(`/program/grid?halls=${n}`, { headers: { 'Accept-Encoding': 'br' } })
      expect(page.status).toBe(200)
      await page.arrayBuffer()
      const content = await server.request(`/acms/api/v1.0/news/35?limit=${n}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(content.status).toBe(200)
      await content.arrayBuffer()
      expect(server.app.contentCache.bytes).toBeLessThanOrEqual(CAP)
    }
    expect(server.app.contentCache.size).toBeGreaterThan(0)
    expect(server.app.contentCache.size).toBeLessThan(500)
  }, 120_000)
})
