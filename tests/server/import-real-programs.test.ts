/**
 * Issue 16, item 3: the two real programs in ../shared/data (other people's data, never copied
 * into the project) import with their counts and venue times. Skipped when the folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importText } from '../../server/program/import'
import { ROOT } from './helpers/template'
import { type TestServer, createTestServer } from './helpers/server'

const DATA = join(ROOT, '../shared/data')
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
async function startOf(eventId: number, guid: string): Promise<string> {
  const [key] = await server.db.query<{ id: number }>("SELECT id FROM import_keys WHERE kind = 'meeting' AND key = $1", [`${eventId}/${guid}`])
  const { body } = await server.getJson(`/meeting?event_id=${eventId}&meeting_ids=${key!.id}`)
  return body.data[0].start_at
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
    expect(await startOf(39, 'a0a0fcfe-b7fb-46e3-84b6-97a5406016b4')).toBe('2019-08-21T11:00:00+02:00')
    const langs = await server.db.query<{ lang: string; n: number }>(
      'SELECT lang, count(*)::int AS n FROM meetings WHERE event_id = 39 GROUP BY lang ORDER BY lang',
    )
    expect(langs).toEqual([{ lang: 'de', n: 24 }, { lang: 'en', n: 55 }])
    expect((await server.db.query('SELECT day_change FROM events WHERE id = 39'))[0]).toEqual({ day_change: '04:00' })
  })
})
