/**
 * A program you can trust: each defect real files showed, as a generated fixture (validated
 * against ../shared/schemas when present), imported exactly or with a documented fix and a
 * warning at its place; `--strict` refuses instead (server/IMPORT.md).
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../server/db/migrate'
import { openPglite } from '../../server/db/pglite'
import type { Db } from '../../server/db/types'
import { type ImportReport, importText } from '../../server/program/import'
import { loadOpenProgram } from '../../server/program/schedule-data'
import { type FixtureProgram, GUID, c3vocJson, frabXml, sampleProgram } from './helpers/schedule-fixtures'
import { SHARED } from './helpers/template'
import { type TestServer, createTestServer } from './helpers/server'

const SCHEMAS = join(SHARED, 'schemas')
const require = createRequire(import.meta.url)

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

/** The c3voc JSON is checked against the published schema; the frab XML for the elements the XSD requires. */
function valid<T extends object | string>(file: T): T {
  if (!existsSync(SCHEMAS)) return file
  if (typeof file === 'string') {
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (n) => ['day', 'room', 'event'].includes(n) }).parse(file)
    for (const day of doc.schedule.day) for (const room of day.room) for (const e of room.event ?? []) {
      for (const name of ['room', 'title', 'type', 'start', 'duration', 'abstract', 'track']) expect(e[name], name).not.toBeUndefined()
    }
    return file
  }
  const ajv = new Ajv({ strict: false, allErrors: true })
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'))
  addFormats(ajv)
  ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/)
  const validate = ajv.compile(JSON.parse(readFileSync(join(SCHEMAS, 'c3voc-schedule.schema.json'), 'utf8')))
  validate(file)
  expect(validate.errors ?? []).toEqual([])
  return file
}

const json = (v: object) => JSON.stringify(valid(v))
const idOf = async (eventId: number, guid: string) =>
  (await server.db.query<{ id: number }>("SELECT id FROM import_keys WHERE kind = 'meeting' AND key = $1", [`${eventId}/${guid}`]))[0]?.id
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON is probed field by field
const sessions = async (eventId: number): Promise<any[]> =>
  (await server.getJson(`/meeting?event_id=${eventId}&with=speakers,area,industries&langs=en`)).body.data
const names = (m: { speakers: Array<{ translations: { en: { firstname: string; lastname: string } } }> }) =>
  m.speakers.map((s) => `${s.translations.en.firstname} ${s.translations.en.lastname}`.trim())
