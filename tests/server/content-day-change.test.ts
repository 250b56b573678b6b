import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ForumEvent, Meeting } from '../../kernel/contract/content'
import { importContent } from '../../server/program/import'
import { type TestServer, createTestServer } from './helpers/server'

/**
 * A small generated program for a second event in Berlin whose conference day changes at 06:00:
 * day 1's evening runs to 02:00 the next morning; day 2 opens at 09:00.
 */
const EVENT = 901
const both = <T>(ru: T, en: T) => ({ ru, en })
const session = (id: number, start: string, end: string) => ({
  id,
  event_id: EVENT,
  start_at: start,
  end_at: end,
  area_id: EVENT,
  area_event_type_id: null,
  broadcast_url: null,
  age_limit: null,
  translations: both(
    { title: `Сессия ${id}`, description: '', key_questions: '', expected_result: '' },
    { title: `Session ${id}`, description: '', key_questions: '', expected_result: '' },
  ),
})
const program = {
  events: [
    {
      id: EVENT,
      year: 2027,
      starts_on: '2027-03-27',
      ends_on: '2027-03-28',
      timezone: 'Europe/Berlin',
      day_change: '06:00',
      program_link: null,
      image: null,
      translations: both(
        { name: 'Ночной форум', city: 'Берлин', venue: 'Зал', address: '', description: '' },
        { name: 'Night forum', city: 'Berlin', venue: 'Hall', address: '', description: '' },
      ),
    },
  ],
  areas: [
    { id: EVENT, event_id: EVENT, capacity: null, image: null, broadcast_url: null, translations: both({ name: 'Зал', description: '', location: '' }, { name: 'Hall', description: '', location: '' }) },
  ],
  meetings: [
    session(9001, '2027-03-27T10:00:00+01:00', '2027-03-27T11:00:00+01:00'),
    session(9002, '2027-03-27T23:00:00+01:00', '2027-03-28T00:30:00+01:00'),
    // Past midnight, and past the daylight-saving change (02:00 CET → 03:00 CEST on 28 March).
    session(9003, '2027-03-28T01:00:00+01:00', '2027-03-28T03:30:00+02:00'),
    session(9004, '2027-03-28T09:00:00+02:00', '2027-03-28T10:00:00+02:00'),
  ],
}

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
  const report = await importContent(server.db, program)
  expect(report.ok, JSON.stringify(report)).toBe(true)
})
afterAll(() => server?.close())

const data = async <T>(path: string): Promise<T> => {
  const { status, body } = await server.getJson<{ data: T }>(path)
  expect(status, path).toBe(200)
  return body.data
}

describe('§16 conference days that run past midnight', () => {
  it('§16: events/{event} returns the event’s day change', async () => {
    const [event] = await data<ForumEvent[]>(`/events/${EVENT}`)
    expect(event).toMatchObject({ timezone: 'Europe/Berlin', day_change: '06:00' })
    const [demo] = await data<ForumEvent[]>('/events/35')
    expect(demo!.day_change).toBe('00:00')
  })

  it('§16: a meeting’s date is its conference day: a session before the day change is the evening before’s', async () => {
    const all = await data<Meeting[]>(`/meeting?event_id=${EVENT}`)
    expect(all.map((m) => [m.id, m.date, m.start_at])).toEqual([
      [9001, '2027-03-27', '2027-03-27T10:00:00+01:00'],
      [9002, '2027-03-27', '2027-03-27T23:00:00+01:00'],
      [9003, '2027-03-27', '2027-03-28T01:00:00+01:00'],
      [9004, '2027-03-28', '2027-03-28T09:00:00+02:00'],
    ])
  })

  it('§16: the date filter follows the conference day', async () => {
    const ids = async (date: string) => (await data<Meeting[]>(`/meeting?event_id=${EVENT}&date=${date}`)).map((m) => m.id)
    expect(await ids('2027-03-27')).toEqual([9001, 9002, 9003])
    expect(await ids('2027-03-28')).toEqual([9004])
    expect(await ids('2027-03-26')).toEqual([])
  })

  it('§16: with the day change at 00:00 (the demo) a date is the calendar day, as before', async () => {
    const day = await data<Meeting[]>('/meeting?date=2026-12-10')
    expect(day.length).toBeGreaterThan(0)
    expect(day.every((m) => m.date === '2026-12-10' && m.start_at.startsWith('2026-12-10'))).toBe(true)
  })
})
