import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/types'
import { publishProgramChange } from '../../server/demo/program-change'
import { withProgramVersion } from '../../server/program/version'
import { importContent } from '../../server/program/import'
import { type ServerProcess, emptySchema, http, startProcess } from './helpers/processes'
import { DATABASE_URL, type TestServer, createTestServer } from './helpers/server'
import { ROOT } from './helpers/template'
import { SseReader } from './helpers/sse'

const TOKEN = 'organizer-token-for-the-tests-0123456789'
const EVENTS = '/api/live/events'
const ANNOUNCE = '/api/live/announcements'

/**
 * Moves one session by an hour, cancels another and publishes the version, in one transaction,
 * recorded in the program's change log as an import records it.
 */
async function publishVersion(db: Db, move: number, cancel: number): Promise<number> {
  return publishProgramChange(db, [{ id: move, minutes: 60 }], [cancel])
}

async function twoSessions(db: Db): Promise<[number, number]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM meetings WHERE withdrawn_at IS NULL ORDER BY id LIMIT 2')
  return [rows[0]?.id as number, rows[1]?.id as number]
}

describe('the live channel in one process', () => {
  let server: TestServer
  const open = async (headers: Record<string, string> = {}, query = '') => {
    const res = await server.request(`${EVENTS}${query}`, { headers })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('x-accel-buffering')).toBe('no')
    return new SseReader(res.body as ReadableStream<Uint8Array>)
  }

  beforeAll(async () => {
    server = await createTestServer({ organizerToken: TOKEN })
  }, 60_000)
  afterAll(async () => {
    await server.app.close()
    await server.close()
  })

  it('a stream starts with hello, the newest event id and the program version', async () => {
    const s = await open()
    const hello = await s.nextEvent()
    expect(hello.type).toBe('hello')
    expect(hello.data.version).toBeGreaterThan(0)
    await s.cancel()
  })

  it('a published program version reaches an open stream with the sessions it moved and cancelled', async () => {
    const s = await open()
    await s.nextEvent()
    const [move, cancel] = await twoSessions(server.db)
    const version = await publishVersion(server.db, move, cancel)
    const e = await s.nextEvent()
    expect(e).toMatchObject({ type: 'program', data: { type: 'program', version, moved: [move], cancelled: [cancel] } })
    expect(e.id).toBeGreaterThan(0)
    await s.cancel()
  })

  it('a write through withProgramVersion publishes the content version it moved, with the sessions it moved', async () => {
    const s = await open()
    await s.nextEvent()
    const [move] = await twoSessions(server.db)
    const [meeting] = await server.db.query<{ event_id: number }>('SELECT event_id FROM meetings WHERE id = $1', [move])
    const written = await server.db.transaction((tx) =>
      withProgramVersion(tx, { source: { kind: 'file', name: 'test' }, eventIds: [meeting?.event_id as number], baseline: true }, (w) =>
        w.query(`UPDATE meetings SET area_id = (SELECT id FROM areas WHERE id <> meetings.area_id ORDER BY id LIMIT 1) WHERE id = $1`, [move]),
      ),
    )
    expect(written.changes.map((c) => [c.meeting_id, c.kinds])).toEqual([[move, ['hall']]])
    expect(written.programVersion).toBeGreaterThan(0)
    const e = await s.nextEvent()
    expect(e).toMatchObject({ type: 'program', data: { type: 'program', version: written.contentVersion, moved: [move], cancelled: [] } })
    await s.cancel()
  })

  it('a write that says it changed nothing records no version and keeps the content version', async () => {
    const [{ version } = { version: 0 }] = await server.db.query<{ version: number }>('SELECT version FROM content_meta WHERE id = 1')
    const written = await server.db.transaction((tx) =>
      withProgramVersion(tx, { source: { kind: 'file', name: 'test' }, eventIds: [1], changed: () => false }, async () => 'nothing'),
    )
    expect(written).toMatchObject({ value: 'nothing', contentVersion: version, programVersion: null, changes: [] })
  })

  it('an import of our own JSON shape records its moves in the change log, and the version event counts them', async () => {
    const example = JSON.parse(readFileSync(join(ROOT, 'server/examples/import-example.json'), 'utf8')) as {
      meetings: { id: number; start_at: string; end_at: string }[]
    }
    const source = { kind: 'file' as const, name: 'import-example.json' }
    const s = await open()
    await s.nextEvent()
    const added = await importContent(server.db, example, { source })
    expect(added).toMatchObject({ ok: true })
    expect((await s.nextEvent()).data.version).toBe(added.ok && added.version)
    const [first] = example.meetings
    const earlier = (iso: string) => iso.replace(/T(\d\d)/, (_, h: string) => `T${String(Number(h) - 1).padStart(2, '0')}`)
    const moved = { ...example, meetings: example.meetings.map((m) => (m.id === first?.id ? { ...m, start_at: earlier(m.start_at), end_at: earlier(m.end_at) } : m)) }
    const report = await importContent(server.db, moved, { source })
    expect(report).toMatchObject({ ok: true })
    const e = await s.nextEvent()
    expect(e).toMatchObject({ type: 'program', data: { moved: [first?.id], cancelled: [] } })
    await s.cancel()
  })

  it('a reconnect with Last-Event-ID gets every event it missed, in order, then hello', async () => {
    const s = await open()
    const hello = await s.nextEvent()
    await s.cancel()
    const [move, cancel] = await twoSessions(server.db)
    const v1 = await publishVersion(server.db, move, cancel)
    const [move2, cancel2] = await twoSessions(server.db)
    const v2 = await publishVersion(server.db, move2, cancel2)
    const again = await open({ 'Last-Event-ID': String(hello.id) })
    const first = await again.nextEvent()
    const second = await again.nextEvent()
    expect([first.data.version, second.data.version]).toEqual([v1, v2])
    expect(second.id).toBe(first.id + 1)
    const h = await again.nextEvent()
    expect(h.type).toBe('hello')
    expect(h.id).toBe(second.id)
    await again.cancel()
    // A new EventSource sends no header: ?last= does the same.
    const byQuery = await open({}, `?last=${hello.id}`)
    expect((await byQuery.nextEvent()).data.version).toBe(v1)
    await byQuery.cancel()
  })

  it('a Last-Event-ID older than what is kept gets "reload" with the current version', async () => {
    const s = await open()
    const hello = await s.nextEvent()
    await s.cancel()
    const [move, cancel] = await twoSessions(server.db)
    await publishVersion(server.db, move, cancel)
    const [move2, cancel2] = await twoSessions(server.db)
    const version = await publishVersion(server.db, move2, cancel2)
    // The pruning of old events took the first one after what this page saw (and all before it).
    // (Ids may skip numbers on PostgreSQL: a sequence is not rolled back.)
    await server.db.query('DELETE FROM live_events WHERE id <= (SELECT min(id) FROM live_events WHERE id > $1)', [hello.id])
    const again = await open({ 'Last-Event-ID': String(hello.id) })
    const e = await again.nextEvent()
    expect(e).toMatchObject({ type: 'reload', data: { version } })
    await again.cancel()
  })

  it('a Last-Event-ID that is not a number is a 400 in the request language', async () => {
    const res = await server.request(EVENTS, { headers: { 'Last-Event-ID': 'abc', 'X-Lang': 'en' } })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/Last-Event-ID/)
  })

  it('an announcement needs the organizer token, reaches open streams at once and is listed for the rest of the day', async () => {
    const s = await open()
    await s.nextEvent()
    const body = JSON.stringify({ ru: 'Зал B закрыт, сессии перенесены в зал C', en: 'Hall B is closed, sessions moved to hall C' })
    const headers = { 'Content-Type': 'application/json', 'X-Lang': 'en' }
    const without = await server.request(ANNOUNCE, { method: 'POST', headers, body })
    expect(without.status).toBe(401)
    const wrong = await server.request(ANNOUNCE, { method: 'POST', headers: { ...headers, Authorization: 'Bearer nope' }, body })
    expect(wrong.status).toBe(401)
    const bad = await server.request(ANNOUNCE, { method: 'POST', headers: { ...headers, Authorization: `Bearer ${TOKEN}` }, body: '{"ru":""}' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/both languages/)
    const ok = await server.request(ANNOUNCE, { method: 'POST', headers: { ...headers, Authorization: `Bearer ${TOKEN}` }, body })
    expect(ok.status).toBe(201)
    const published = (await ok.json()).data
    expect(published.text.en).toBe('Hall B is closed, sessions moved to hall C')
    expect(Date.parse(published.ends_at)).toBeGreaterThan(Date.now())
    expect(Date.parse(published.ends_at) - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000 + 1000)
    const e = await s.nextEvent()
    expect(e).toMatchObject({ type: 'announcement', data: { announcement: { id: published.id, text: { ru: 'Зал B закрыт, сессии перенесены в зал C' } } } })
    const list = await server.getJson(ANNOUNCE)
    expect(list.body.data[0]).toEqual(published)
    await s.cancel()
  })

  it('an idle stream gets comment-line heartbeats and costs one entry in the hub', async () => {
    const before = server.app.live.connections
    const s = await open()
    await s.nextEvent()
    expect(server.app.live.connections).toBe(before + 1)
    await s.cancel()
    await new Promise((r) => setTimeout(r, 20))
    expect(server.app.live.connections).toBe(before)
  })
})

