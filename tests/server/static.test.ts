import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { silentLog } from '../../server/log'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
let dist: string
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>'
const PAGE_ONLY_NAMES = ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'forum-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT)
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dist, 'assets', 'style-abc123.css'), 'body{margin:0}')
  writeFileSync(join(dist, 'assets', 'font-abc123.woff2'), 'wOF2')
  writeFileSync(join(dist, 'boot.js'), ';(function(){})()')
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}')
  writeFileSync(join(dist, '.vite', 'route-chunks.json'), '{}')
  writeFileSync(join(dist, '.env'), 'SECRET=1')
  server = await createTestServer({ distDir: dist })
})
afterAll(async () => {
  await server?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('static site', () => {
  it('serves index.html at / with no-cache', async () => {
    const res = await server.request('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toBe(INDEX)
  })

  it('§2: site routes fall back to index.html (/program/grid, /news/12, /cabinet/personal-data)', async () => {
    for (const path of ['/program/grid', '/news/12', '/cabinet/personal-data', '/program/meeting/5']) {
      const res = await server.request(path)
      expect(res.status, path).toBe(200)
      expect(await res.text(), path).toBe(INDEX)
      expect(res.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('hashed assets are cached for a year and immutable', async () => {
    const res = await server.request('/assets/index-abc123.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('etag')).toBeTruthy()
  })

  it('missing files and unknown API paths are real 404s, not the app shell', async () => {
    for (const path of ['/assets/missing.js', '/nope.png', '/api/acc/nope', '/acms/api/v1.0/nope', '/media/nope', '/dev/anything']) {
      const res = await server.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).not.toBe(INDEX)
    }
  })

  it('paths cannot escape the dist directory', async () => {
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json', '/%00.js']) {
      const res = await server.request(path)
      expect(res.status, path).not.toBe(200)
    }
  })

  it('compresses with brotli or gzip and answers 304 to If-None-Match', async () => {
    const br = await server.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT)
    const gz = await server.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT)
    const none = await server.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } })
    expect(none.headers.get('content-encoding')).toBeNull()
    const etag = br.headers.get('etag')!
    expect((await server.request('/assets/index-abc123.js', { headers: { 'If-None-Match': etag } })).status).toBe(304)
  })

  it('security headers are on every response that can be a document: pages, SVG, API, errors', async () => {
    const responses = await Promise.all([
      server.request('/'),
      server.request('/program/grid'),
      server.request('/favicon.svg'),
      server.request('/acms/api/v1.0/industries'),
      server.request('/acms/api/v1.0/news/35?limit=abc'),
      server.request('/api/health'),
      server.request('/missing.css'),
    ])
    for (const res of responses) {
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      // No inline scripts or <style> elements; style attributes only (the prerendered grid's positions).
      expect(csp).not.toMatch(/(script-src|style-src|default-src) [^;]*unsafe-inline/)
      expect(csp).toContain("style-src-attr 'unsafe-inline'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      // The camera for this site's own pages only (the door scanner); never for a frame of another origin.
      expect(res.headers.get('permissions-policy')).toContain('camera=(self)')
      expect(res.headers.get('permissions-policy')).toContain('microphone=()')
    }
  })

  it('scripts, styles and fonts carry only the headers that apply to them, 304s too (docs/benchmarks.md, figure 8)', async () => {
    const page = await server.request('/')
    const etag = (await server.request('/assets/index-abc123.js')).headers.get('etag')!
    const responses = await Promise.all([
      server.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br' } }),
      server.request('/assets/index-abc123.js', { headers: { 'If-None-Match': etag } }),
      server.request('/assets/style-abc123.css'),
      server.request('/assets/font-abc123.woff2'),
      server.request('/boot.js'),
    ])
    for (const res of responses) {
      expect(res.status, res.url).toBeLessThan(400)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      for (const pageOnly of PAGE_ONLY_NAMES) {
        expect(res.headers.get(pageOnly), pageOnly).toBeNull()
        expect(page.headers.get(pageOnly), pageOnly).toBeTruthy()
      }
    }
    // Hashed files are kept a year; the loader in public/ (its name does not change) an hour.
    for (const res of responses.slice(0, 4)) {
      if (res.status === 200) expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    expect(responses[4]!.headers.get('cache-control')).toBe('public, max-age=3600')
    const bytes = (res: Response) => [...res.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0)
    const dropped = [...page.headers].filter(([k]) => PAGE_ONLY_NAMES.includes(k)).reduce((n, [k, v]) => n + k.length + v.length + 4, 0)
    expect(dropped).toBeGreaterThan(450)
    expect(bytes(responses[0]!)).toBeLessThan(300)
  })

  it('the build\'s notes (Vite\'s manifest, the route chunks) and dot-files are not served', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/route-chunks.json', '/.env', '/assets/%2Evite/x.json']) {
      const res = await server.request(path)
      expect(res.status, path).toBe(404)
    }
  })

  it('GET /api/health is a trivial JSON', async () => {
    const res = await server.request('/api/health')
    expect(await res.json()).toEqual({ data: { ok: true } })
  })
})

describe('without a build', () => {
  it('the API works and / explains how to build the site', async () => {
    const bare = createApp({ db: server.db, config: { ...server.config, distDir: join(dist, 'does-not-exist') }, log: silentLog })
    const home = await bare.request('/')
    expect(home.status).toBe(503)
    expect(await home.text()).toContain('npm run build')
    expect((await bare.request('/acms/api/v1.0/industries')).status).toBe(200)
    expect((await bare.request('/program/grid')).status).toBe(503)
  })
})

/** Every cross-reference entry must point at its object, or readers fall back to repair mode. */
describe('media', () => {
  it('demo images are SVGs drawn by the server, cached for a day', async () => {
    for (const path of ['/media/demo/speaker/1.svg', '/media/demo/organization/1.svg', '/media/demo/industry/design.svg', '/media/demo/news/1.svg', '/media/demo/area/1.svg', '/media/demo/event/35.svg']) {
      const res = await server.request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
      const text = await res.text()
      expect(text.startsWith('<svg')).toBe(true)
      expect(text).not.toMatch(/<script|on\w+=/i)
    }
    expect((await server.request('/media/demo/speaker/99999.svg')).status).toBe(404)
    expect((await server.request('/media/demo/unknown/1.svg')).status).toBe(404)
  })

  it('§7: the program_link PDF and the meeting media files are served', async () => {
    const program = await server.request('/media/program-2026.pdf')
    expect(program.status).toBe(200)
    expect(program.headers.get('content-type')).toBe('application/pdf')
    // The program is drawn with pdf-lib (a Cyrillic font; object streams): read back by a PDF parser.
    const bytes = new Uint8Array(await program.arrayBuffer())
    const pdf = Buffer.from(bytes).toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0)
    expect((await server.request('/media/program-1999.pdf')).status).toBe(404)

    const { body } = await server.getJson<{ data: Array<{ media: Array<{ url: string; size: number }> }> }>('/meeting?area_id=1&with=media')
    const file = body.data.flatMap((m) => m.media)[0]!
    const res = await server.request(file.url)
    expect(res.status).toBe(200)
    expect((await res.arrayBuffer()).byteLength).toBe(file.size)
  })
})

describe('the server bundle is never served, however its path is written', () => {
  let app: ReturnType<typeof createApp>
  beforeAll(() => {
    mkdirSync(join(dist, '_ssr'), { recursive: true })
    writeFileSync(join(dist, '_ssr', 'entry-server.js'), 'export const secret = 1')
    app = createApp({ db: server.db, config: { ...server.config, distDir: dist, prerender: false }, log: silentLog })
  })

  it('§ static guard checks the decoded path: /_ssr%2Fentry-server.js and other spellings are 404s', async () => {
    for (const path of ['/_ssr/entry-server.js', '/_ssr%2Fentry-server.js', '/_ssr%2fentry-server.js', '/%5Fssr/entry-server.js', '/assets/..%2F_ssr%2Fentry-server.js', '/_ssr%2F', '//_ssr/entry-server.js']) {
      const res = await app.request(path)
      expect(res.status, path).not.toBe(200)
      expect(await res.text(), path).not.toContain('secret')
    }
  })
})
