import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { DeskProgramDay, SessionSaved, deskProgramEndpoints } from '../../kernel/contract/desk-program'
import { sessionSequences } from '../../server/program/changes'
import { type AccountTestServer, createAccountServer, expectData, expectError } from './helpers/account'
import { demoToken } from './helpers/cabinet'
import { auditOf, deskCall, newEditor } from './helpers/desk'

let server: AccountTestServer
let editor: string
let visitor: string
let day: DeskProgramDay

const bodyOf = (s: DeskProgramDay['sessions'][number], over: Record<string, unknown> = {}) => ({
  start_at: s.start_at,
  end_at: s.end_at,
  area_id: s.area_id,
  ru_title: s.ru_title,
  en_title: s.en_title,
  cancelled: s.cancelled,
  speaker_ids: s.speaker_ids,
  ...over,
})
const shifted = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString()

beforeAll(async () => {
  server = await createAccountServer()
  const admin = await demoToken(server, 'organizer')
  editor = (await newEditor(server, admin)).token
  visitor = await demoToken(server, 'visitor')
  day = expectData(await deskCall(server, deskProgramEndpoints.programDay, editor), DeskProgramDay)
}, 240_000)
afterAll(() => server?.close())

describe('the program by hand', () => {
  it('moving a picked session is a new program version: the visitor\'s "my program" change, the calendar SEQUENCE, the audit log', async () => {
    const session = day.sessions.find((s) => !s.cancelled)!
    const [visitorRow] = await server.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'visitor@horizon-forum.example'")
    await server.db.query('INSERT INTO user_favorites (user_id, meeting_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [visitorRow!.id, session.id])
    const sequence = (await sessionSequences(server.db, EVENT_ID)).get(session.id) ?? 0
    const saved = expectData(
      await deskCall(server, deskProgramEndpoints.sessionSave, editor, { params: { id: session.id }, body: bodyOf(session, { start_at: shifted(session.start_at, 30), end_at: shifted(session.end_at, 30) }) }),
      SessionSaved,
    )
    expect(saved.version).toBeGreaterThan(day.version)
    expect(saved.session.start_at).toBe(shifted(session.start_at, 30).replace(/\.000Z$/, 'Z'))
    expect((await sessionSequences(server.db, EVENT_ID)).get(session.id)).toBeGreaterThan(sequence)
    const [pick] = await server.db.query<{ kind: string }>('SELECT kind FROM live_pick_changes WHERE user_id = $1 AND meeting_id = $2', [visitorRow!.id, session.id])
    expect(pick?.kind).toBe('moved')
    const [entry] = await auditOf(server, 'meeting')
    expect(entry).toMatchObject({ action: 'update', entity_id: String(session.id) })
    expect((entry!.before as { start_at: string }).start_at).toBe(session.start_at)
  })

  it('cancel and restore, retitle, change speakers: each saved and recorded', async () => {
    const session = day.sessions.filter((s) => !s.cancelled)[1]!
    const cancelled = expectData(await deskCall(server, deskProgramEndpoints.sessionSave, editor, { params: { id: session.id }, body: bodyOf(session, { cancelled: true }) }), SessionSaved)
    expect(cancelled.session.cancelled).toBe(true)
    expect((await auditOf(server, 'meeting'))[0]!.action).toBe('cancel')
    const speakers = day.speakers.slice(0, 2).map((s) => s.id)
    const restored = expectData(
      await deskCall(server, deskProgramEndpoints.sessionSave, editor, { params: { id: session.id }, body: bodyOf(session, { cancelled: false, ru_title: 'Новое название', en_title: 'New title', speaker_ids: speakers }) }),
      SessionSaved,
    )
    expect(restored.session).toMatchObject({ cancelled: false, ru_title: 'Новое название', en_title: 'New title', speaker_ids: speakers })
    expect((await auditOf(server, 'meeting'))[0]!.action).toBe('restore')
  })

  it('bad input: a time outside the event\'s days, an end before the start, an unknown hall, an empty title: 422 by field', async () => {
    const session = day.sessions[0]!
    const outside = expectError(await deskCall(server, deskProgramEndpoints.sessionSave, editor, { params: { id: session.id }, body: bodyOf(session, { start_at: '2020-01-01T10:00:00Z', end_at: '2020-01-01T11:00:00Z' }) }), 422)
    expect(outside.errors?.start_at?.[0]).toMatch(/вне дней форума/)
    const en = expectError(await deskCall(server, deskProgramEndpoints.sessionSave, editor, { params: { id: session.id }, body: bodyOf(session, { end_at: session.start_at }), lang: 'en' }), 422)
    expect(en.errors?.end_at?.[0]).toMatch(/after the start/)
    expect(expectError(await deskCall(server, deskProgramEndpoints.sessionSave, editor, { params: { id: session.id }, body: bodyOf(session, { area_id: 999999 }) }), 422).errors).toHaveProperty('area_id')
    expect(expectError(await deskCall(server, deskProgramEndpoints.sessionSave, editor, { params: { id: session.id }, body: bodyOf(session, { ru_title: ' ' }) }), 422).errors).toHaveProperty('ru_title')
    expectError(await deskCall(server, deskProgramEndpoints.programDay, editor, { query: { day: '2001-01-01' } }), 400)
    expectError(await deskCall(server, deskProgramEndpoints.sessionSave, editor, { params: { id: 424242 }, body: bodyOf(session) }), 404)
  })

  it('a visitor is refused the program by hand (403)', async () => {
    for (const endpoint of Object.values(deskProgramEndpoints)) expectError(await deskCall(server, endpoint, visitor, { params: { id: 1 } }), 403, 'desk_only')
  })
})
