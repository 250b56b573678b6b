/**
 * Round trip: the program the site exports as frab XML and c3voc JSON imports into an empty
 * site as the same sessions, times, halls and speakers; exported again from there, it carries the same guids.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { migrate } from '../../server/db/migrate'
import { openPglite } from '../../server/db/pglite'
import type { Db } from '../../server/db/types'
import { importText } from '../../server/program/import'
import { silentLog } from '../../server/log'
import { ROOT, SHARED } from './helpers/template'
import { type TestServer, createTestServer } from './helpers/server'

const SITE = 'https://forum.test'
const require = createRequire(import.meta.url)
let server: TestServer
const opened: Db[] = []
beforeAll(async () => {
  server = await createTestServer({ publicUrl: SITE })
})
afterAll(async () => {
  for (const db of opened) await db.close()
  await server?.close()
})

async function emptySite(): Promise<Db> {
  const db = await openPglite('memory://')
  opened.push(db)
  await migrate(db)
  return db
}

const exported = async (request: (path: string) => Promise<Response> | Response, file: string) => {
  const res = await request(`/media/schedule/${file}`)
  expect(res.status, file).toBe(200)
  return res.text()
}

/** Each live session of event 35 as one line: its instants, title, hall and speakers, in the language stored first. */
async function program(db: Db): Promise<string[]> {
  const rows = await db.query<{ line: string }>(
    `SELECT concat_ws(' | ', to_char(m.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS'), to_char(m.end_at AT TIME ZONE 'UTC', 'HH24:MI:SS'),
       coalesce(m.translations->'ru'->>'title', m.translations->'en'->>'title'),
       coalesce(a.translations->'ru'->>'name', a.translations->'en'->>'name'),
       (SELECT string_agg(trim(concat(coalesce(s.translations->'ru', s.translations->'en')->>'firstname', ' ',
                                      coalesce(s.translations->'ru', s.translations->'en')->>'lastname')), ', ' ORDER BY ms.position, s.id)
        FROM meeting_speakers ms JOIN speakers s ON s.id = ms.speaker_id WHERE ms.meeting_id = m.id)) AS line
     FROM meetings m JOIN areas a ON a.id = m.area_id
     WHERE m.event_id = 35 AND m.withdrawn_at IS NULL`,
  )
  return rows.map((r) => r.line).sort()
}

const eventOf = async (db: Db) =>
  (await db.query('SELECT starts_on::text AS starts_on, ends_on::text AS ends_on, timezone, day_change FROM events WHERE id = 35'))[0]
const count = async (db: Db, sql: string) => (await db.query<{ n: number }>(sql))[0]!.n
const SPEAKERS = `SELECT count(DISTINCT ms.speaker_id)::int AS n FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id WHERE m.event_id = 35 AND m.withdrawn_at IS NULL`
const HALLS = 'SELECT count(DISTINCT area_id)::int AS n FROM meetings WHERE event_id = 35 AND withdrawn_at IS NULL'

describe('§16.3 round trip: the exported program imports into an empty site as the same program', () => {
  for (const format of ['xml', 'json'] as const) {
    it(`${format === 'xml' ? 'frab XML' : 'c3voc JSON'}: the same sessions, times, halls and speakers; the same file again changes nothing`, { timeout: 120_000 }, async () => {
      const text = await exported((p) => server.request(p), `35.${format}`)
      const site = await emptySite()
      const report = await importText(site, text)
      expect(report.ok, JSON.stringify(report).slice(0, 2000)).toBe(true)

      const source = await program(server.db)
      expect(source.length).toBeGreaterThan(300)
      expect(await program(site)).toEqual(source)
      expect(await eventOf(site)).toEqual(await eventOf(server.db))
      expect(await count(site, SPEAKERS)).toBe(await count(server.db, SPEAKERS))
      expect(await count(site, HALLS)).toBe(await count(server.db, HALLS))

      expect(await importText(site, text)).toMatchObject({ ok: true, changed: false })
    })
  }

  it('exported again from the new site, the program has the same guids, times, halls and speakers', { timeout: 120_000 }, async () => {
    const first = await exported((p) => server.request(p), '35.json')
    const site = await emptySite()
    expect((await importText(site, first)).ok).toBe(true)
    const config = { ...loadConfig({}), publicUrl: SITE, contentVersionCheckMs: 0, distDir: join(ROOT, 'tests/server/no-dist-here') }
    const app = createApp({ db: site, config, log: silentLog })
    const second = await exported((p) => app.request(p), '35.json')

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the c3voc document is probed field by field
    const sessions = (doc: any) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      doc.schedule.conference.days.flatMap((d: any) => Object.values(d.rooms).flat()).map((e: any) => ({
        guid: e.guid, date: e.date, end: e.end, room: e.room, title: e.title, persons: e.persons.map((p: { guid: string; name: string }) => `${p.guid} ${p.name}`),
      }))
    const byGuid = (list: Array<{ guid: string }>) => [...list].sort((a, b) => a.guid.localeCompare(b.guid))
    expect(byGuid(sessions(JSON.parse(second)))).toEqual(byGuid(sessions(JSON.parse(first))))
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const rooms = (doc: any) => doc.schedule.conference.rooms.map((r: any) => `${r.guid} ${r.name}`)
    expect(rooms(JSON.parse(second))).toEqual(rooms(JSON.parse(first)))
  })
})

const CONGRESS = join(SHARED, 'data/38c3.schedule.xml')

describe.skipIf(!existsSync(CONGRESS))('§16.3 round trip of a real program (../shared/data/38c3.schedule.xml)', () => {
  it('imported and exported again, every session keeps its guid, instant, room and speakers', { timeout: 120_000 }, async () => {
    const xml = readFileSync(CONGRESS, 'utf8')
    expect((await importText(server.db, xml, { eventId: 38 })).ok).toBe(true)
    const original = frabSessions(xml)
    const again = frabSessions(await exported((p) => server.request(p), '38.xml'))
    expect(again.length).toBe(original.length)
    expect(again).toEqual(original)

    const schema = join(SHARED, 'schemas/c3voc-schedule.schema.json')
    if (!existsSync(schema)) return
    const ajv = new Ajv({ strict: false, allErrors: true })
    ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'))
    addFormats(ajv)
    const validate = ajv.compile(JSON.parse(readFileSync(schema, 'utf8')))
    validate(JSON.parse(await exported((p) => server.request(p), '38.json')))
    expect(validate.errors ?? []).toEqual([])
  })
})

/** guid, instant, room and speakers of every event of a frab XML file, by guid. */
function frabSessions(xml: string): string[] {
  const LISTS = ['schedule.day', 'schedule.day.room', 'schedule.day.room.event', 'schedule.day.room.event.persons.person']
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (_, path) => LISTS.includes(String(path)) }).parse(xml)
  const out: string[] = []
  for (const day of doc.schedule.day) {
    for (const room of day.room ?? []) {
      for (const e of room.event ?? []) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- frab XML parsed as it is
        const persons = (e.persons?.person ?? []).map((p: any) => `${p['@guid']} ${p['#text']}`).join(', ')
        out.push([e['@guid'], new Date(e.date).toISOString(), e.duration, room['@name'], persons].join(' | '))
      }
    }
  }
  return out.sort()
}
