import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS, SearchGate, limitSearches } from '../../server/content/search-limit'
import { searchCacheQuery, searchText, searchWords } from '../../server/content/search-text'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
}, 60_000)
afterAll(() => server?.close())
afterEach(() => {
  limitSearches(server.db, DEFAULT_LIMITS)
})

const path = (q: string) => `/search/35?q=${encodeURIComponent(q)}&limit=50`

describe('search: equal queries are one query', () => {
  it('§7 search: case, spacing, punctuation and the order of the words before the last do not change the words', () => {
    expect(searchWords('  Мода,  ДИЗАЙН и Кино ')).toEqual(['дизайн', 'и', 'мода', 'кино'])
    expect(searchWords('и мода дизайн кино')).toEqual(searchWords('Дизайн — мода, и… кино'))
    // The last word is the prefix one (it may be unfinished): it stays last.
    expect(searchWords('мода кино')).not.toEqual(searchWords('кино мода'))
    expect(searchText('Дизайн, мода!  кин')?.tsquery).toBe('дизайн & мода & кин:*')
    expect(searchWords(' ,.; ')).toEqual([])
  })

  it('§7 search: the cache key merges only what cannot change the answer; a 400 keeps its own key', () => {
    const key = (search: string) => searchCacheQuery(new URLSearchParams(search), search)
    expect(key('?q=Мода%20%20Дизайн%20кино&limit=20')).toBe(key('?q=дизайн+мода+кино&limit=20'))
    expect(key('?q=мода&limit=20')).not.toBe(key('?q=мода&limit=10'))
    expect(key('?q=мода&limit=20')).toMatch(/^ /) // no URL's query starts with a space
    for (const bad of ['?q=', '?q=a&q=b', `?q=${'а'.repeat(201)}`, '?limit=5']) expect(key(bad)).toBe(bad)
  })

  it('§7 search: a query equal to one answered before is served from its cache entry', async () => {
    const first = await server.getJson(path('Промышленный, ЛОКАЛЬНОЕ  дизайн производство'))
    expect(first.status).toBe(200)
    const [hit] = first.body.data.meetings
    expect(hit).toBeDefined()
    // Changed in the database without a new content version: only a new computation would see it.
    await server.db.query('UPDATE meetings SET withdrawn_at = now() WHERE id = $1', [hit.id])
    try {
      const same = await server.getJson(path('дизайн промышленный локальное производство'))
      expect(same.body).toEqual(first.body)
      expect(same.res.headers.get('etag')).toBe(first.res.headers.get('etag'))
      const other = await server.getJson(path('дизайн промышленный локальное производств'))
      expect(other.status).toBe(200)
      expect(other.body.data.meetings.map((h: { id: number }) => h.id)).not.toContain(hit.id)
    } finally {
      await server.db.query('UPDATE meetings SET withdrawn_at = NULL WHERE id = $1', [hit.id])
      await server.db.query('UPDATE content_meta SET version = version + 1')
    }
  })
})

describe('search: bounded under load', () => {
  it('§8: when the wait for the database would be too long, a new search is a fast 429 with Retry-After and a clear message, never a 500', async () => {
    limitSearches(server.db, { concurrency: 1, maxWaitMs: 0 })
    const answers = await Promise.all(['кино', 'мода', 'лекция', 'музыка', 'театр'].map((q) => server.getJson(path(q), { 'X-Lang': 'en' })))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true)
    for (const a of refused) {
      expect(a.res.headers.get('retry-after')).toBe('1')
      expect(a.res.headers.get('cache-control')).toBe('no-store')
      expect(a.body).toEqual({ message: 'Search is busy right now. Please try again in a second.', code: 'search_busy' })
    }
    // A refusal is not cached: once there is room, the same query is answered.
    const again = await server.getJson(path(['кино', 'мода', 'лекция', 'музыка', 'театр'][statuses.indexOf(429)]!))
    expect(again.status).toBe(200)
  })

  it('§8: the same query asked again while it runs waits for that run instead of being refused', async () => {
    limitSearches(server.db, { concurrency: 1, maxWaitMs: 0 })
    const answers = await Promise.all(Array.from({ length: 6 }, () => server.getJson(path('архитектура города'))))
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200))
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body)
  })

  it('§8: searches within the bound wait their turn and are all answered', async () => {
    limitSearches(server.db, { concurrency: 1, maxWaitMs: 60_000 })
    const answers = await Promise.all(['фестиваль', 'технологии', 'город', 'образование', 'Ibragimov'].map((q) => server.getJson(path(q))))
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200))
  })
})

describe('SearchGate', () => {
  const later = <T>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

  it('§8: runs at most `concurrency` at once, the rest in arrival order, and hands a freed turn to the first waiting', async () => {
    const gate = new SearchGate({ concurrency: 2, maxWaitMs: 60_000 })
    let running = 0
    let most = 0
    const order: number[] = []
    const job = (i: number) => async () => {
      running++
      most = Math.max(most, running)
      order.push(i)
      await later(null)
      running--
      return i
    }
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => gate.run(`k${i}`, 'ru', job(i))))
    expect(results).toEqual([1, 2, 3, 4, 5])
    expect(most).toBe(2)
    expect(order).toEqual([1, 2, 3, 4, 5])
    expect(gate.load).toEqual({ running: 0, waiting: 0 })
  })

  it('§8: a failed search frees its turn and is not shared with a later ask', async () => {
    const gate = new SearchGate({ concurrency: 1, maxWaitMs: 60_000 })
    await expect(gate.run('k', 'ru', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await gate.run('k', 'ru', () => later(7))).toBe(7)
    expect(gate.load).toEqual({ running: 0, waiting: 0 })
  })
})
