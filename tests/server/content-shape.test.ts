import { type Struct, assert } from 'superstruct'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiErrorBody, envelope } from '../../kernel/contract/common'
import { contentEndpoints, fillPath } from '../../kernel/contract/content'
import { MEETING_RELATIONS } from '../../kernel/contract/content'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

/** One realistic request per endpoint, relations and both languages included. */
const CASES: Array<[keyof typeof contentEndpoints, Record<string, number>, string]> = [
  ['news', { event: 35 }, '?langs=ru,en'],
  ['newsItem', { event: 35, id: 1 }, '?langs=ru,en'],
  ['themes', { event: 35 }, ''],
  ['industries', {}, '?langs=en'],
  ['areas', { event: 35 }, '?only_active=0'],
  ['interests', { event: 35 }, ''],
  ['organizations', { event: 35 }, ''],
  ['meetings', {}, `?with=${MEETING_RELATIONS.join(',')}&langs=ru,en`],
  ['speakers', { event: 35 }, '?langs=ru,en'],
  ['events', { event: 35 }, ''],
]

describe('§7: every content response validates against the contract', () => {
  for (const [name, params, query] of CASES) {
    it(`${name}: ${contentEndpoints[name].path}${query}`, async () => {
      const { status, body } = await server.getJson(`${fillPath(contentEndpoints[name].path, params)}${query}`)
      expect(status).toBe(200)
      assert(body, envelope(contentEndpoints[name].response as Struct<unknown>))
      if (Array.isArray(body.data)) expect(body.data.length).toBeGreaterThan(0)
    })
  }

  it('every relation of a meeting validates and is present when asked for', async () => {
    const { body } = await server.getJson(`/meeting?date=2026-12-09&with=${MEETING_RELATIONS.join(',')}`)
    assert(body, envelope(contentEndpoints.meetings.response))
    for (const m of body.data) for (const rel of MEETING_RELATIONS) expect(m).toHaveProperty(rel)
    const business = body.data.find((m) => !m.is_culture)
    expect(business?.areaEventType).not.toBeNull()
    expect(business?.speakers?.length).toBeGreaterThanOrEqual(3)
  })

  it('errors validate against ApiErrorBody', async () => {
    for (const path of ['/news/35?limit=abc', '/news/35/999', '/nope']) {
      const { body } = await server.getJson(path)
      assert(body, ApiErrorBody)
    }
  })

  it('the content API never returns a stream URL (§2: broadcasts are for registered users)', async () => {
    const { body: areas } = await server.getJson('/areas/35?only_active=0')
    expect(areas.data.every((a: { stream_url: unknown }) => a.stream_url === null)).toBe(true)
    const { body } = await server.getJson('/meeting?area_id=1&limit=3&with=area')
    const text = JSON.stringify(body)
    expect(text).not.toContain('/streams/')
    expect(body.data.every((m: { has_broadcast: boolean }) => m.has_broadcast)).toBe(true)
  })

  it('times carry the venue offset and the date is the venue-local day', async () => {
    const { body } = await server.getJson('/meeting?limit=1')
    expect(body.data[0].start_at).toBe('2026-12-08T09:00:00+03:00')
    expect(body.data[0].date).toBe('2026-12-08')
  })
})
