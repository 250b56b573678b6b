/**
 * The two real programs in ../shared/data (other people's data, never copied
 * into the project) import with their counts and venue times. Skipped when the folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importText } from '../../server/program/import'
import { SHARED } from './helpers/template'
import { type TestServer, createTestServer } from './helpers/server'

const DATA = join(SHARED, 'data')
const CONGRESS = join(DATA, '38c3.schedule.xml')
const CAMP = join(DATA, 'camp2019.schedule.json')
const present = existsSync(CONGRESS) && existsSync(CAMP)
if (!present) console.warn(`import-real-programs: skipped, ${DATA} holds no 38c3.schedule.xml and camp2019.schedule.json`)

let server: TestServer
beforeAll(async () => {
  if (present) server = await createTestServer()
})
afterAll(() => server?.close())

const count = async (sql: string, params: unknown[]) => (await server.db.query<{ n: number }>(sql, params))[0]!.n
async function sessionOf(eventId: number, guid: string) {
  const [key] = await server.db.query<{ id: number }>("SELECT id FROM import_keys WHERE kind = 'meeting' AND key = $1", [`${eventId}/${guid}`])
  const { body } = await server.getJson(`/meeting?event_id=${eventId}&meeting_ids=${key!.id}&with=speakers,industries,area&langs=en`)
  const m = body.data[0]
  return {
    start: m.start_at as string,
    hall: m.area.translations.en.name as string,
    track: (m.industries[0]?.translations.en.name ?? null) as string | null,
    speakers: m.speakers.map((s: { translations: { en: { firstname: string; lastname: string } } }) => `${s.translations.en.firstname} ${s.translations.en.lastname}`.trim()),
  }
}
const startOf = async (eventId: number, guid: string) => (await sessionOf(eventId, guid)).start
/** Sessions with a track, the tracks they use, and the people who speak: as the database holds them. */
async function used(eventId: number) {
  const [row] = await server.db.query<{ tracks: number; tracked: number; speakers: number }>(
    `SELECT (SELECT count(DISTINCT mi.industry_id)::int FROM meeting_industries mi JOIN meetings m ON m.id = mi.meeting_id WHERE m.event_id = $1) AS tracks,
       (SELECT count(*)::int FROM meeting_industries mi JOIN meetings m ON m.id = mi.meeting_id WHERE m.event_id = $1) AS tracked,
       (SELECT count(DISTINCT ms.speaker_id)::int FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id WHERE m.event_id = $1) AS speakers`,
    [eventId],
  )
  return row
}

