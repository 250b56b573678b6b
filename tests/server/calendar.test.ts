/**
 * Calendars: a session's .ics, a person's program as .ics and the feed calendar apps
 * subscribe to, read with an independent parser (ical.js): the UTC instants of the Moscow demo
 * event and of an imported Europe/Berlin program across its daylight-saving change; the feed's
 * own key (renewed: the old address is a 404; another person's key: their picks only).
 */
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importText } from '../../server/program/import'
import { expectError, expectResponse } from './helpers/account'
import { type CabinetTestServer, createCabinetServer, newPerson } from './helpers/cabinet'
import { type FixtureProgram, frabXml } from './helpers/schedule-fixtures'

let server: CabinetTestServer
beforeAll(async () => {
  server = await createCabinetServer()
})
afterAll(() => server?.close())

interface Parsed { uid: string; start: string; end: string; summary: string; location: string; sequence: number; lastModified: string | null }
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text))
  const events: Parsed[] = cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v)
    const modified = v.getFirstPropertyValue('last-modified') as ICAL.Time | null
    return {
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      summary: e.summary,
      location: e.location,
      sequence: e.sequence,
      lastModified: modified ? modified.toJSDate().toISOString() : null,
    }
  })
  return { name: cal.getFirstPropertyValue('x-wr-calname') as string, events }
}
const fetchIcs = async (url: string) => {
  const res = await server.request(url.replace(/^(https?|webcal):\/\/[^/]+/, ''))
  return { res, text: await res.text() }
}
const feedOf = async (token: string) => expectResponse(await server.call('calendarFeed', { token }), 'calendarFeed')
const pick = (token: string, ids: number[]) => server.call('addFavorites', { token, body: { ids } })
const instants = async (ids: number[]) =>
  (await server.db.query<{ id: number; start_at: Date; end_at: Date }>('SELECT id, start_at, end_at FROM meetings WHERE id = ANY($1::int[]) ORDER BY start_at, id', [ids]))
    .map((m) => [new Date(m.start_at).toISOString(), new Date(m.end_at).toISOString()])

