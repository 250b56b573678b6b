/**
 * The program as c3voc schedule JSON version 2 (/media/schedule/{event}.v2.json), checked against
 * c3voc's published v2 schema (tests/server/fixtures/c3voc, with its licence) and against the
 * version 1 export of the same program.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from './helpers/template'
import { type TestServer, createTestServer } from './helpers/server'

const SCHEMA = join(ROOT, 'tests/server/fixtures/c3voc/schedule2.schema.json')
const require = createRequire(import.meta.url)

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ publicUrl: 'https://forum.test' })
})
afterAll(() => server?.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the c3voc documents are probed field by field
const json = async (file: string): Promise<any> => {
  const res = await server.request(`/media/schedule/${file}`)
  expect(res.status, file).toBe(200)
  return res.json()
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('c3voc schedule v2 beside v1 and frab XML', () => {
  it('validates against the c3voc v2 schema, in ru and en', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true })
    ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'))
    addFormats(ajv)
    ajv.addFormat('color', /^#[0-9a-fA-F]{6}$/)
    const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')))
    for (const file of ['35.v2.json', '35.v2.json?lang=en']) {
      const doc = await json(file)
      const ok = validate(doc)
      expect(validate.errors ?? [], file).toEqual([])
      expect(ok).toBe(true)
      expect(doc.$schema).toBe('https://c3voc.de/schema/schedule2')
    }
  })

  it('has the same sessions as v1: flat events with ISO start and end in the venue offset, UUIDs, rooms by guid', async () => {
    const v1 = await json('35.json')
    const v2 = await json('35.v2.json')
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const v1Events = v1.schedule.conference.days.flatMap((d: any) => Object.values(d.rooms).flat()) as any[]
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const live = v2.schedule.events.filter((e: any) => e.state === 'CONFIRMED')
    expect(live.map((e: { guid: string }) => e.guid).sort()).toEqual(v1Events.map((e) => e.guid).sort())
    const rooms = new Map(v2.schedule.conference.rooms.map((r: { guid: string; name: string }) => [r.guid, r.name]))
    for (const e of live) {
      expect(e.guid).toMatch(UUID)
      expect(e.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/)
      expect(Date.parse(e.end)).toBeGreaterThan(Date.parse(e.start))
      expect(rooms.get(e.room.guid), 'the room is one of the conference rooms').toBe(e.room.name)
      const old = v1Events.find((o) => o.guid === e.guid)
      expect(e.end).toBe(old.end)
      expect(e.room.name).toBe(old.room)
      expect(e.participants.map((p: { name: string }) => p.name)).toEqual(old.persons.map((p: { name: string }) => p.name))
    }
  })

  it('names the role of each participant and carries the texts in both languages', async () => {
    const v2 = await json('35.v2.json')
    const participants = v2.schedule.events.flatMap((e: { participants: Array<{ role: string; guid: string }> }) => e.participants)
    expect(new Set(participants.map((p: { role: string }) => p.role))).toEqual(new Set(['SPEAKER', 'MODERATOR']))
    for (const p of participants) expect(p.guid).toMatch(UUID)
    const stored = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id WHERE m.event_id = 35 AND m.withdrawn_at IS NULL AND ms.role = 'moderator'")
    expect(participants.filter((p: { role: string }) => p.role === 'MODERATOR').length).toBe(stored[0]!.n)
    const both = v2.schedule.events.filter((e: { abstract: unknown }) => e.abstract && typeof e.abstract === 'object' && 'ru' in e.abstract && 'en' in e.abstract)
    expect(both.length).toBeGreaterThan(0)
    expect(v2.schedule.conference.languages).toEqual(['ru', 'en'])
    const en = await json('35.v2.json?lang=en')
    expect(en.schedule.conference.languages).toEqual(['en', 'ru'])
    expect(en.schedule.events[0].abstract).toEqual(v2.schedule.events[0].abstract)
  })

  it('lists a withdrawn session as CANCELED, which v1 leaves out', async () => {
    const [row] = await server.db.query<{ id: number }>('SELECT id FROM meetings WHERE event_id = 35 AND withdrawn_at IS NULL ORDER BY id LIMIT 1')
    await server.db.query('UPDATE meetings SET withdrawn_at = now() WHERE id = $1', [row!.id])
    await server.db.query('UPDATE content_meta SET version = version + 1, updated_at = now() WHERE id = 1')
    const v2 = await json('35.v2.json')
    const cancelled = v2.schedule.events.filter((e: { state: string }) => e.state === 'CANCELED')
    expect(cancelled.map((e: { url: string }) => e.url)).toEqual([expect.stringMatching(new RegExp(`/${row!.id}$`))])
    const v1 = await json('35.json')
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    expect(v1.schedule.conference.days.flatMap((d: any) => Object.values(d.rooms).flat()).some((e: any) => e.id === row!.id)).toBe(false)
  })
})
