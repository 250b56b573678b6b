/**
 * The program as open schedule data (frab XML, c3voc JSON, iCalendar) at
 * /media/schedule/{event}.{xml,json,ics}, checked with independent parsers and the published
 * c3voc schema (../shared/schemas, when present).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importText } from '../../server/program/import'
import { SCHEDULE_NAMESPACE, uuidV5 } from '../../server/program/schedule-text'
import { type FixtureProgram, frabXml } from './helpers/schedule-fixtures'
import { SHARED } from './helpers/template'
import { type TestServer, createTestServer } from './helpers/server'

const SITE = 'https://forum.test'
const SCHEMA = join(SHARED, 'schemas/c3voc-schedule.schema.json')
const require = createRequire(import.meta.url)

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ publicUrl: SITE })
  siteUid = (await server.db.query<{ uid: string }>('SELECT uid::text AS uid FROM site_identity'))[0]!.uid
})
afterAll(() => server?.close())

/** A guid the site made (no file guid): from its own identity, made once per database. */
let siteUid = ''
const ourGuid = (name: string) => uuidV5(SCHEDULE_NAMESPACE, `${siteUid}/${name}`)
const get = async (file: string, headers: Record<string, string> = {}) => {
  const res = await server.request(`/media/schedule/${file}`, { headers })
  return { res, text: await res.text() }
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the c3voc document is probed field by field
const json = async (file: string): Promise<any> => JSON.parse((await get(file)).text)
const LISTS = ['schedule.day', 'schedule.day.room', 'schedule.day.room.event', 'schedule.day.room.event.persons.person', 'schedule.conference.track']
const frab = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (_, path) => LISTS.includes(String(path)) }).parse(xml)
/** Every VEVENT as UID -> [start, end] in UTC, as ical.js reads them. */
function calendar(text: string): Map<string, [string, string]> {
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
  return new Map(events.map((e) => [e.uid, [e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()]]))
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const eventsOf = (doc: any): any[] => doc.schedule.conference.days.flatMap((d: any) => Object.values(d.rooms).flat())
const liveMeetings = async (eventId: number) =>
  server.db.query<{ id: number; start_at: Date; end_at: Date }>('SELECT id, start_at, end_at FROM meetings WHERE event_id = $1 AND withdrawn_at IS NULL ORDER BY id', [eventId])

describe('§13.6 open schedule data for the demo event (Europe/Moscow)', () => {
  it.skipIf(!existsSync(SCHEMA))('the JSON validates against the c3voc schedule schema, in ru and en', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true })
    ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'))
    addFormats(ajv)
    ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/)
    const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')))
    for (const file of ['35.json', '35.json?lang=en']) {
      const ok = validate(await json(file))
      expect(validate.errors ?? [], file).toEqual([])
      expect(ok).toBe(true)
    }
  })

  it('each format has its Content-Type', async () => {
    expect((await get('35.json')).res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect((await get('35.xml')).res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect((await get('35.ics')).res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  })

  it('the JSON has every live session once, at its instant with the venue offset, its hall and speakers', async () => {
    const doc = await json('35.json')
    const events = eventsOf(doc)
    const meetings = await liveMeetings(35)
    expect(events.map((e) => e.id).sort((a, b) => a - b)).toEqual(meetings.map((m) => m.id))
    expect(new Set(events.map((e) => e.guid)).size).toBe(events.length)
    const first = events.find((e) => e.id === 1)
    expect(first).toMatchObject({ date: '2026-12-08T09:00:00+03:00', start: '09:00', duration: '00:45', url: `${SITE}/program/meeting/1` })
    expect(first.guid).toBe(ourGuid('35/meeting/1'))
    expect(first.persons.length).toBeGreaterThan(0)
    expect(doc.schedule.conference).toMatchObject({ time_zone_name: 'Europe/Moscow', start: '2026-12-08', end: '2026-12-11', daysCount: 4 })
    expect(first.abstract).not.toMatch(/<[a-z]/) // plain text, not the site's HTML
  })

  it('texts come in the language asked for (?lang=en), Russian by default', async () => {
    const ru = eventsOf(await json('35.json')).find((e) => e.id === 1)
    const en = eventsOf(await json('35.json?lang=en')).find((e) => e.id === 1)
    expect(ru.title).toMatch(/[а-я]/)
    expect(en.title).toMatch(/^[\x20-\x7e—]+$/)
    expect(en.guid).toBe(ru.guid)
  })

  it('the XML is well-formed frab: conference, days with bounds, rooms with guids, events with the required elements', async () => {
    const { res, text } = await get('35.xml')
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(XMLValidator.validate(text)).toBe(true)
    const doc = frab(text)
    expect(doc.schedule.version).toBeTruthy()
    expect(doc.schedule.conference).toMatchObject({ acronym: 'forum2026', time_zone_name: 'Europe/Moscow', days: '4' })
    const ids: number[] = []
    for (const day of doc.schedule.day) {
      for (const attr of ['@index', '@date', '@start', '@end']) expect(day[attr]).toBeTruthy()
      for (const room of day.room) {
        expect(room['@guid']).toMatch(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/)
        for (const e of room.event ?? []) { // every hall is listed each day, one without sessions too
          for (const name of ['room', 'title', 'type', 'date', 'start', 'duration', 'abstract', 'track']) expect(e[name], name).not.toBeUndefined()
          expect(e.room).toBe(room['@name'])
          ids.push(Number(e['@id']))
        }
      }
    }
    expect(ids.sort((a, b) => a - b)).toEqual((await liveMeetings(35)).map((m) => m.id))
    expect(doc.schedule.day[0]).toMatchObject({ '@date': '2026-12-08', '@start': '2026-12-08T00:00:00+03:00', '@end': '2026-12-09T00:00:00+03:00' })
  })

  it('the .ics parses with ical.js: one VEVENT per session, UTC instants equal to the stored ones, UIDs the guids', async () => {
    const { res, text } = await get('35.ics')
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const events = calendar(text)
    const meetings = await liveMeetings(35)
    expect(events.size).toBe(meetings.length)
    const guid = (id: number) => ourGuid(`35/meeting/${id}`)
    for (const m of meetings) expect(events.get(guid(m.id)), String(m.id)).toEqual([new Date(m.start_at).toISOString(), new Date(m.end_at).toISOString()])
    expect(events.get(guid(1))).toEqual(['2026-12-08T06:00:00.000Z', '2026-12-08T06:45:00.000Z'])
  })

  it('ETag: the same body gives the same tag, If-None-Match answers 304; a content change gives a new tag; any site may read them', async () => {
    for (const file of ['35.xml', '35.json', '35.ics']) {
      const first = await get(file)
      const tag = first.res.headers.get('etag')!
      expect(tag).toMatch(/^W\/"/)
      expect(first.res.headers.get('cache-control')).toBe('public, max-age=300')
      expect(first.res.headers.get('access-control-allow-origin')).toBe('*')
      expect((await get(file)).res.headers.get('etag')).toBe(tag)
      const again = await get(file, { 'If-None-Match': tag })
      expect(again.res.status).toBe(304)
      expect(again.text).toBe('')
    }
    const before = (await get('35.ics')).res.headers.get('etag')!
    await server.db.query("UPDATE meetings SET start_at = start_at + interval '5 minutes' WHERE id = 1")
    await server.db.query('UPDATE content_meta SET version = version + 1, updated_at = now() WHERE id = 1')
    const after = await get('35.ics', { 'If-None-Match': before })
    expect(after.res.status).toBe(200)
    expect(after.res.headers.get('etag')).not.toBe(before)
    expect(calendar(after.text).get(ourGuid('35/meeting/1'))![0]).toBe('2026-12-08T06:05:00.000Z')
  })

  it('withdrawn sessions are left out of all three', async () => {
    await server.db.query('UPDATE meetings SET withdrawn_at = now() WHERE id = 2')
    await server.db.query('UPDATE content_meta SET version = version + 1, updated_at = now() WHERE id = 1')
    const guid = ourGuid('35/meeting/2')
    expect(eventsOf(await json('35.json')).some((e) => e.id === 2)).toBe(false)
    expect((await get('35.xml')).text).not.toContain(guid)
    expect(calendar((await get('35.ics')).text).has(guid)).toBe(false)
    expect(calendar((await get('35.ics')).text).has(ourGuid('35/meeting/3'))).toBe(true)
  })

  it('an unknown event and an unknown file name answer a JSON 404', async () => {
    for (const file of ['999.xml', '999.ics', '35.pdf', '035.json', 'x.json']) {
      const { res, text } = await get(file)
      expect(res.status, file).toBe(404)
      expect(JSON.parse(text).message).toBeTruthy()
    }
  })
})

/** Local times across Berlin's change to summer time (2026-03-29, 02:00 CET -> 03:00 CEST); days 06:00 to 06:00. */
function dstProgram(): FixtureProgram {
  const base = { abstract: 'Text', description: '', language: 'en', track: 'Science', type: 'Talk', room: 'Saal 1', persons: [{ guid: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Ada' }] }
  const guid = (n: number) => `dddddddd-0000-4000-8000-00000000000${n}`
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

describe('§13.6 §16.1 an imported program in Europe/Berlin across the daylight-saving change', () => {
  it('venue offsets on both sides of the change, UTC instants in the .ics, the file guids kept, days by the day change', async () => {
    const report = await importText(server.db, frabXml(dstProgram(), { pentabarf: true }), { eventId: 902, timeZone: 'Europe/Berlin' })
    expect(report.ok, JSON.stringify(report)).toBe(true)
    const doc = await json('902.json')
    const [day1, day2] = doc.schedule.conference.days
    expect(day1).toMatchObject({ date: '2026-03-28', day_start: '2026-03-28T06:00:00+01:00', day_end: '2026-03-29T06:00:00+02:00' })
    const byTitle = Object.fromEntries(eventsOf(doc).map((e) => [e.title, e]))
    expect(Object.values(day1.rooms).flat().map((e: any) => e.title)).toEqual(['Winter morning', 'Before the change', 'After the change']) // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(Object.values(day2.rooms).flat().map((e: any) => e.title)).toEqual(['Summer morning']) // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(byTitle['Before the change']).toMatchObject({ date: '2026-03-29T01:30:00+01:00', end: '2026-03-29T03:00:00+02:00', duration: '00:30' })
    expect(byTitle['After the change']).toMatchObject({ date: '2026-03-29T03:30:00+02:00', guid: 'dddddddd-0000-4000-8000-000000000003', language: 'en' })
    expect(byTitle['Before the change'].persons).toEqual([{ guid: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Ada', biography: null }])

    const ics = calendar((await get('902.ics')).text)
    expect(ics.get('dddddddd-0000-4000-8000-000000000001')).toEqual(['2026-03-28T09:00:00.000Z', '2026-03-28T10:00:00.000Z'])
    expect(ics.get('dddddddd-0000-4000-8000-000000000002')).toEqual(['2026-03-29T00:30:00.000Z', '2026-03-29T01:00:00.000Z'])
    expect(ics.get('dddddddd-0000-4000-8000-000000000003')).toEqual(['2026-03-29T01:30:00.000Z', '2026-03-29T02:00:00.000Z'])
    expect(ics.get('dddddddd-0000-4000-8000-000000000004')).toEqual(['2026-03-29T08:00:00.000Z', '2026-03-29T09:00:00.000Z'])
  })

  it('a session the organizer dropped (withdrawn by a re-import) is no longer published', async () => {
    const program = dstProgram()
    program.sessions = program.sessions.filter((s) => s.id !== 4)
    expect((await importText(server.db, frabXml(program, { pentabarf: true }), { eventId: 902, timeZone: 'Europe/Berlin' })).ok).toBe(true)
    const ics = calendar((await get('902.ics')).text)
    expect([...ics.keys()].sort()).toEqual([1, 2, 3].map((n) => `dddddddd-0000-4000-8000-00000000000${n}`))
    expect(eventsOf(await json('902.json')).map((e) => e.title)).not.toContain('Summer morning')
    expect((await get('902.xml')).text).not.toContain('Summer morning')
  })
})
