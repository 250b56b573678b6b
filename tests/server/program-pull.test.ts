/**
 * The running site keeps its program current (server/IMPORT.md): the pull from PROGRAM_URL against
 * a local HTTP server whose program changes between pulls, and `npm run content:import` handing a
 * file to the running server (falling back to the data directory when none runs).
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAdaptorServer } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPg } from '../../server/db/pg'
import type { Log } from '../../server/log'
import { ProgramPuller } from '../../server/program/pull'
import { c3vocJson, sampleProgram } from './helpers/schedule-fixtures'
import { ROOT, copyTemplateDataDir } from './helpers/template'
import { DATABASE_URL, type TestServer, createTestServer, pgDatabase } from './helpers/server'

const ORGANIZER = 'organizer-token-for-the-health-0123456789'

const KEY = 'test-import-key-0123456789abcdef'
const EVENT = 35

/** The organizer's tool: serves the program with an ETag, answers 304 to it; `mode` breaks it. */
class Origin {
  mode: 'ok' | '500' | 'malformed' | 'refused' = 'ok'
  body = JSON.stringify(c3vocJson(sampleProgram()))
  version = 1
  requests: Array<{ ifNoneMatch: string | undefined }> = []
  private server: Server = createServer((req, res) => {
    this.requests.push({ ifNoneMatch: req.headers['if-none-match'] })
    const etag = `"v${this.version}"`
    if (this.mode === '500') return res.writeHead(500).end('oops')
    if (this.mode === 'malformed') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"schedule": {')
    if (this.mode === 'refused') {
      // Well-formed, but no time zone anywhere: refused, as the command refuses it.
      const p = { ...sampleProgram(), timeZone: null }
      return res.writeHead(200, { 'Content-Type': 'application/json', ETag: '"refused"' }).end(JSON.stringify(c3vocJson(p)))
    }
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { ETag: etag }).end()
    res.writeHead(200, { 'Content-Type': 'application/json', ETag: etag }).end(this.body)
  })
  url = ''
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/schedule.json`
  }
  change(edit: (p: ReturnType<typeof sampleProgram>) => void) {
    const p = sampleProgram()
    edit(p)
    this.body = JSON.stringify(c3vocJson(p))
    this.version++
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}

function recordingLog() {
  const errors: string[] = []
  const infos: string[] = []
  const log: Log = { info: (m) => infos.push(m), error: (m) => errors.push(m) }
  return { log, errors, infos }
}

let origin: Origin
let server: TestServer
beforeAll(async () => {
  origin = new Origin()
  await origin.start()
  server = await createTestServer({ program: { url: origin.url, pullEveryMs: 300_000, options: {}, importKey: KEY }, organizerToken: ORGANIZER })
})
afterAll(async () => {
  await server?.close()
  await origin?.close()
})

const contentVersion = async () => (await server.db.query<{ v: number }>('SELECT version AS v FROM content_meta'))[0]!.v
const programVersion = async () =>
  (await server.db.query<{ n: number }>('SELECT coalesce(max(number), 0)::int AS n FROM program_versions WHERE event_id = $1', [EVENT]))[0]!.n

describe('PROGRAM_URL: the pull keeps the program current', () => {
  // Rounds one after another: a lease of a millisecond, so each call may pull.
  const rec = recordingLog()
  const puller = () => new ProgramPuller({ db: server.db, log: rec.log, url: origin.url, everyMs: 1, options: { eventId: EVENT } })

  it('200 imports a version; then 304 (If-None-Match) writes nothing', async () => {
    expect(await puller().runOnce()).toMatchObject({ pulled: true, result: 'imported', version: 1 })
    const version = await contentVersion()
    expect(await puller().runOnce()).toMatchObject({ pulled: true, result: 'unchanged', version: 1 })
    expect(origin.requests.at(-1)).toEqual({ ifNoneMatch: '"v1"' })
    expect(await contentVersion()).toBe(version)
  })

  it('the program changes at the origin: the next pull imports it as the next version, with its source', async () => {
    origin.change((p) => (p.sessions[0]!.start = '2024-12-27T11:00'))
    expect(await puller().runOnce()).toMatchObject({ pulled: true, result: 'imported', version: 2 })
    const { body } = await server.getJson(`/changes/${EVENT}?since=1`)
    expect(body.data.versions).toEqual([expect.objectContaining({ number: 2, source: { kind: 'url', name: origin.url } })])
    expect(body.data.versions[0].changes[0].kinds).toEqual(['moved'])
  })

  it('500, malformed and refused files change nothing, each logged once, and the pull is retried', async () => {
    const before = [await contentVersion(), await programVersion()]
    for (const mode of ['500', 'malformed', 'refused'] as const) {
      origin.mode = mode
      const errors = rec.errors.length
      const first = await puller().runOnce()
      expect(first).toMatchObject({ pulled: true, result: mode === '500' ? 'failed' : 'refused', version: 2 })
      expect(await puller().runOnce()).toMatchObject({ pulled: true, result: first.result }) // retried
      expect(rec.errors.length - errors).toBe(1) // logged once
      expect([await contentVersion(), await programVersion()]).toEqual(before)
    }
    expect(rec.errors.join('\n')).toMatch(/HTTP 500.*\n.*not valid JSON.*\n.*refused: \(file\): the file names no time zone/)
    // Back to normal: the last good file's validators were kept, so the origin answers 304.
    origin.mode = 'ok'
    expect(await puller().runOnce()).toMatchObject({ pulled: true, result: 'unchanged', version: 2 })
    expect(origin.requests.at(-1)).toEqual({ ifNoneMatch: '"v2"' })
  })

  it('the operator’s health shows the last pull: its time, result and version; the public one shows none of it', async () => {
    const open = await server.getJson('/api/health')
    expect(open.body).toEqual({ data: { ok: true } })
    const { status, body } = await server.getJson('/api/health', { Authorization: `Bearer ${ORGANIZER}` })
    expect(status).toBe(200)
    expect(body.data.details.database).toBe('ok')
    expect(body.data.details.queues).toMatchObject({ push_batches: expect.any(Number), mail_pending: expect.any(Number) })
    expect(body.data.details.program_pull).toEqual({ url: origin.url, checked_at: expect.stringMatching(/Z$/), result: 'unchanged', message: null, version: 2 })
  })

  it('within one round a second pull (another process, or this one) finds the lease taken', async () => {
    const a = new ProgramPuller({ db: server.db, log: rec.log, url: origin.url, everyMs: 60_000, options: { eventId: EVENT } })
    const b = new ProgramPuller({ db: server.db, log: rec.log, url: origin.url, everyMs: 60_000, options: { eventId: EVENT } })
    const requests = origin.requests.length
    const outcomes = await Promise.all([a.runOnce(), b.runOnce()])
    expect(outcomes.filter((o) => o.pulled)).toHaveLength(1)
    expect(origin.requests.length - requests).toBe(1)
    await server.db.query('UPDATE program_pull SET claimed_until = NULL') // let the other tests pull
  })
})

describe.skipIf(!DATABASE_URL)('PROGRAM_URL on PostgreSQL: of two processes, exactly one pulls', () => {
  it('two processes (two connection pools on one database) pull at once: one pulls, the other skips', async () => {
    const { db, schema, cleanup } = await pgDatabase(DATABASE_URL!)
    const other = await openPg({ connectionString: DATABASE_URL!, schema })
    try {
      const requests = origin.requests.length
      const make = (d: typeof db) => new ProgramPuller({ db: d, log: recordingLog().log, url: origin.url, everyMs: 60_000, options: { eventId: EVENT } })
      const outcomes = await Promise.all([make(db).runOnce(), make(other).runOnce(), make(db).runOnce(), make(other).runOnce()])
      expect(outcomes.filter((o) => o.pulled)).toHaveLength(1)
      expect(origin.requests.length - requests).toBe(1)
    } finally {
      await other.close()
      await db.close()
      await cleanup()
    }
  })
})

describe('npm run content:import hands the file to the running server, or writes it when none runs', () => {
  let work: string
  let listening: ReturnType<typeof createAdaptorServer> | null = null
  let base = ''
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'forum-handover-'))
    listening = createAdaptorServer({ fetch: server.app.fetch })
    await new Promise<void>((resolve) => listening!.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => listening?.close(() => resolve()))
    rmSync(work, { recursive: true, force: true })
  })
  // Not spawnSync: the server that answers the hand-over runs in this process.
  const run = (file: string, env: Record<string, string>, ...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        join(ROOT, 'node_modules/.bin/tsx'),
        ['server/cli/import.ts', file, ...args],
        { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', PROGRAM_IMPORT_KEY: KEY, ...env }, encoding: 'utf8', timeout: 90_000 },
        (err, stdout, stderr) => resolve({ status: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      )
    })
  /** A port nothing listens on: taken, then given back. */
  const closedPort = async () => {
    const s = createServer()
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
    const { port } = s.address() as AddressInfo
    await new Promise<void>((resolve) => s.close(() => resolve()))
    return port
  }

  it('a wrong key is refused with 401; without a key the route is not there', async () => {
    const res = await server.request('/api/program/import', { method: 'POST', headers: { Authorization: 'Bearer wrong-key-0123456789abcdef' }, body: '{}' })
    expect(res.status).toBe(401)
    const bare = await createTestServer()
    try {
      expect((await bare.request('/api/program/import', { method: 'POST', headers: { Authorization: `Bearer ${KEY}` }, body: '{}' })).status).toBe(404)
    } finally {
      await bare.close()
    }
  })

  it('with PROGRAM_IMPORT_KEY the running server imports it (a PGlite site keeps running)', { timeout: 120_000 }, async () => {
    const p = sampleProgram()
    p.sessions[1]!.start = '2024-12-27T22:30'
    const file = join(work, 'moved.json')
    writeFileSync(file, JSON.stringify(c3vocJson(p)))
    const versions = await programVersion()
    const out = await run(file, { IMPORT_SERVER_URL: base, PROGRAM_EVENT_ID: String(EVENT) })
    expect(out.stderr).toBe('')
    expect(out.stdout).toContain(`(imported by the running server at ${base})`)
    expect(out.status).toBe(0)
    expect(await programVersion()).toBe(versions + 1)
    const { body } = await server.getJson(`/changes/${EVENT}?newest_first=1&limit=1`)
    expect(body.data.versions[0].source).toEqual({ kind: 'file', name: 'moved.json' })
  })

  it('when no server answers, it writes to the data directory itself', { timeout: 120_000 }, async () => {
    const dataDir = await copyTemplateDataDir()
    try {
      const file = join(work, 'program.json')
      writeFileSync(file, JSON.stringify(c3vocJson(sampleProgram())))
      const nobody = `http://127.0.0.1:${await closedPort()}`
      const out = await run(file, { IMPORT_SERVER_URL: nobody, DATA_DIR: dataDir }, '--event-id', '950')
      expect(out.stdout).toContain(`No server answers at ${nobody}: writing to the database directly`)
      expect(out.stdout).toMatch(/imported .*program version 1/)
      expect(out.status).toBe(0)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