const warningsOf = (r: ImportReport) => (r.ok ? (r.warnings ?? []).map((w) => `${w.path}: ${w.message}`) : [`refused: ${JSON.stringify(r.problems)}`])
const refusal = (r: ImportReport) => (r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.message}`))

function wikiProgram(): FixtureProgram {
  const p = sampleProgram()
  // Every person carries id 0 (files built from a wiki): two different people, one "id".
  p.sessions[0]!.persons = [{ id: 0, name: 'Lucie Meyer' }, { id: 0, name: 'Paula Kiermaier' }]
  p.sessions[1]!.persons = [{ id: 0, name: 'Paula Kiermaier' }]
  // One id for two names: told apart by name; one id for one name: one person.
  p.sessions[2]!.persons = [{ id: 7, name: 'Anna Petrova' }, { id: 8, name: 'Ivan' }]
  p.sessions[3]!.persons = [{ id: 7, name: 'Boris Petrov' }, { id: 8, name: 'Ivan' }]
  return p
}

describe('a person is one person by guid, else a non-zero id unique to one name, else the name', () => {
  it('persons with id 0 are told apart by name; an id two names carry is not used; it is reported', async () => {
    const report = await importText(server.db, json(c3vocJson(wikiProgram())), { eventId: 921 })
    expect(report).toMatchObject({ ok: true, counts: { speakers: 5 } })
    expect(warningsOf(report)).toEqual([expect.stringContaining('person id 7 is given to 2 different names (Anna Petrova, Boris Petrov)')])
    const byGuid = new Map((await sessions(921)).map((m) => [m.id, names(m)]))
    expect(byGuid.get(await idOf(921, GUID.opening))).toEqual(['Lucie Meyer', 'Paula Kiermaier'])
    expect(byGuid.get(await idOf(921, GUID.night))).toEqual(['Paula Kiermaier'])
    expect(byGuid.get(await idOf(921, GUID.late))).toEqual(['Anna Petrova', 'Ivan'])
    expect(byGuid.get(await idOf(921, GUID.links))).toEqual(['Boris Petrov', 'Ivan'])
    // Paula is one speaker on both sessions; Ivan (id 8, one name) too.
    const ids = (await sessions(921)).flatMap((m) => m.speakers.map((s: { id: number }) => s.id))
    expect(new Set(ids).size).toBe(5)
  })

  it('the same guid under two names is one person, and the import says so', async () => {
    const p = sampleProgram()
    p.sessions[3]!.persons = [{ guid: p.sessions[0]!.persons[0]!.guid!, name: 'G. Bogk' }]
    const report = await importText(server.db, json(c3vocJson(p)), { eventId: 922 })
    expect(warningsOf(report)).toEqual([expect.stringMatching(/persons\[1\]: person .* is named "G. Bogk" here and "Gabriela Bogk" at .*: one person \(same guid\), named "Gabriela Bogk"$/)])
  })
})

describe('times: a dated start that disagrees with the local start follows the local one, reported with a count', () => {
  it('pentabarf-style <date> labelled +00:00 beside a correct local <start> in America/Toronto', async () => {
    const p = { ...sampleProgram(), timeZone: null }
    // The tool wrote each local time with +00:00 (the session at 10:30 in Toronto is 15:30 UTC).
    const xml = valid(frabXml(p)).replace(/<date>([^<]+)\+01:00<\/date>/g, '<date>$1+00:00</date>')
    const report = await importText(server.db, xml, { eventId: 923, timeZone: 'America/Toronto' })
    expect(warningsOf(report)).toEqual([
      expect.stringMatching(/^\(file\): 4 session\(s\): the dated start disagrees with the local start in America\/Toronto; the local start is followed \(\/schedule\/day\[1\]/),
    ])
    const opening = (await sessions(923)).find((m) => m.translations.en?.title === 'Opening')
    expect([opening.start_at, opening.end_at]).toEqual(['2024-12-27T10:30:00-05:00', '2024-12-27T11:00:00-05:00'])
    const night = (await sessions(923)).find((m) => m.translations.ru?.title === 'Ночной доклад' || m.translations.en?.title === 'Ночной доклад')
    expect(night.start_at).toBe('2024-12-28T01:00:00-05:00') // after midnight: the next date, as the day runs to 06:00
  })

  it('a dated start that agrees with the local one is taken as it is, with no warning', async () => {
    const report = await importText(server.db, valid(frabXml(sampleProgram())), { eventId: 924 })
    expect(warningsOf(report)).toEqual([])
  })

  it('a session that starts exactly at the day change belongs to the day that starts then', async () => {
    const p = sampleProgram()
    p.sessions[3]!.start = '2024-12-28T06:00' // the start of day 2, listed under day 2
    const xml = valid(frabXml(p, { pentabarf: true }))
    expect((await importText(server.db, xml, { eventId: 925, timeZone: 'Europe/Berlin' })).ok).toBe(true)
    const m = (await sessions(925)).find((x) => x.translations.en?.title === 'Links and paragraphs')
    expect([m.start_at, m.date]).toEqual(['2024-12-28T06:00:00+01:00', '2024-12-28'])
  })
})

describe('texts: frab tracks, character references decoded once on import and escaped once on export', () => {
  it('tracks are read from frab XML', async () => {
    expect((await importText(server.db, valid(frabXml(sampleProgram())), { eventId: 926 })).ok).toBe(true)
    const tracks = Object.fromEntries((await sessions(926)).map((m) => [m.translations.en?.title ?? m.translations.ru?.title, m.industries.map((i: { translations: { en: { name: string } } }) => i.translations.en.name)]))
    expect(tracks).toEqual({ Opening: ['CCC'], Nachtvortrag: ['Security'], 'Ночной доклад': ['Science'], 'Links and paragraphs': ['Security'] })
  })

  it('&#39; and &amp; in JSON and in XML are decoded once; the XML export escapes once', async () => {
    const p = sampleProgram()
    p.sessions[0]!.title = 'It&#39;s Q&amp;A'
    p.sessions[0]!.persons = [{ guid: '00000000-0000-4000-8000-000000000299', name: 'Ren&#233; O&#39;Brien' }]
    expect((await importText(server.db, json(c3vocJson(p)), { eventId: 927 })).ok).toBe(true)
    const fromJson = (await sessions(927)).find((m) => m.translations.en?.title?.startsWith('It'))
    expect([fromJson.translations.en.title, names(fromJson)]).toEqual(["It's Q&A", ["René O'Brien"]])

    // In XML the file writes the references as references: &#39; and &amp; (frabXml escapes & once).
    const xml = valid(frabXml(sampleProgram())).replace('<title>Opening</title>', '<title>It&#39;s Q&amp;A &eacute;t&eacute;</title>')
    expect((await importText(server.db, xml, { eventId: 928 })).ok).toBe(true)
    expect((await sessions(928)).map((m) => m.translations.en?.title)).toContain("It's Q&A été")
    const exported = await (await server.request('/media/schedule/928.xml?lang=en')).text()
    expect(exported).toContain("<title>It's Q&amp;A été</title>")
    expect(exported).not.toContain('&amp;#39;')
  })
})

describe('tolerant by default: imported with a documented fix and a warning at its place; --strict refuses', () => {
  function defective(): string {
    const p = sampleProgram()
    p.sessions[1]!.guid = GUID.opening // a workshop held twice under one guid
    p.sessions[2]!.minutes = 0 // zero length
    p.sessions[3]!.persons = [{ guid: '00000000-0000-4000-8000-000000000298', name: ' ' }, ...p.sessions[3]!.persons]
    const doc = c3vocJson(p) as { schedule: { conference: { days: Array<{ rooms: Record<string, unknown[]> }> } } }
    // A session without a room: listed under an empty room name.
    const day2 = doc.schedule.conference.days[1]!
    day2.rooms[''] = day2.rooms['Saal 2']!
    delete day2.rooms['Saal 2']
    return json(doc)
  }

  it('a repeated guid, a zero-length session, a session without a room and a person without a name', async () => {
    const report = await importText(server.db, defective(), { eventId: 929 })
    expect(report).toMatchObject({ ok: true, counts: { meetings: 4 } })
    expect(warningsOf(report)).toEqual([
      'schedule.conference.days[1].rooms[""]: has no room name: its sessions go to the hall "No room"',
      expect.stringMatching(/^schedule\.conference\.days\[1\]\.rooms\[""\]\[0\]\.persons\[0\]: has no name: left out$/),
      'schedule.conference.days[0].rooms["Saal 1"][1]: lasts zero minutes: imported as lasting 15 (one timeslot)',
      expect.stringMatching(/^schedule\.conference\.days\[0\]\.rooms\["Saal 2"\]\[0\]: repeated guid .* \(first at schedule\.conference\.days\[0\]\.rooms\["Saal 1"\]\[0\]\): imported as a session of its own \(occurrence 2\)$/),
    ])
    const list = await sessions(929)
    expect(list).toHaveLength(4)
    const late = list.find((m) => m.translations.ru?.title === 'Ночной доклад')
    expect([late.start_at, late.end_at]).toEqual(['2024-12-28T01:00:00+01:00', '2024-12-28T01:15:00+01:00'])
    const links = list.find((m) => m.translations.en?.title === 'Links and paragraphs')
    expect(links.area.translations.en.name).toBe('No room')
    expect(names(links)).toEqual(['Gabriela Bogk'])
    // The same file again: the repeated session keeps its id (keyed by its occurrence); nothing changes.
    expect(await importText(server.db, defective(), { eventId: 929 })).toMatchObject({ ok: true, changed: false })
  })

  it('--strict refuses the same file, naming every place, and writes nothing', async () => {
    const report = await importText(server.db, defective(), { eventId: 930, strict: true })
    expect(refusal(report)).toHaveLength(4)
    expect(refusal(report).every((line) => line.endsWith('(refused: --strict)'))).toBe(true)
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM meetings WHERE event_id = 930'))[0]!.n).toBe(0)
  })
})

describe('calendar UIDs: unique to the site, stable across imports', () => {
  /** A site of its own: a fresh database, migrated, which makes its identity once. */
  async function site(): Promise<Db> {
    const db = await openPglite('memory://')
    await migrate(db)
    return db
  }
  const uids = async (db: Db) => (await loadOpenProgram(db, 35, 'en', 'https://site.test'))!.sessions.map((s) => s.guid).sort()

  it('two sites importing the same pentabarf-style file give different UIDs; one site importing it twice, the same', { timeout: 120_000 }, async () => {
    // Pentabarf: session ids, no UUID guids.
    const xml = valid(frabXml(sampleProgram(), { pentabarf: true })).replace(/ guid="[^"]+"/g, '')
    const [one, two] = [await site(), await site()]
    try {
      for (const db of [one, two]) expect((await importText(db, xml, { eventId: 35, timeZone: 'Europe/Berlin' })).ok).toBe(true)
      const first = await uids(one)
      expect(first).toHaveLength(4)
      const other = await uids(two)
      expect(other.filter((u) => first.includes(u))).toEqual([])
      expect((await importText(one, xml, { eventId: 35, timeZone: 'Europe/Berlin' })).ok).toBe(true)
      expect(await uids(one)).toEqual(first)
    } finally {
      await one.close()
      await two.close()
    }
  })
})

describe('exports round-trip with tracks, the acronym and every hall', () => {
  it('frab XML out, in again: the same tracks, acronym and halls (one hall without sessions)', async () => {
    const p = sampleProgram()
    p.rooms.push({ name: 'Saal 3', guid: '00000000-0000-4000-8000-000000000303', capacity: 50 })
    expect((await importText(server.db, valid(frabXml(p)), { eventId: 931 })).ok).toBe(true)
    const xml = await (await server.request('/media/schedule/931.xml?lang=en')).text()
    expect(xml).toContain('<acronym>test2024</acronym>')
    expect(xml).toContain('<room name="Saal 3" guid="00000000-0000-4000-8000-000000000303">')
    expect((await importText(server.db, xml, { eventId: 932 })).ok).toBe(true)
    const halls = async (id: number) => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM areas WHERE event_id = $1', [id]))[0]!.n
    expect(await halls(932)).toBe(3)
    const tracks = async (id: number) => (await sessions(id)).map((m) => m.industries.map((i: { translations: { en: { name: string } } }) => i.translations.en.name)).sort()
    expect(await tracks(932)).toEqual(await tracks(931))
    const json = JSON.parse(await (await server.request('/media/schedule/932.json')).text())
    expect(json.schedule.conference.acronym).toBe('test2024')
    expect(json.schedule.conference.rooms.map((r: { name: string }) => r.name)).toEqual(['Saal 1', 'Saal 2', 'Saal 3'])
  })
})
