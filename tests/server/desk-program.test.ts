import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { DeskProgramDay, SessionSaved, deskProgramEndpoints } from '../../kernel/contract/desk-program'
import { sessionSequences } from '../../server/program/changes'
import { type AccountTestServer, createAccountServer, expectData, expectError } from './helpers/account'
import { demoToken } from './helpers/cabinet'
import { auditOf, deskCall, newEditor } from './helpers/desk'
import { ImportPreview, deskImportEndpoints } from '../../kernel/contract/desk-import'
import { frabXml, sampleProgram } from './helpers/schedule-fixtures'

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

const importCall = (path: string, token: string, text: string, query = '') =>
  server.request(`${path}?name=test.xml${query}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain', 'X-Lang': 'ru' }, body: text })
const counts = async () => (await server.db.query<{ m: number; v: number; a: number }>('SELECT (SELECT count(*)::int FROM meetings) AS m, (SELECT count(*)::int FROM program_versions) AS v, (SELECT count(*)::int FROM audit_log) AS a'))[0]!

describe('import in the desk: a preview that writes nothing', () => {
  it('another forum\'s frab XML: the preview lists added and withdrawn sessions and asks about the demo; nothing is written; apply without the answer is refused', async () => {
    const before = await counts()
    const res = await importCall(deskImportEndpoints.importPreview.path, editor, frabXml(sampleProgram()))
    const preview = expectData({ status: res.status, body: await res.json(), res }, ImportPreview)
    expect(preview.ok).toBe(true)
    expect(preview.changes.added).toBeGreaterThan(0)
    expect(preview.sessions.some((s) => s.title === 'Opening' && s.kinds.includes('added'))).toBe(true)
    expect(preview.demo).toBe(true)
    expect(await counts()).toEqual(before)
    const refused = await importCall(deskImportEndpoints.importApply.path, editor, frabXml(sampleProgram()))
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { code: string }).code).toBe('demo_question')
    expect(await counts()).toEqual(before)
  })

  it('a broken file: the preview names the problem; a visitor is refused the preview', async () => {
    const res = await importCall(deskImportEndpoints.importPreview.path, editor, '<schedule><oops')
    const preview = expectData({ status: res.status, body: await res.json(), res }, ImportPreview)
    expect(preview.ok).toBe(false)
    expect(preview.problems.length).toBeGreaterThan(0)
    expect((await importCall(deskImportEndpoints.importPreview.path, visitor, 'x')).status).toBe(403)
  })
})

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

describe('import in the desk: applied once confirmed', () => {
  it('apply writes the import, as a program version, with its audit entry', async () => {
    const res = await importCall(deskImportEndpoints.importApply.path, editor, frabXml(sampleProgram()), '&replace_demo=1')
    const body = (await res.json()) as { data: { ok: boolean; program_version: number | null } }
    expect(res.status, JSON.stringify(body)).toBe(200)
    expect(body.data.ok).toBe(true)
    expect(body.data.program_version).toBeGreaterThan(0)
    expect((await auditOf(server, 'import'))[0]).toMatchObject({ action: 'import', entity_id: 'test.xml' })
  })
})
