/**
 * Every import that changes the program makes a version, the site's own JSON shape too (not only
 * c3voc JSON and frab XML): a move and a hall change imported in that shape show in the change
 * log with before → after; the same file again makes none; the demo's fill makes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateDemo } from '../../server/demo'
import { importContent, importText } from '../../server/program/import'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

const EVENT = 35
/** An hour later, on the file's own clock and offset (demo sessions are daytime: no day to cross). */
const later = (iso: string) => iso.replace(/T(\d\d)/, (_, h: string) => `T${String(Number(h) + 1).padStart(2, '0')}`)

describe('the own JSON import makes program versions', () => {
  it('the demo fill is no version; a move and a hall change in our own shape are one, listed with before and after', async () => {
    const start = await server.getJson(`/changes/${EVENT}`)
    expect(start.body.data).toMatchObject({ current: 0, versions: [] })

    // The organizer's first import of the program as it is: its first version, the whole program.
    const demo = generateDemo()
    const first = await importText(server.db, JSON.stringify(demo), { source: { kind: 'file', name: 'program.json' } })
    expect(first).toMatchObject({ ok: true, programVersion: 1 })

    const meetings = demo.meetings ?? []
    const session = meetings.find((m) => m.event_id === EVENT && !m.is_culture)!
    const otherHall = (demo.areas ?? []).find((a) => a.event_id === EVENT && !a.is_culture && a.id !== session.area_id)!
    const moved = { ...session, start_at: later(session.start_at), end_at: later(session.end_at), area_id: otherHall.id }
    const changed = { ...demo, meetings: meetings.map((m) => (m.id === session.id ? moved : m)) }
    const second = await importText(server.db, JSON.stringify(changed), { source: { kind: 'file', name: 'program-2.json' } })
    expect(second).toMatchObject({ ok: true, programVersion: 2 })

    const { body } = await server.getJson(`/changes/${EVENT}?since=1&langs=ru`)
    const [v2] = body.data.versions
    expect(v2).toMatchObject({ number: 2, initial: false, source: { kind: 'file', name: 'program-2.json' }, change_count: 1 })
    expect(v2.changes).toEqual([
      expect.objectContaining({
        meeting_id: session.id,
        kinds: ['moved', 'hall'],
        before: expect.objectContaining({ start_at: session.start_at, area_id: session.area_id }),
        after: expect.objectContaining({ start_at: moved.start_at, area_id: otherHall.id }),
      }),
    ])

    // The same file again changes nothing in the program: no version.
    expect(await importContent(server.db, changed)).toMatchObject({ ok: true, programVersion: null })
    expect((await server.getJson(`/changes/${EVENT}`)).body.data.current).toBe(2)
  })
})