describe.skipIf(!present)('§16.3 the real programs in ../shared/data import with their counts and venue times', () => {
  it('38C3 (frab XML, days from 06:00 to 06:00): every session, hall and speaker of the file', { timeout: 120_000 }, async () => {
    const xml = readFileSync(CONGRESS, 'utf8')
    const sessions = xml.match(/<event guid="/g)!.length
    const rooms = new Set([...xml.matchAll(/<room guid="([^"]+)"/g)].map((m) => m[1])).size
    const people = new Set([...xml.matchAll(/<person guid="([^"]+)"/g)].map((m) => m[1])).size
    expect([sessions, rooms, people]).toEqual([1007, 72, 571])

    const started = performance.now()
    const report = await importText(server.db, xml, { eventId: 38 })
    const seconds = (performance.now() - started) / 1000
    console.info(`38c3.schedule.xml: ${sessions} sessions imported in ${seconds.toFixed(1)} s`)
    expect(report).toMatchObject({ ok: true, counts: { meetings: sessions, areas: rooms, speakers: people } })
    expect(await count('SELECT count(*)::int AS n FROM meetings WHERE event_id = $1 AND withdrawn_at IS NULL', [38])).toBe(sessions)
    expect(await count('SELECT count(*)::int AS n FROM areas WHERE event_id = $1', [38])).toBe(rooms)
    const { body } = await server.getJson('/events/38')
    expect(body.data[0]).toMatchObject({ timezone: 'Europe/Berlin', starts_on: '2024-12-27', ends_on: '2024-12-30' })
    expect((await server.db.query('SELECT day_change FROM events WHERE id = 38'))[0]).toEqual({ day_change: '06:00' })

    expect(await startOf(38, '270fa44c-821a-577f-8ca3-33e8d4a8c2a7')).toBe('2024-12-27T10:30:00+01:00') // the opening
    expect(await startOf(38, '1c8f06f9-ce0d-51bc-9bf3-0a1f71e8e484')).toBe('2024-12-28T00:15:00+01:00') // after midnight
    expect(await startOf(38, '514a24bc-31db-5a04-8e33-8c777742e575')).toBe('2024-12-28T21:45:00+01:00')
    // Tracks are read from the XML (149 sessions carry one of 7), every person is one speaker.
    const tracked = xml.match(/<track>[^<]+<\/track>/g)!.length
    const trackNames = new Set(xml.match(/<track>[^<]+<\/track>/g)).size
    expect([tracked, trackNames]).toEqual([149, 7])
    expect(await used(38)).toEqual({ tracks: trackNames, tracked, speakers: people })
    expect(report.ok && report.warnings).toEqual([]) // nothing needed a fix
    expect(await sessionOf(38, '270fa44c-821a-577f-8ca3-33e8d4a8c2a7')).toEqual({
      start: '2024-12-27T10:30:00+01:00',
      hall: 'Saal 1',
      track: 'CCC',
      speakers: ['Gabriela Bogk', 'Senficon', 'Aline Blankertz'],
    })
    expect(await sessionOf(38, '514a24bc-31db-5a04-8e33-8c777742e575')).toMatchObject({
      start: '2024-12-28T21:45:00+01:00',
      track: 'Security',
      speakers: ['Fabian Bräunlein', 'Luca Melette'],
    })
    // "Ethics, Society &amp; Politics" is decoded once: "&", never "&amp;".
    const [ethics] = await server.db.query<{ name: string }>("SELECT translations -> 'en' ->> 'name' AS name FROM industries WHERE translations -> 'en' ->> 'name' LIKE 'Ethics%'")
    expect(ethics?.name).toBe('Ethics, Society & Politics')

    // The same file again changes nothing.
    expect(await importText(server.db, xml, { eventId: 38 })).toMatchObject({ ok: true, changed: false, withdrawn: 0 })
  })

  it('Camp 2019 (c3voc JSON, English and German): every session with its venue time', async () => {
    const text = readFileSync(CAMP, 'utf8')
    const days = JSON.parse(text).schedule.conference.days as Array<{ rooms: Record<string, unknown[]> }>
    const sessions = days.flatMap((d) => Object.values(d.rooms).flat()).length
    expect(sessions).toBe(79)
    const report = await importText(server.db, text, { eventId: 39 })
    expect(report).toMatchObject({ ok: true, counts: { meetings: sessions, areas: 2 } })
    expect(await sessionOf(39, 'a0a0fcfe-b7fb-46e3-84b6-97a5406016b4')).toMatchObject({
      start: '2019-08-21T11:00:00+02:00',
      track: 'CCC',
      speakers: ['jinxx', 'smtw'],
    })
    // Camp's persons have a numeric id each (no guid), one name per id.
    const events = days.flatMap((d) => Object.values(d.rooms).flat()) as Array<{ track: string | null; persons: Array<{ id: number }> }>
    const people = new Set(events.flatMap((e) => e.persons.map((p) => p.id))).size
    const tracks = new Set(events.map((e) => e.track).filter(Boolean)).size
    expect([people, tracks]).toEqual([90, 7])
    expect(await used(39)).toEqual({ tracks, tracked: events.filter((e) => e.track).length, speakers: people })
    expect(report.ok && report.warnings).toEqual([])
    const langs = await server.db.query<{ lang: string; n: number }>(
      'SELECT lang, count(*)::int AS n FROM meetings WHERE event_id = 39 GROUP BY lang ORDER BY lang',
    )
    expect(langs).toEqual([{ lang: 'de', n: 24 }, { lang: 'en', n: 55 }])
    expect((await server.db.query('SELECT day_change FROM events WHERE id = 39'))[0]).toEqual({ day_change: '04:00' })
  })
})