describe('a session’s .ics (Europe/Moscow demo event)', () => {
  it('§16: one VEVENT at the session’s UTC instants, titles and places in ?lang=', async () => {
    const ru = await fetchIcs('/media/calendar/meeting/1.ics')
    expect(ru.res.status).toBe(200)
    expect(ru.res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const { events } = parse(ru.text)
    expect(events).toHaveLength(1)
    // 09:00–09:45 in Moscow (UTC+3) is 06:00–06:45 UTC.
    expect(events[0]).toMatchObject({ start: '2026-12-08T06:00:00.000Z', end: '2026-12-08T06:45:00.000Z' })
    const [row] = await server.db.query<{ translations: { ru: { title: string }; en: { title: string } } }>('SELECT translations FROM meetings WHERE id = 1')
    expect(events[0]!.summary).toBe(row!.translations.ru.title)
    const en = parse((await fetchIcs('/media/calendar/meeting/1.ics?lang=en')).text).events[0]!
    expect(en.summary).toBe(row!.translations.en.title)
    expect(en.uid).toBe(events[0]!.uid) // the same event in either language
    expect(en.location).not.toBe(events[0]!.location)
  })

  it('a festival item has one too; an unknown session is a 404', async () => {
    const [festival] = await server.db.query<{ id: number }>('SELECT id FROM meetings WHERE event_id = 35 AND is_culture ORDER BY id LIMIT 1')
    expect(parse((await fetchIcs(`/media/calendar/meeting/${festival!.id}.ics`)).text).events).toHaveLength(1)
    expect((await fetchIcs('/media/calendar/meeting/999999.ics')).res.status).toBe(404)
    expect((await fetchIcs('/media/calendar/meeting/abc.ics')).res.status).toBe(404)
  })
})

describe('my program as .ics and the feed', () => {
  it('the feed has the person’s picks at their UTC instants; a download of the same address is my program’s .ics', async () => {
    const token = await newPerson(server)
    expect((await pick(token, [3, 1, 20])).status).toBe(200)
    const feed = await feedOf(token)
    expect(feed.webcal_url).toMatch(/^webcal:\/\/forum\.test\/media\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(feed.url).toBe(feed.webcal_url.replace(/^webcal:/, 'http:'))
    expect(feed.url).not.toContain(token)
    const { res, text } = await fetchIcs(feed.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    const parsed = parse(text)
    expect(parsed.name).toMatch(/^Моя программа — /)
    expect(parsed.events.map((e) => [e.start, e.end])).toEqual(await instants([1, 3, 20]))
    const download = await fetchIcs(`${feed.url}?download=1&lang=en`)
    expect(download.res.headers.get('content-disposition')).toBe('attachment; filename="my-program.ics"')
    expect(parse(download.text).name).toMatch(/^My program — /)
    expect(parse(download.text).events.map((e) => e.uid)).toEqual(parsed.events.map((e) => e.uid))
  })

  it('RFC 7986: the personal and the public calendars carry NAME, REFRESH-INTERVAL, COLOR and URL', async () => {
    const token = await newPerson(server)
    expect((await pick(token, [3])).status).toBe(200)
    const feed = await feedOf(token)
    const calendars = [
      { url: feed.url, name: /^Моя программа — /, refresh: 'PT15M', page: 'http://forum.test/my-picks' },
      { url: '/media/schedule/35.ics', name: /\S/, refresh: 'PT1H', page: 'http://forum.test/program' },
      { url: '/media/schedule/35.ics?lang=en', name: /\S/, refresh: 'PT1H', page: 'http://forum.test/program?lang=en' },
      { url: '/media/calendar/meeting/3.ics', name: /\S/, refresh: 'PT1H', page: 'http://forum.test/program/meeting/3' },
    ]
    for (const c of calendars) {
      const { text } = await fetchIcs(c.url)
      const cal = new ICAL.Component(ICAL.parse(text))
      expect(cal.getFirstPropertyValue('name'), c.url).toMatch(c.name)
      expect(cal.getFirstPropertyValue('name'), c.url).toBe(cal.getFirstPropertyValue('x-wr-calname'))
      const refresh = cal.getFirstProperty('refresh-interval')!
      expect(refresh.type, c.url).toBe('duration') // VALUE=DURATION
      expect(String(refresh.getFirstValue()), c.url).toBe(c.refresh)
      // COLOR takes a CSS3 colour name (RFC 7986 §5.9).
      expect(cal.getFirstPropertyValue('color'), c.url).toBe('midnightblue')
      expect(String(cal.getFirstPropertyValue('url')), c.url).toBe(c.page)
      // Calendar properties come before the first event.
      expect(text.indexOf('COLOR:'), c.url).toBeLessThan(text.indexOf('BEGIN:VEVENT'))
    }
  })

  it('the feed’s address stays until renewed; a renewed key makes the old address answer 404', async () => {
    const token = await newPerson(server)
    await pick(token, [2])
    const first = await feedOf(token)
    expect((await feedOf(token)).url).toBe(first.url)
    const renewed = expectResponse(await server.call('renewCalendarFeed', { token }), 'renewCalendarFeed')
    expect(renewed.url).not.toBe(first.url)
    const old = await fetchIcs(first.url)
    expect(old.res.status).toBe(404)
    expect(old.text).not.toContain(first.url.split('/').pop()!.replace('.ics', ''))
    expect(parse((await fetchIcs(renewed.url)).text).events).toHaveLength(1)
    expect((await fetchIcs('/media/calendar/feed/not-a-key.ics')).res.status).toBe(404)
  })

  it('another person’s key shows another person’s picks only; without a token there is no feed address', async () => {
    const [alice, bob] = [await newPerson(server), await newPerson(server)]
    await pick(alice, [4, 5])
    await pick(bob, [6])
    const aliceEvents = parse((await fetchIcs((await feedOf(alice)).url)).text).events
    const bobEvents = parse((await fetchIcs((await feedOf(bob)).url)).text).events
    expect(aliceEvents.map((e) => [e.start, e.end])).toEqual(await instants([4, 5]))
    expect(bobEvents.map((e) => [e.start, e.end])).toEqual(await instants([6]))
    expect(bobEvents.map((e) => e.uid)).not.toContain(aliceEvents[0]!.uid)
    expectError(await server.call('calendarFeed'), 401, 'unauthorized')
    expectError(await server.call('renewCalendarFeed'), 401, 'unauthorized')
  })

  it('sessions signed up for are in the feed as in my program; a dropped favorite leaves it', async () => {
    const token = await newPerson(server)
    await pick(token, [7, 8])
    await server.raw('PUT', '/api/user/meeting/9', { token, body: { type_of_participation: 'participant' } })
    await server.call('removeFavorites', { token, body: { ids: [8] } })
    const events = parse((await fetchIcs((await feedOf(token)).url)).text).events
    expect(events.map((e) => [e.start, e.end])).toEqual(await instants([7, 9]))
  })
})

/** Local times across Berlin's change to summer time (2026-03-29, 02:00 CET -> 03:00 CEST); days 06:00 to 06:00. */
function dstProgram(): FixtureProgram {
  const base = { abstract: 'Text', description: '', language: 'en', track: 'Science', type: 'Talk', room: 'Saal 1', persons: [{ guid: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Ada' }] }
  const guid = (n: number) => `eeeeeeee-0000-4000-8000-00000000000${n}`
  return {
    title: 'DST Camp',
    acronym: 'dst2026',
    timeZone: null,
    rooms: [{ name: 'Saal 1', guid: guid(9), capacity: null }],
    days: ['2026-03-28', '2026-03-29'],
    sessions: [
      { ...base, guid: guid(1), id: 1, day: '2026-03-28', start: '2026-03-28T10:00', minutes: 60, title: 'Winter morning' },
      { ...base, guid: guid(2), id: 2, day: '2026-03-28', start: '2026-03-29T01:30', minutes: 30, title: 'Before the change' },
      { ...base, guid: guid(3), id: 3, day: '2026-03-28', start: '2026-03-29T03:30', minutes: 30, title: 'After the change' },
      { ...base, guid: guid(4), id: 4, day: '2026-03-29', start: '2026-03-29T10:00', minutes: 60, title: 'Summer morning' },
    ],
  }
}

describe('§16: an imported Europe/Berlin program across the daylight-saving change', () => {
  // The forum's own event (35) becomes the Berlin program, so the feed (which follows the forum) carries it.
  const UTC: Record<string, [string, string]> = {
    'Winter morning': ['2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z'],
    'Before the change': ['2026-03-29T00:30:00.000Z', '2026-03-29T01:00:00.000Z'],
    'After the change': ['2026-03-29T01:30:00.000Z', '2026-03-29T02:00:00.000Z'],
    'Summer morning': ['2026-03-29T08:00:00.000Z', '2026-03-29T09:00:00.000Z'],
  }
  let ids: Record<string, number>
  beforeAll(async () => {
    const report = await importText(server.db, frabXml(dstProgram(), { pentabarf: true }), { eventId: 35, timeZone: 'Europe/Berlin' })
    expect(report.ok, JSON.stringify(report)).toBe(true)
    server.app.contentCache.invalidate()
    const rows = await server.db.query<{ id: number; title: string }>(
      `SELECT id, title FROM (SELECT id, coalesce(translations->'ru'->>'title', translations->'en'->>'title') AS title
       FROM meetings WHERE event_id = 35 AND withdrawn_at IS NULL) m WHERE title = ANY($1::text[])`,
      [Object.keys(UTC)],
    )
    ids = Object.fromEntries(rows.map((r) => [r.title, r.id]))
    expect(Object.keys(ids).sort()).toEqual(Object.keys(UTC).sort())
  })

  it('each session’s .ics has its UTC instants on both sides of the change', async () => {
    for (const [title, [start, end]] of Object.entries(UTC)) {
      const [event] = parse((await fetchIcs(`/media/calendar/meeting/${ids[title]}.ics`)).text).events
      expect({ title, start: event!.start, end: event!.end }).toEqual({ title, start, end })
    }
  })

  it('my program’s .ics and the feed have them too, with stable UIDs; a moved session keeps its UID with a higher SEQUENCE', async () => {
    const token = await newPerson(server)
    await pick(token, Object.values(ids))
    const feed = await feedOf(token)
    const before = parse((await fetchIcs(feed.url)).text).events
    expect(Object.fromEntries(before.map((e) => [e.summary, [e.start, e.end]]))).toEqual(UTC)
    const download = parse((await fetchIcs(`${feed.url}?download=1`)).text).events
    expect(download.map((e) => e.uid)).toEqual(before.map((e) => e.uid))

    // The organizer moves "Summer morning" an hour later and imports the file again.
    const moved = dstProgram()
    moved.sessions[3]!.start = '2026-03-29T11:00'
    expect((await importText(server.db, frabXml(moved, { pentabarf: true }), { eventId: 35, timeZone: 'Europe/Berlin' })).ok).toBe(true)
    server.app.contentCache.invalidate()
    const after = parse((await fetchIcs(feed.url)).text).events
    const was = before.find((e) => e.summary === 'Summer morning')!
    const now = after.find((e) => e.summary === 'Summer morning')!
    expect(now.uid).toBe(was.uid)
    expect([now.start, now.end]).toEqual(['2026-03-29T09:00:00.000Z', '2026-03-29T10:00:00.000Z'])
    expect(now.sequence).toBeGreaterThan(was.sequence)
    expect(now.lastModified).not.toBeNull()
  })
})
