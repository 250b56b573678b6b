/**
 * Hostile input, generated from the contract's endpoint lists (never hand-listed): for every
 * endpoint, every path parameter, query parameter and body field gets wrong types, arrays for
 * scalars, huge and negative numbers, NUL bytes, 1 MB strings, unicode edge cases (U+202E, lone
 * surrogates), SQL and HTML meta characters; bodies are malformed JSON, wrong content types,
 * oversize, with a false Content-Length; tokens are missing, garbage, expired, alg "none" or
 * signed by someone else. Every answer is a 2xx or a 4xx with a JSON message, never a 5xx or a
 * stack trace, and the server is healthy afterwards. In process (app.fetch), no network.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Struct } from 'superstruct'
import { ACCOUNT_API_PREFIX, CONTENT_API_PREFIX } from '../../kernel/constants'
import { accountEndpoints } from '../../kernel/contract/account'
import { contentEndpoints } from '../../kernel/contract/content'
import { staffEndpoints } from '../../kernel/contract/staff'
import { feedbackEndpoints } from '../../kernel/contract/feedback'
import { liveEndpoints, pickChangeEndpoints, pushEndpoints } from '../../kernel/contract/live'
import { questionEndpoints } from '../../kernel/contract/questions'
import { ACCESS_AUDIENCE, TOKEN_ISSUER } from '../../server/auth/jwt'
import { type AccountTestServer, TEST_SECRET, createAccountServer } from './helpers/account'
import { demoToken } from './helpers/cabinet'

let server: AccountTestServer
let token: string
/** The staff API's probes come with a staff member's token, so they reach its checks (a visitor's stop at 403). */
let staffToken: string
const counted = { requests: 0 }
beforeAll(async () => {
  server = await createAccountServer()
  token = await demoToken(server, 'visitor')
  staffToken = await demoToken(server, 'staff')
}, 300_000)
afterAll(() => server?.close())

