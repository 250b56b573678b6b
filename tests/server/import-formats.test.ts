/**
 * Importing what organizers already have (c3voc schedule JSON, frab XML).
 * The fixtures are generated here and validated against ../shared/schemas when present.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importText } from '../../server/program/import'
import { GUID, c3vocJson, frabXml, sampleProgram } from './helpers/schedule-fixtures'
import { ROOT, SHARED, copyTemplateDataDir } from './helpers/template'
import { type TestServer, createTestServer } from './helpers/server'

const SCHEMAS = join(SHARED, 'schemas')
const require = createRequire(import.meta.url)

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

const json = (v: unknown) => JSON.stringify(v, null, 2)
const idOf = async (eventId: number, guid: string) =>
  (await server.db.query<{ id: number }>('SELECT id FROM import_keys WHERE kind = $1 AND key = $2', ['meeting', `${eventId}/${guid}`]))[0]!.id
const version = async () => (await server.db.query<{ version: number }>('SELECT version FROM content_meta'))[0]!.version
async function counts() {
  const out: Record<string, unknown> = { version: await version() }
  for (const t of ['events', 'areas', 'industries', 'area_event_types', 'speakers', 'meetings', 'meeting_speakers', 'meeting_industries', 'import_keys']) {
    out[t] = (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n
  }
  out.meetingRows = await server.db.query('SELECT * FROM meetings ORDER BY id')
  return out
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON is probed field by field
const list = async (eventId: number, extra = ''): Promise<any[]> => (await server.getJson(`/meeting?event_id=${eventId}&with=speakers,area${extra}`)).body.data

describe.skipIf(!existsSync(SCHEMAS))('§16.3 the generated fixtures follow the published schemas (../shared/schemas)', () => {
  it('the c3voc JSON is valid against the c3voc JSON schema (draft-06)', () => {
    const ajv = new Ajv({ strict: false, allErrors: true })
    ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'))
    addFormats(ajv)
    ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/)
    const validate = ajv.compile(JSON.parse(readFileSync(join(SCHEMAS, 'c3voc-schedule.schema.json'), 'utf8')))
    const ok = validate(c3vocJson(sampleProgram()))
    expect(validate.errors ?? []).toEqual([])
    expect(ok).toBe(true)
  })

  it('the frab XML has the elements and attributes the XSD requires, guids unique', () => {
    const xsd = readFileSync(join(SCHEMAS, 'frab-schedule.xml.xsd'), 'utf8')
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (n) => ['day', 'room', 'event'].includes(n) }).parse(frabXml(sampleProgram()))
    const required = ['room', 'title', 'type', 'date', 'start', 'duration', 'abstract', 'track']
    for (const name of required) expect(xsd).toContain(`name="${name}"`)
    expect(doc.schedule.version).toBeTruthy()
    const guids: string[] = []
    for (const day of doc.schedule.day) {
      for (const attr of ['@start', '@end', '@index']) expect(day[attr]).toBeTruthy()
      for (const room of day.room) {
        expect(room['@name']).toBeTruthy()
        for (const event of room.event ?? []) {
          for (const name of required) expect(event[name], name).not.toBeUndefined()
          expect(event['@guid']).toMatch(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/)
          guids.push(event['@guid'])
        }
      }
    }
    expect(new Set(guids).size).toBe(guids.length)
  })
})

describe('§16.3 c3voc JSON and frab XML import, with repeated ids and one-name speakers', () => {
  it('c3voc JSON: halls with capacity, one-name speakers as they are, venue times, texts in the declared language', async () => {
    const report = await importText(server.db, json(c3vocJson(sampleProgram())), { eventId: 901 })
    expect(report).toMatchObject({ ok: true, counts: { events: 1, areas: 2, meetings: 4, speakers: 3, industries: 3, area_event_types: 2 } })
    const meetings = await list(901, '&langs=ru,en')
    expect(meetings.map((m) => m.start_at)).toEqual([
      '2024-12-27T10:30:00+01:00', '2024-12-27T23:30:00+01:00', '2024-12-28T01:00:00+01:00', '2024-12-28T11:00:00+01:00',
    ])
    const [opening, night, late] = meetings
    expect(opening.id).not.toBe(night.id) // both have id 1 in the file
    expect(opening.speakers.map((s: { translations: object }) => s.translations)).toEqual([
      { en: { firstname: 'Gabriela Bogk', lastname: '', position: '', organization: '', bio: '' } },
      { en: { firstname: 'Senficon', lastname: '', position: '', organization: '', bio: '' } },
    ])
    expect(opening.area.capacity).toBe(3000)
    expect(opening.translations).toEqual({ en: expect.objectContaining({ title: 'Opening' }) })
    expect(late.translations).toEqual({ ru: expect.objectContaining({ title: 'Ночной доклад' }) })
    const langs = await server.db.query<{ lang: string }>('SELECT lang FROM meetings WHERE event_id = 901 ORDER BY start_at')
    expect(langs.map((r) => r.lang)).toEqual(['en', 'de', 'ru', 'en'])
    const [event] = await server.db.query('SELECT timezone, day_change, starts_on::text, ends_on::text FROM events WHERE id = 901')
    expect(event).toEqual({ timezone: 'Europe/Berlin', day_change: '06:00', starts_on: '2024-12-27', ends_on: '2024-12-28' })
  })

  it('a reader of Russian sees the English text that exists, never an empty title', async () => {
    const meetings = await list(901, '&langs=ru')
    expect(meetings[0].translations).toEqual({ en: expect.objectContaining({ title: 'Opening' }) })
    expect(meetings[0].speakers[0].translations.en.firstname).toBe('Gabriela Bogk')
  })

  it('frab XML: the same program, the same sessions, times, halls and speakers', async () => {
    const report = await importText(server.db, frabXml(sampleProgram()), { eventId: 902 })
    expect(report).toMatchObject({ ok: true, counts: { areas: 2, meetings: 4, speakers: 3 } })
    const fromXml = await list(902)
    const fromJson = await list(901)
    const shape = (m: { start_at: string; end_at: string; area: { translations: object; capacity: number | null }; speakers: Array<{ translations: object }>; translations: object }) => ({
      start_at: m.start_at, end_at: m.end_at, hall: m.area.translations, speakers: m.speakers.map((s) => s.translations), texts: m.translations,
    })
    expect(fromXml.map(shape)).toEqual(fromJson.map(shape))
    const [event] = await server.db.query('SELECT day_change FROM events WHERE id = 902')
    expect(event).toEqual({ day_change: '06:00' })
  })

  it('the file\'s conference becomes event 35 when no --event-id is given (a dry run writes nothing)', async () => {
    const hasOpening = async () =>
      (await server.getJson('/meeting?event_id=35&limit=1000')).body.data.some(
        (m: { translations: { en?: { title: string } } }) => m.translations.en?.title === 'Opening',
      )
    expect(await importText(server.db, json(c3vocJson(sampleProgram())), { dryRun: true })).toMatchObject({ ok: true })
    expect(await hasOpening()).toBe(false)
    expect(await importText(server.db, json(c3vocJson(sampleProgram())))).toMatchObject({ ok: true })
    expect(await hasOpening()).toBe(true)
    const { body } = await server.getJson('/events/35?langs=en')
    expect(body.data[0]).toMatchObject({ id: 35, timezone: 'Europe/Berlin', translations: { en: { name: 'Test Congress' } } })
  })
})

describe('§16.3 HTML and scripts in abstracts are sanitized; plain text keeps paragraphs and links', () => {
  it('scripts, handlers and javascript: links are gone; paragraphs, breaks and links stay', async () => {
    const meetings = await list(901)
    const night = meetings[1].translations.en.description as string
    expect(night).toContain('<strong>Welt</strong>')
    expect(night).not.toMatch(/script|onclick|onerror|javascript:|<img/i)
    const links = meetings[3].translations.en.description as string
    expect(links).toBe(
      '<p>First paragraph, see <a href="https://example.org/a?b=1" rel="noopener noreferrer">https://example.org/a?b=1</a>.</p>' +
        '<p>Second paragraph<br>with a break.</p>' +
        '<p>More at <a href="https://example.org/more" rel="noopener noreferrer">https://example.org/more</a></p>',
    )
  })
})

describe('§16.3 an updated export: stable ids from guids, moved and dropped sessions', () => {
  it('a second import moves one session, changes a text and withdraws a dropped one (not listed, flagged by id, kept in favorites)', async () => {
    const eventId = 903
    expect((await importText(server.db, json(c3vocJson(sampleProgram())), { eventId })).ok).toBe(true)
    const droppedId = await idOf(eventId, GUID.links)
    const [user] = await server.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1')
    await server.db.query('INSERT INTO user_favorites (user_id, meeting_id) VALUES ($1, $2)', [user!.id, droppedId])
    const before = await version()

    const updated = sampleProgram()
    updated.sessions[0]!.start = '2024-12-27T12:00'
    updated.sessions[1]!.title = 'Nachtvortrag (neu)'
    updated.sessions = updated.sessions.filter((s) => s.guid !== GUID.links)
    const report = await importText(server.db, frabXml(updated), { eventId })
    expect(report).toMatchObject({ ok: true, changed: true, withdrawn: 1 })
    expect(await version()).toBe(before + 1)

    const meetings = await list(eventId)
    expect(meetings.map((m) => m.id)).not.toContain(droppedId)
    const openingId = await idOf(eventId, GUID.opening)
    expect(meetings.find((m) => m.id === openingId).start_at).toBe('2024-12-27T12:00:00+01:00')
    expect(meetings.find((m) => m.translations.en?.title === 'Nachtvortrag (neu)')).toBeTruthy()

    const { body } = await server.getJson(`/meeting?event_id=${eventId}&meeting_ids=${droppedId}`)
    expect(body.data).toEqual([expect.objectContaining({ id: droppedId, withdrawn: true })])
    expect(meetings.every((m) => m.withdrawn === undefined)).toBe(true)
    const favorites = await server.db.query('SELECT 1 FROM user_favorites WHERE meeting_id = $1', [droppedId])
    expect(favorites).toHaveLength(1)

    // The session back in a later export is listed again.
    expect(await importText(server.db, json(c3vocJson(sampleProgram())), { eventId })).toMatchObject({ ok: true, withdrawn: 0 })
    expect((await list(eventId)).map((m) => m.id)).toContain(droppedId)
  })

  it('the same file imported twice changes nothing, and the content version stays the same', async () => {
    const file = frabXml(sampleProgram())
    await importText(server.db, file, { eventId: 904 })
    const before = await counts()
    const report = await importText(server.db, file, { eventId: 904 })
    expect(report).toMatchObject({ ok: true, changed: false, withdrawn: 0 })
    expect(await counts()).toEqual(before)
  })
})

describe('§16.3 checking: refused files write nothing', () => {
  it('a file with no time zone is refused with one line naming --time-zone; with the option it imports', async () => {
    const before = await counts()
    const xml = frabXml({ ...sampleProgram(), timeZone: null }, { pentabarf: true })
    const report = await importText(server.db, xml, { eventId: 905 })
    expect(report.ok ? [] : report.problems).toEqual([{ path: '(file)', message: expect.stringContaining('--time-zone ZONE') }])
    expect(await counts()).toEqual(before)

    const bad = await importText(server.db, xml, { eventId: 905, timeZone: 'Mars/Olympus' })
    expect(bad.ok ? '' : bad.problems[0]!.message).toContain('not an IANA time zone')

    // Pentabarf-style local times: the 01:00 session of a day that runs to 06:00 is on the next date.
    expect(await importText(server.db, xml, { eventId: 905, timeZone: 'Europe/Berlin' })).toMatchObject({ ok: true })
    expect((await list(905)).map((m) => m.start_at)).toEqual((await list(901)).map((m) => m.start_at))
  })

  it('problems are listed with their place in the file', async () => {
    const report = await importText(server.db, frabXml(sampleProgram()).replace('<duration>00:40</duration>', '<duration>soon</duration>'), { eventId: 906 })
    const lines = report.ok ? [] : report.problems.map((p) => `${p.path}: ${p.message}`)
    expect(lines).toEqual([expect.stringMatching(/^\/schedule\/day\[2\]\/room\[2\]\/event\[1\] \(line \d+\)\/duration: must be a duration/)])
  })

  it('--strict refuses a repeated guid that is otherwise imported with a warning, with both places', async () => {
    const program = sampleProgram()
    program.sessions[1]!.guid = GUID.opening
    const report = await importText(server.db, frabXml(program), { eventId: 906, strict: true })
    const lines = report.ok ? [] : report.problems.map((p) => `${p.path}: ${p.message}`)
    expect(lines).toEqual([
      expect.stringMatching(/^\/schedule\/day\[1\]\/room\[2\]\/event\[1\] \(line \d+\): repeated guid .* \(first at \/schedule\/day\[1\]\/room\[1\]\/event\[1\] \(line \d+\)\).*\(refused: --strict\)$/),
    ])
  })
})

describe('§16.3 npm run content:import: malformed files and a missing time zone are one line, exit 1', () => {
  let dataDir: string
  let work: string
  beforeAll(async () => {
    dataDir = await copyTemplateDataDir()
    work = mkdtempSync(join(tmpdir(), 'forum-import-formats-'))
  })
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(work, { recursive: true, force: true })
  })
  const run = (name: string, content: string, ...args: string[]) => {
    const file = join(work, name)
    writeFileSync(file, content)
    return spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['server/cli/import.ts', file, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })
  }

  it('malformed JSON and XML: one line with the line and column', () => {
    const badJson = run('bad.json', '{\n  "schedule": {\n    "conference": ,\n  }\n}')
    expect(badJson.status).toBe(1)
    expect(badJson.stderr.trim()).toMatch(/^\S+bad\.json: not valid JSON: .* at line 3, column 19; nothing was imported$/)
    const badXml = run('bad.xml', '<schedule>\n  <conference>\n    <title>T</conference>\n</schedule>')
    expect(badXml.status).toBe(1)
    expect(badXml.stderr.trim()).toMatch(/^\S+bad\.xml: not valid XML: .* at line 3, column \d+; nothing was imported$/)
  })

  it('no time zone: one line naming --time-zone; with it the file imports', () => {
    const xml = frabXml({ ...sampleProgram(), timeZone: null }, { pentabarf: true })
    const refused = run('old.xml', xml)
    expect(refused.status).toBe(1)
    expect(refused.stderr.trim().split('\n')).toHaveLength(1)
    expect(refused.stderr).toContain('--time-zone')
    const ok = run('old.xml', xml, '--time-zone', 'Europe/Berlin', '--event-id', '907')
    expect(ok.stderr).toBe('')
    expect(ok.stdout).toMatch(/imported events 1, areas 2, .*meetings 4/)
  })
})
