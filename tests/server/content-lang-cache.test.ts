import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Industry, Meeting } from '../../kernel/contract/content'
import { importContent } from '../../server/program/import'
import { CONTENT, type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

describe('§7: X-Lang and langs', () => {
  it('translations hold only the X-Lang language by default, ru when X-Lang is absent or unknown', async () => {
    const ru = await server.getJson<{ data: Industry[] }>('/industries')
    expect(Object.keys(ru.body.data[0]!.translations)).toEqual(['ru'])
    const en = await server.getJson<{ data: Industry[] }>('/industries', { 'X-Lang': 'en' })
    expect(Object.keys(en.body.data[0]!.translations)).toEqual(['en'])
    expect(en.body.data[0]!.translations.en!.name).toBe('Design')
    const unknown = await server.getJson<{ data: Industry[] }>('/industries', { 'X-Lang': 'de' })
    expect(Object.keys(unknown.body.data[0]!.translations)).toEqual(['ru'])
  })

  it('langs chooses the translation keys, whatever X-Lang says', async () => {
    const both = await server.getJson<{ data: Industry[] }>('/industries?langs=ru,en', { 'X-Lang': 'en' })
    expect(Object.keys(both.body.data[0]!.translations).sort()).toEqual(['en', 'ru'])
    const { body } = await server.getJson<{ data: Meeting[] }>('/meeting?limit=2&with=speakers,area&langs=en')
    const m = body.data[0]!
    expect(Object.keys(m.translations)).toEqual(['en'])
    expect(Object.keys(m.area!.translations)).toEqual(['en'])
    expect(Object.keys(m.speakers![0]!.translations)).toEqual(['en'])
  })

  it('a text missing in the asked-for language falls back to ru', async () => {
    const report = await importContent(server.db, {
      themes: [{ id: 900, event_id: 35, sort: 99, translations: { ru: { name: 'Только по-русски' } } }],
    })
    expect(report.ok).toBe(true)
    server.app.contentCache.invalidate()
    const { body } = await server.getJson<{ data: Array<{ id: number; translations: object }> }>('/themes/35', { 'X-Lang': 'en' })
    expect(body.data.find((t) => t.id === 900)!.translations).toEqual({ ru: { name: 'Только по-русски' } })
  })
})

describe('§7: caching, ETag and 304', () => {
  it('content responses carry ETag, Cache-Control and Vary', async () => {
    const res = await server.request(`${CONTENT}/areas/35`)
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    expect(res.headers.get('vary')).toContain('X-Lang')
  })

  it('a matching If-None-Match gets a 304 without a body', async () => {
    const first = await server.request(`${CONTENT}/areas/35`)
    const etag = first.headers.get('etag')!
    const again = await server.request(`${CONTENT}/areas/35`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    const other = await server.request(`${CONTENT}/areas/35`, { headers: { 'If-None-Match': '"something-else"' } })
    expect(other.status).toBe(200)
  })

  it('the ETag differs between languages and changes when content is imported', async () => {
    const ru = (await server.request(`${CONTENT}/themes/35`)).headers.get('etag')
    const en = (await server.request(`${CONTENT}/themes/35`, { headers: { 'X-Lang': 'en' } })).headers.get('etag')
    expect(ru).not.toBe(en)
    const report = await importContent(server.db, {
      themes: [{ id: 1, event_id: 35, sort: 1, translations: { ru: { name: 'Новое имя темы' }, en: { name: 'A new theme name' } } }],
    })
    expect(report.ok).toBe(true)
    // contentVersionCheckMs is 0 in tests: the next request sees the new version.
    const after = await server.request(`${CONTENT}/themes/35`, { headers: { 'If-None-Match': ru! } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(ru)
    expect(JSON.stringify(await after.json())).toContain('Новое имя темы')
  })

  it('large responses are compressed with brotli or gzip as asked', async () => {
    const path = `${CONTENT}/meeting?date=2026-12-08&with=speakers`
    const br = await server.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    const gz = await server.request(path, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    const plain = await server.request(path)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(Number(br.headers.get('content-length'))).toBeLessThan(Number(plain.headers.get('content-length')) / 4)
  })
})
