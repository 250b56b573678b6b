import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Area, Meeting, NewsItem, Speaker } from '../../kernel/contract/content'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

const data = async <T>(path: string, headers?: Record<string, string>): Promise<T> => {
  const { status, body } = await server.getJson<{ data: T }>(path, headers)
  expect(status, path).toBe(200)
  return body.data
}

describe('§7 news/{event}', () => {
  it('§7: news hides unpublished items and lists the newest first', async () => {
    const news = await data<NewsItem[]>('/news/35')
    expect(news).toHaveLength(36)
    expect(news.every((n) => n.is_published)).toBe(true)
    const times = news.map((n) => Date.parse(n.published_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('§7: with_unpublished=1 is accepted but still hides drafts (there is no editor role)', async () => {
    const news = await data<NewsItem[]>('/news/35?with_unpublished=1')
    expect(news).toHaveLength(36)
    expect(news.some((n) => !n.is_published)).toBe(false)
  })

  it('§7: a single unpublished news item is a 404, a published one is found', async () => {
    const { rows } = { rows: await server.db.query<{ id: number; is_published: boolean }>('SELECT id, is_published FROM news ORDER BY id') }
    const draft = rows.find((r) => !r.is_published)!
    const published = rows.find((r) => r.is_published)!
    expect((await server.getJson(`/news/35/${draft.id}`)).status).toBe(404)
    expect((await server.getJson(`/news/35/${draft.id}?with_unpublished=1`)).status).toBe(400)
    expect((await data<NewsItem>(`/news/35/${published.id}`)).id).toBe(published.id)
  })

  it('§7: industry_ids keeps news with any of the industries, limit cuts the list', async () => {
    const news = await data<NewsItem[]>('/news/35?industry_ids=1,11')
    expect(news.length).toBeGreaterThan(0)
    expect(news.every((n) => n.industry_ids.some((id) => id === 1 || id === 11))).toBe(true)
    expect(await data<NewsItem[]>('/news/35?limit=5')).toHaveLength(5)
  })
})

describe('§7 meeting', () => {
  it('defaults to event 35, ordered by start time, then hall order, then id', async () => {
    const all = await data<Meeting[]>('/meeting?with=area')
    expect(all).toHaveLength(310)
    expect(all.every((m) => m.event_id === 35)).toBe(true)
    const key = (m: Meeting) => [Date.parse(m.start_at), m.area!.sort, m.id]
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [key(all[i - 1]!), key(all[i]!)]
      expect(a[0]! < b[0]! || (a[0] === b[0] && (a[1]! < b[1]! || (a[1] === b[1] && a[2]! < b[2]!)))).toBe(true)
    }
  })

  it('filters by date, area_id, is_culture, industry_ids, interest_ids, meeting_ids and limit', async () => {
    const day = await data<Meeting[]>('/meeting?date=2026-12-10')
    expect(day.length).toBeGreaterThan(50)
    expect(day.every((m) => m.date === '2026-12-10')).toBe(true)

    const hall = await data<Meeting[]>('/meeting?area_id=8')
    expect(hall.length).toBeGreaterThan(0)
    expect(hall.every((m) => m.area_id === 8)).toBe(true)

    expect(await data<Meeting[]>('/meeting?is_culture=1')).toHaveLength(60)
    const business = await data<Meeting[]>('/meeting?is_culture=0')
    expect(business).toHaveLength(250)
    expect(business.every((m) => !m.is_culture)).toBe(true)

    const design = await data<Meeting[]>('/meeting?industry_ids=1,5')
    expect(design.length).toBeGreaterThan(0)
    expect(design.every((m) => m.industry_ids.includes(1) || m.industry_ids.includes(5))).toBe(true)

    const music = await data<Meeting[]>('/meeting?interest_ids=1')
    expect(music.length).toBeGreaterThan(0)
    expect(music.every((m) => m.interest_ids.includes(1) && m.is_culture)).toBe(true)

    const picked = await data<Meeting[]>('/meeting?meeting_ids=3,1,2,99999')
    expect(picked.map((m) => m.id).sort()).toEqual([1, 2, 3])

    expect(await data<Meeting[]>('/meeting?limit=7')).toHaveLength(7)
    const combined = await data<Meeting[]>('/meeting?date=2026-12-08&is_culture=1&limit=3')
    expect(combined.every((m) => m.date === '2026-12-08' && m.is_culture)).toBe(true)
  })

  it('relations appear only when asked for in `with`', async () => {
    const [plain] = await data<Meeting[]>('/meeting?limit=1')
    for (const rel of ['area', 'areaEventType', 'industries', 'speakers', 'interests', 'media']) expect(plain).not.toHaveProperty(rel)
    const [withSpeakers] = await data<Meeting[]>('/meeting?limit=1&with=speakers')
    expect(withSpeakers).not.toHaveProperty('area')
    // §2: roles shown; the moderator comes first.
    expect(withSpeakers!.speakers![0]!.role).toBe('moderator')
    expect(withSpeakers!.speakers!.slice(1).every((s) => s.role === 'speaker')).toBe(true)
  })

  it('has_broadcast is true for the streamed halls only', async () => {
    const main = await data<Meeting[]>('/meeting?area_id=1')
    expect(main.every((m) => m.has_broadcast)).toBe(true)
    const studio = await data<Meeting[]>('/meeting?area_id=8')
    expect(studio.every((m) => !m.has_broadcast)).toBe(true)
  })
})

describe('§7 speakers/{event} and areas/{event}', () => {
  it('speakers are ordered by last name; on_main, meeting_id and limit filter them', async () => {
    const all = await data<Speaker[]>('/speakers/35')
    expect(all).toHaveLength(300)
    const names = all.map((s) => s.translations.ru!.lastname)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))

    const main = await data<Speaker[]>('/speakers/35?on_main=1')
    expect(main).toHaveLength(16)
    expect(main.every((s) => s.on_main)).toBe(true)
    expect(await data<Speaker[]>('/speakers/35?on_main=0')).toHaveLength(284)

    const [meeting] = await data<Meeting[]>('/meeting?limit=1&with=speakers')
    const ofMeeting = await data<Speaker[]>(`/speakers/35?meeting_id=${meeting!.id}`)
    expect(ofMeeting.map((s) => s.id).sort()).toEqual(meeting!.speakers!.map((s) => s.id).sort())
    expect(await data<Speaker[]>('/speakers/35?limit=10')).toHaveLength(10)
  })

  it('areas: only_active defaults to 1, ordered by sort', async () => {
    const active = await data<Area[]>('/areas/35')
    expect(active.every((a) => a.is_active)).toBe(true)
    const all = await data<Area[]>('/areas/35?only_active=0')
    expect(all.length).toBe(active.length + 1)
    const sorts = all.map((a) => a.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    expect(await data<Area[]>('/areas/35?only_active=1')).toEqual(active)
  })

  it('organizations come by kind (organizers first) then sort; events list the archive newest first', async () => {
    const orgs = await data<Array<{ kind: string; sort: number }>>('/organizations/35')
    const order = ['organizer', 'general_partner', 'partner', 'media_partner']
    const keys = orgs.map((o) => order.indexOf(o.kind) * 1000 + o.sort)
    expect(keys).toEqual([...keys].sort((a, b) => a - b))

    const events = await data<Array<{ id: number; year: number; program_link: string | null }>>('/events/35')
    expect(events[0]!.id).toBe(35)
    expect(events[0]!.program_link).toBe('/media/program-2026.pdf')
    expect(events.slice(1).map((e) => e.year)).toEqual([2025, 2024, 2023, 2022])
    const older = await data<Array<{ id: number }>>('/events/33')
    expect(older.map((e) => e.id)).toEqual([33, 32, 31])
  })
})