/**
 * Real processes: two sharing a PostgreSQL schema when DATABASE_URL is set (CI runs the server
 * suite again on PostgreSQL), else one on PGlite.
 */
describe('the live channel across processes', () => {
  const procs: ServerProcess[] = []
  let cleanup: (() => Promise<void>) | null = null
  const env: Record<string, string> = { ORGANIZER_TOKEN: TOKEN, NODE_ENV: 'test' }

  beforeAll(async () => {
    if (DATABASE_URL) {
      const schema = await emptySchema(DATABASE_URL)
      cleanup = schema.cleanup
      env.DATABASE_URL = schema.url
      procs.push(await startProcess(env))
      await procs[0]?.waitFor(/listening on/)
      procs.push(await startProcess(env))
      await procs[1]?.waitFor(/listening on/)
    } else {
      const { mkdtempSync, rmSync } = await import('node:fs')
      const { tmpdir } = await import('node:os')
      const { join } = await import('node:path')
      const dir = mkdtempSync(join(tmpdir(), 'live-'))
      cleanup = async () => rmSync(dir, { recursive: true, force: true })
      procs.push(await startProcess({ ...env, DATA_DIR: dir }))
      await procs[0]?.waitFor(/listening on/)
    }
  }, 120_000)
  afterAll(async () => {
    for (const p of procs) await p.stop()
    await cleanup?.()
  })

  it('an announcement published on one process reaches a stream held by every process within 1 s', async () => {
    const readers = await Promise.all(
      procs.map(async (p) => {
        const res = await fetch(`${p.base}${EVENTS}`)
        const r = new SseReader(res.body as ReadableStream<Uint8Array>)
        await r.nextEvent()
        return r
      }),
    )
    const sentAt = Date.now()
    const res = await http(procs[0]!.base, ANNOUNCE, { method: 'POST', token: TOKEN, body: { ru: 'Проверка связи', en: 'Testing' } })
    expect(res.status).toBe(201)
    for (const r of readers) {
      const e = await r.nextEvent(5000)
      expect(e.type).toBe('announcement')
      expect(e.data.announcement.id).toBe(res.body.data.id)
      expect(Date.now() - sentAt).toBeLessThan(1000)
      await r.cancel()
    }
  })

  it('npm run announce publishes to every open page (into the database, or to a running server with --server)', async () => {
    const readers = await Promise.all(
      procs.map(async (p) => {
        const r = new SseReader((await fetch(`${p.base}${EVENTS}`)).body as ReadableStream<Uint8Array>)
        await r.nextEvent()
        return r
      }),
    )
    const { spawn } = await import('node:child_process')
    const args = ['--import', 'tsx', 'server/cli/announce.ts', '--ru', 'Зал B закрыт', '--en', 'Hall B is closed']
    // PGlite is held by the running server: the CLI posts to it instead.
    if (!DATABASE_URL) args.push('--server', procs[0]!.base)
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, DATABASE_URL: env.DATABASE_URL ?? '', ORGANIZER_TOKEN: TOKEN } })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code, out).toBe(0)
    expect(out).toMatch(/Published announcement \d+/)
    for (const r of readers) {
      const e = await r.nextEvent(5000)
      expect(e.data.announcement.text).toEqual({ ru: 'Зал B закрыт', en: 'Hall B is closed' })
      await r.cancel()
    }
    // Wrong usage: one language only.
    const bad = spawn(process.execPath, ['--import', 'tsx', 'server/cli/announce.ts', '--ru', 'Только по-русски'], { cwd: ROOT })
    expect(await new Promise((resolve) => bad.on('exit', resolve))).toBe(2)
  }, 60_000)

  it('a stopping process ends its streams and the browser resumes on another with Last-Event-ID, missing nothing', async () => {
    const last = procs[procs.length - 1] as ServerProcess
    const res = await fetch(`${last.base}${EVENTS}`)
    const r = new SseReader(res.body as ReadableStream<Uint8Array>)
    const hello = await r.nextEvent()
    if (procs.length < 2) {
      await r.cancel()
      return // one PGlite process: nothing to resume on (the reconnect itself is tested above)
    }
    const stopped = last.stop()
    await expect(r.nextEvent(15_000)).rejects.toThrow(/stream ended/)
    await stopped
    const other = procs[0] as ServerProcess
    const sent = await http(other.base, ANNOUNCE, { method: 'POST', token: TOKEN, body: { ru: 'Пока вас не было', en: 'While you were away' } })
    const again = await fetch(`${other.base}${EVENTS}`, { headers: { 'Last-Event-ID': String(hello.id) } })
    const r2 = new SseReader(again.body as ReadableStream<Uint8Array>)
    const e = await r2.nextEvent()
    expect(e.data.announcement.id).toBe(sent.body.data.id)
    await r2.cancel()
    procs.pop()
  }, 60_000)
})
