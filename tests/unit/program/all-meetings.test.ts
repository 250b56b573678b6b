import { describe, expect, it } from 'vitest'
import { createContentApi } from '../../../src/lib/api/content'
import { allMeetings } from '../../../src/lib/all-meetings'
import { loadBroadcasts } from '../../../src/features/broadcasts/load'
import { loadFestival } from '../../../src/features/festival/load'
import { aMeeting, anArea, anEvent } from '../fixtures'
import { fakeFetch } from '../render'
import { meetingHandler, programDb } from './content-api'

const DAYS = ['2026-12-08', '2026-12-09', '2026-12-10']

/** 2,300 sessions: 500 on the first day, 1,200 on the second (400 in each of 3 halls), 600 on the third. */
function bigDb() {
  const db = { ...programDb(), areas: [anArea(1), anArea(2), anArea(3)] }
  const perDay = [500, 1200, 600]
  let id = 1
  db.meetings = DAYS.flatMap((date, d) =>
    Array.from({ length: perDay[d]! }, (_, i) =>
      aMeeting(id++, { date, is_culture: d === 2 && i % 2 === 0, area_id: 1 + (i % 3), start_at: `${date}T10:00:00+03:00`, end_at: `${date}T11:00:00+03:00` }),
    ),
  )
  return db
}

function api() {
  const fake = fakeFetch({ '/events/35': [anEvent({ starts_on: DAYS[0], ends_on: DAYS[2] })], '/areas/35': bigDb().areas, '/interests/35': [], '/meeting': meetingHandler(bigDb()) })
  return { ...fake, content: createContentApi({ baseURL: 'http://test/acms/api/v1.0', getLang: () => 'ru', fetch: fake.fetch }) }
}
const meetingCalls = (requests: { url: URL }[]) => requests.filter((r) => r.url.pathname.endsWith('/meeting')).map((r) => r.url.searchParams)

describe('no screen depends on one call holding the whole program (the API returns at most 1,000)', () => {
  it('a program under the limit is one call', async () => {
    const { content, requests } = api()
    const found = await allMeetings(content, { event_id: 35, area_id: 1, is_culture: 0 }, { days: () => DAYS })
    expect(found.length).toBeLessThan(1000)
    expect(meetingCalls(requests)).toHaveLength(1)
  })

  it('a full answer is asked again per conference day, and a full day per hall: every session once', async () => {
    const { content, requests } = api()
    const found = await allMeetings(content, { event_id: 35 }, { days: () => DAYS, areaIds: () => [1, 2, 3] })
    expect(found).toHaveLength(2300)
    expect(new Set(found.map((m) => m.id)).size).toBe(2300)
    const calls = meetingCalls(requests)
    expect(calls.every((q) => q.get('limit') === '1000')).toBe(true)
    expect(calls.filter((q) => q.get('date') === '2026-12-09' && q.has('area_id')).map((q) => q.get('area_id'))).toEqual(['1', '2', '3'])
  })

  it('the broadcasts schedule and the festival get every session of a 2,300-session program', async () => {
    expect((await loadBroadcasts(api().content)).meetings).toHaveLength(2300)
    expect((await loadFestival(api().content)).items).toHaveLength(300)
  })
})
