import { assert } from 'superstruct'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelope } from '../../kernel/contract/common'
import { type Area, type Meeting, contentEndpoints } from '../../kernel/contract/content'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

async function figures() {
  const { status, body } = await server.getJson('/figures/35')
  expect(status, JSON.stringify(body)).toBe(200)
  assert(body, envelope(contentEndpoints.figures.response))
  return body.data
}

async function list<T>(path: string): Promise<T[]> {
  const { status, body } = await server.getJson(path)
  expect(status).toBe(200)
  return body.data as T[]
}

describe('figures/{event}: the home page figures counted from the content', () => {
  it('§16: sessions are the listed business sessions, speakers the people at listed sessions, halls the active business halls', async () => {
    const business = await list<Meeting>('/meeting?event_id=35&is_culture=0&limit=1000')
    const all = await list<Meeting>('/meeting?event_id=35&with=speakers&limit=1000')
    const areas = await list<Area>('/areas/35?only_active=1')
    const speakers = new Set(all.flatMap((m) => (m.speakers ?? []).map((s) => s.id)))
    const got = await figures()
    expect(got).toEqual({ sessions: business.length, speakers: speakers.size, halls: areas.filter((a) => !a.is_culture).length })
    // The festival is not counted as business sessions.
    expect(got.sessions).toBeLessThan(all.length)
    expect(got.sessions).toBeGreaterThan(0)
  })

  it('§16: a withdrawn session is not counted, and the answer follows a new content version', async () => {
    const before = await figures()
    const [first] = await list<Meeting>('/meeting?event_id=35&is_culture=0&limit=1')
    await server.db.query('UPDATE meetings SET withdrawn_at = now() WHERE id = $1', [first!.id])
    await server.db.query('UPDATE content_meta SET version = version + 1 WHERE id = 1')
    expect((await figures()).sessions).toBe(before.sessions - 1)
  })

  it('§7: an event that does not exist answers 404', async () => {
    const { status } = await server.getJson('/figures/999')
    expect(status).toBe(404)
  })
})