const MB = 'x'.repeat(1 << 20)
/** Arrays nested `n` deep, as JSON text (JSON.stringify itself would overflow): valid, a few kilobytes, too deep for a recursive validator. */
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`

/** Values for JSON body fields. */
const BODY_VALUES: unknown[] = [
  null, true, false, 0, -1, 1.5, -0.000001, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308,
  '', ' ', '\u0000', 'a\u0000b', '\u202eevil', '\ud800', '\udfff\ud800', '😀'.repeat(500), '\ufeff', '\u2028',
  "' OR '1'='1' --", '"; DROP TABLE users; --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '${7*7}{{7*7}}',
  '../../etc/passwd', '%00', '\\', 'null', 'undefined', '[]', '{}', '-1', '99999999999999999999', 'NaN', 'Infinity',
  '2026-12-02T24:30:00+03:00', '2026-13-02T99:99:00Z', '9999-12-31T23:59:00Z', '0001-01-01T00:00:00Z', '2026-12-09', '\u200b\u200c\u200d\u2060', '\u202e\u2066abc\u2069',
  [], [null], ['a'], [1, 2, 3], [[1]], Array.from({ length: 10_000 }, (_, i) => i), {}, { a: 1 }, { __proto__: { admin: true } },
  MB,
]

/** Raw values for query and path parameters (already URL-encoded where it matters). */
const URL_VALUES = [
  '', '0', '-1', '+1', '%201', '1%20', '1.5', '1e3', '0x10', '99999999999999999999', '2147483648', '-2147483649', 'NaN',
  'abc', '%00', 'a%00b', '%E2%80%AE', '%ED%A0%80', '%FF', '%', '%%', '..', '..%2F..%2Fetc', '%27%20OR%201%3D1', '%3Cscript%3E',
  '1,2,,3', ',', 'ru,ru,ru', 'ru,xx', '%EF%BC%91', encodeURIComponent('😀'), 'x'.repeat(8000),
]

const TOKENS = async (): Promise<Array<[string, Record<string, string>]>> => {
  const key = new TextEncoder().encode(TEST_SECRET)
  const other = new TextEncoder().encode('another-secret-of-someone-else-0123456789')
  const now = Math.floor(server.clock.now / 1000)
  const claims = { sub: '1', sid: '00000000-0000-0000-0000-000000000000', jti: 'x' }
  const sign = (k: Uint8Array, extra: object = {}, exp = now + 600) =>
    new SignJWT({ ...claims, ...extra }).setProtectedHeader({ alg: 'HS256' }).setIssuer(TOKEN_ISSUER).setAudience(ACCESS_AUDIENCE).setIssuedAt(now - 10).setExpirationTime(exp).sign(k)
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iss: TOKEN_ISSUER, aud: ACCESS_AUDIENCE, iat: now, exp: now + 600 })}.`
  return [
    ['no token', {}],
    ['garbage', { Authorization: 'Bearer garbage' }],
    ['three dots', { Authorization: 'Bearer a.b.c' }],
    ['not bearer', { Authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
    ['alg none', { Authorization: `Bearer ${none}` }],
    ['expired', { Authorization: `Bearer ${await sign(key, {}, now - 30 * 24 * 3600)}` }],
    ['foreign key', { Authorization: `Bearer ${await sign(other)}` }],
    ['odd claims', { Authorization: `Bearer ${await sign(key, { sub: "1' OR 1=1", sid: '<x>' })}` }],
    ['huge', { Authorization: `Bearer ${'a'.repeat(16_000)}` }],
    ['latin-1 bytes', { Authorization: 'Bearer a\u00ffb' }],
  ]
}

interface Probe {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
}

const STACK = /\n\s+at |node_modules|\.ts:\d+|\bat [\w.]+ \(/

/** Sends a probe and returns what is wrong with the answer, or null. */
async function check(p: Probe): Promise<string | null> {
  counted.requests++
  let res: Response
  try {
    const body = p.method === 'GET' || p.method === 'HEAD' ? undefined : p.body
    res = await server.app.request(p.path, { method: p.method, headers: p.headers, body })
  } catch (err) {
    return `${p.method} ${p.path.slice(0, 120)}: threw ${(err as Error).message}`
  }
  const text = await res.text()
  const where = `${p.method} ${p.path.slice(0, 120)} → ${res.status}`
  if (res.status >= 500) return `${where}: ${text.slice(0, 200)}`
  if (STACK.test(text)) return `${where}: stack trace in ${text.slice(0, 200)}`
  if (res.status >= 400 && (res.headers.get('Content-Type') ?? '').includes('json')) {
    const body = JSON.parse(text) as { message?: unknown }
    if (typeof body.message !== 'string' || body.message === '') return `${where}: no message in ${text.slice(0, 200)}`
  }
  return null
}

/** Runs probes a few at a time and collects every problem. */
async function run(probes: Probe[]): Promise<string[]> {
  const problems: string[] = []
  let next = 0
  const worker = async () => {
    while (next < probes.length) {
      const problem = await check(probes[next++]!)
      if (problem) problems.push(problem)
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
  return problems
}

const fieldsOf = (struct: unknown): string[] => Object.keys(((struct as Struct<unknown, unknown> | null)?.schema as Record<string, unknown> | null) ?? {})
const fill = (path: string, value = '1') => path.replace(/:\w+/g, value)
const json = { 'Content-Type': 'application/json' }

describe('§7 hostile input, generated from the contract: never a 5xx or a stack trace', () => {
  for (const [name, e] of Object.entries(contentEndpoints)) {
    it(`content ${name}: every path and query parameter`, async () => {
      const base = `${CONTENT_API_PREFIX}${fill(e.path, '35')}`
      const probes: Probe[] = []
      for (const param of (e.path.match(/:\w+/g) ?? []).map((s) => s.slice(1))) {
        for (const v of URL_VALUES) probes.push({ method: 'GET', path: `${CONTENT_API_PREFIX}${e.path.replace(`:${param}`, v).replace(/:\w+/g, '1')}` })
      }
      for (const q of [...fieldsOf(e.query), '__proto__', 'constructor', 'unknown']) {
        for (const v of URL_VALUES) probes.push({ method: 'GET', path: `${base}?${q}=${v}` })
        probes.push({ method: 'GET', path: `${base}?${q}=1&${q}=2` }, { method: 'GET', path: `${base}?${q}[]=1` }, { method: 'GET', path: `${base}?${q}[a]=1` })
      }
      probes.push({ method: 'GET', path: `${base}?langs=${'ru,'.repeat(300_000)}ru` })
      for (const lang of ['', 'xx', '\u0000'.replace('\u0000', '%00'), 'ru'.repeat(1000)]) probes.push({ method: 'GET', path: base, headers: { 'X-Lang': lang } })
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) probes.push({ method, path: base, headers: json, body: '{}' })
      expect(await run(probes)).toEqual([])
    })
  }

  const endpoints = [
    ...Object.entries(accountEndpoints).map(([name, e]) => ['account', name, e] as const),
    ...Object.entries(staffEndpoints).map(([name, e]) => ['staff', name, e] as const),
    // The live, push, questions and feedback APIs name their whole paths. The stream never ends by
    // itself: it is probed below, with the app's other routes.
    ...Object.entries(liveEndpoints).filter(([name]) => name !== 'stream').map(([name, e]) => ['live', name, e] as const),
    ...Object.entries(pushEndpoints).map(([name, e]) => ['push', name, e] as const),
    ...Object.entries(pickChangeEndpoints).map(([name, e]) => ['live', name, e] as const),
    ...Object.entries(questionEndpoints).map(([name, e]) => ['questions', name, e] as const),
    ...Object.entries(feedbackEndpoints).map(([name, e]) => ['feedback', name, e] as const),
  ]
  for (const [api, name, e] of endpoints) {
    it(`${api} ${name}: every body field, query parameter and token`, async () => {
      const prefix = api === 'account' || api === 'staff' ? ACCOUNT_API_PREFIX : ''
      const base = `${prefix}${fill(e.path)}`
      // Logout ends the session it is given: its probes get a session of their own.
      const auth = { Authorization: `Bearer ${name === 'logout' ? await demoToken(server, 'visitor') : api === 'staff' ? staffToken : token}` }
      const probes: Probe[] = []
      const body = 'body' in e ? e.body : null
      for (const field of [...fieldsOf(body), '__proto__', 'constructor']) {
        for (const v of BODY_VALUES) probes.push({ method: e.method, path: base, headers: { ...json, ...auth }, body: JSON.stringify({ [field]: v }) })
        for (const n of [20, 3000]) probes.push({ method: e.method, path: base, headers: { ...json, ...auth }, body: `{${JSON.stringify(field)}:${deep(n)}}` })
      }
      if (body) {
        for (const raw of ['', '{', '{"a":', 'null', '[]', '"x"', '1', 'NaN', '\u0000', '{"__proto__":{"admin":true}}', `{"a":"${MB}"}`, '['.repeat(100_000), '{"a":'.repeat(5000), deep(5000), `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`]) {
          probes.push({ method: e.method, path: base, headers: { ...json, ...auth }, body: raw })
        }
        for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', '']) {
          probes.push({ method: e.method, path: base, headers: { 'Content-Type': type, ...auth }, body: '{"email":"a@b.cd"}' })
        }
        probes.push({ method: e.method, path: base, headers: { ...json, ...auth, 'Content-Length': '10' }, body: '{"email":"a@b.cd","password":"12345678"}' })
        probes.push({ method: e.method, path: base, headers: { ...json, ...auth, 'Content-Length': '999999999' }, body: '{}' })
      }
      const query = 'query' in e ? e.query : null
      for (const q of [...fieldsOf(query), '__proto__', 'unknown']) {
        for (const v of URL_VALUES) probes.push({ method: e.method, path: `${base}?${q}=${v}`, headers: auth })
      }
      if (e.path.includes(':')) for (const v of URL_VALUES) probes.push({ method: e.method, path: `${prefix}${fill(e.path, v)}`, headers: { ...json, ...auth }, body: '{}' })
      for (const [, headers] of await TOKENS()) probes.push({ method: e.method, path: base, headers: { ...json, ...headers }, body: e.method === 'GET' ? undefined : '{}' })
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => m !== e.method)) probes.push({ method, path: base, headers: auth })
      expect(await run(probes)).toEqual([])
    }, 240_000) // a few hundred requests: minutes when other work shares the cores
  }

  it('the userpic upload: broken forms, false lengths, garbage boundaries', async () => {
    const path = `${ACCOUNT_API_PREFIX}${accountEndpoints.uploadUserpic.path}`
    const auth = { Authorization: `Bearer ${token}` }
    const probes: Probe[] = []
    const types = ['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'b'.repeat(200)}`, 'multipart/form-data; boundary="x', 'multipart/mixed; boundary=x', 'image/png', 'multipart/form-data; boundary=x; boundary=y']
    const bodies = ['', '--x', '--x\r\n\r\n', '--x--', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0000\u0000--x--', `--x\r\n${'H: v\r\n'.repeat(5000)}\r\n`, '\u0000'.repeat(1000)]
    for (const type of [...types, 'multipart/form-data; boundary=x']) {
      for (const b of bodies) {
        probes.push({ method: 'POST', path, headers: { ...auth, 'Content-Type': type }, body: b })
        probes.push({ method: 'POST', path, headers: { ...auth, 'Content-Type': type, 'Content-Length': '3' }, body: b })
      }
    }
    expect(await run(probes)).toEqual([])
  })

  it('thousands of requests in all, and the server is healthy afterwards', async () => {
    expect(counted.requests).toBeGreaterThan(5000)
    const health = await server.request('/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ data: { ok: true } })
    expect((await server.request(`${CONTENT_API_PREFIX}/news/35?limit=1`)).status).toBe(200)
    expect((await server.call('me', { token: await demoToken(server, 'visitor') })).status).toBe(200)
  })
})

/**
 * Every other route of the server, generated from the app's own route table (pages, media,
 * calendars, exports, unsubscribe links, SEO files, dev tools) and from the site's route tree
 * (src/routeTree.gen.ts): each path parameter and wildcard with every hostile value, each page
 * with the search parameters the site's routes read and hostile values for them, forged Host
 * and forwarding headers. A stand-in render bundle (as in prerender.test.ts) makes the pages real.
 */
describe('§7 hostile input over every route of the app and every page: never a 5xx or a stack trace', () => {
  let site: AccountTestServer
  let dist: string
  const INDEX = '<!doctype html>\n<html lang="ru">\n<head>\n<meta name="robots" content="index, follow" />\n<title>Форум</title>\n</head><body><div id="root"></div></body></html>'
  const BUNDLE = `
export async function prerender({ url, lang, fetch }) {
  const health = await (await fetch('http://prerender.invalid/api/health')).json()
  return { html: '<h1>' + lang + ' ' + url.length + ' ' + health.data.ok + '</h1>', status: url.includes('missing') ? 404 : 200, head: { noindex: false } }
}
export function pageSearch(url) {
  const params = new URL(url, 'http://x').searchParams
  const day = params.get('day')
  return day && /^\\d{4}-\\d\\d-\\d\\d$/.test(day) ? '?day=' + day : ''
}
`
  /** Search parameters the site's pages read (their validateSearch), and a few they do not. */
  const PAGE_PARAMS = ['day', 'halls', 'industry', 'lang', 'q', 'letter', 'token', 'confirm', 'return', 'social_error', 'utm_source', '__proto__']
  const PAGE_VALUES = ['', '-1', '99999999999999999999', '%00', '%FF', '%E2%80%AE', '..%2F..%2Fetc', '%3Cscript%3E', '1,2,,3', 'x'.repeat(4000)]

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'forum-hostile-'))
    mkdirSync(join(dist, '_ssr'))
    writeFileSync(join(dist, 'index.html'), INDEX)
    writeFileSync(join(dist, '_ssr', 'entry-server.js'), BUNDLE)
    site = await createAccountServer({ config: { distDir: dist, publicUrl: 'http://localhost', devTools: true } })
  }, 300_000)
  afterAll(async () => {
    await site?.close()
    if (dist) rmSync(dist, { recursive: true, force: true })
  })

  const firstChunk = async (res: Response): Promise<string> => {
    if (!res.body) return '' // a HEAD
    const reader = res.body.getReader()
    const { value } = await reader.read()
    await reader.cancel()
    return new TextDecoder().decode(value)
  }
  const sendTo = async (p: Probe): Promise<string | null> => {
    counted.requests++
    let res: Response
    try {
      res = await site.app.request(p.path, { method: p.method, headers: p.headers, body: p.method === 'GET' || p.method === 'HEAD' ? undefined : p.body })
    } catch (err) {
      return `${p.method} ${p.path.slice(0, 120)}: threw ${(err as Error).message}`
    }
    // The live channel's stream never ends by itself: its first frame is what a client sees.
    const text = res.headers.get('content-type')?.startsWith('text/event-stream') ? await firstChunk(res) : await res.text()
    const where = `${p.method} ${p.path.slice(0, 120)} → ${res.status}`
    if (res.status >= 500) return `${where}: ${text.slice(0, 200)}`
    if (STACK.test(text)) return `${where}: stack trace in ${text.slice(0, 200)}`
    return null
  }
  const runOn = async (probes: Probe[]) => {
    const problems: string[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < probes.length) {
          const problem = await sendTo(probes[next++]!)
          if (problem) problems.push(problem)
        }
      }),
    )
    return problems
  }

  it('every route in the app’s table: its parameters and wildcards, other methods, forged hosts', async () => {
    const routes = site.app.routes.filter((r) => r.method !== 'ALL' || r.path !== '/*').filter((r) => !/^\/(api\/acc|acms)\b/.test(r.path))
    const paths = [...new Set(routes.map((r) => r.path))]
    expect(paths.length).toBeGreaterThan(15)
    const probes: Probe[] = []
    for (const path of paths) {
      const holes = path.match(/:\w+(\{[^}]+\})?|\*/g) ?? []
      const filled = (v: string) => path.replace(/:\w+(\{[^}]+\})?|\*/g, v)
      for (const v of holes.length ? URL_VALUES : ['']) probes.push({ method: 'GET', path: filled(v) })
      for (const v of ['program-2026.pdf', 'program-3000.pdf', '1.svg', 'x.ics', 'abc', 'feed/x.ics', 'A'.repeat(43)]) probes.push({ method: 'GET', path: filled(v) })
      for (const q of ['lang', 'download', 'year', 'event_id', 'v']) for (const v of URL_VALUES.slice(0, 14)) probes.push({ method: 'GET', path: `${filled('1')}?${q}=${v}` })
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']) probes.push({ method, path: filled('1'), headers: json, body: '{}' })
      for (const headers of <Record<string, string>[]>[{ Host: 'evil.example' }, { 'X-Forwarded-For': '203.0.113.1', 'X-Forwarded-Proto': 'https' }, { 'Accept-Encoding': 'br;q=0, gzip;q=x, *' }, { 'If-None-Match': '*' }, { Range: 'bytes=999999999-' }]) {
        probes.push({ method: 'GET', path: filled('1'), headers })
      }
    }
    expect(await runOn(probes)).toEqual([])
  }, 300_000)

  it('every page of the site: its path parameters and the search parameters pages read, with hostile values', async () => {
    const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8')
    const pages = [...new Set([...tree.matchAll(/fullPath: '([^']*)'/g)].map((m) => m[1]!))]
    expect(pages.length).toBeGreaterThan(25)
    const probes: Probe[] = []
    for (const page of pages) {
      const filled = (v: string) => page.replace(/\$\w+/g, v)
      if (page.includes('$')) for (const v of URL_VALUES) probes.push({ method: 'GET', path: filled(v) })
      for (const q of PAGE_PARAMS) for (const v of PAGE_VALUES) probes.push({ method: 'GET', path: `${filled('1')}?${q}=${v}` })
      probes.push({ method: 'GET', path: filled('1'), headers: { Cookie: 'lang=xx; lang=en; %00=1' } })
      probes.push({ method: 'GET', path: filled('1'), headers: { Host: 'evil.example', Accept: 'text/html' } })
    }
    expect(await runOn(probes)).toEqual([])
  }, 300_000)

  it('the site server is healthy afterwards, and no page it keeps names a foreign host', async () => {
    const health = await site.request('/api/health')
    expect(health.status).toBe(200)
    const page = await (await site.request('/news')).text()
    expect(page).not.toContain('evil.example')
  })
})
