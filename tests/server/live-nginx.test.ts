/**
 * The live channel as deployed (docs/deploy.md): two processes on one PostgreSQL behind nginx.
 * Runs when DATABASE_URL is set (.ci/run's PostgreSQL part); on PGlite there is one process and
 * nothing to cross.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartedNginx, startNginx } from '../../scripts/bench/nginx.mjs'
import { type ServerProcess, emptySchema, freePort, http, startProcess } from './helpers/processes'
import { DATABASE_URL } from './helpers/server'
import { SseReader } from './helpers/sse'
import { ROOT } from './helpers/template'

const TOKEN = 'organizer-token-for-the-tests-0123456789'
const EVENTS = '/api/live/events'
const CLIENTS = 16

/**
 * A page's stream through nginx, as the live machine keeps it: when it breaks, it opens again
 * with the last event id it saw (Last-Event-ID), and notes every program version it was told of.
 */
class Client {
  lastId: number | null = null
  readonly versions: number[] = []
  /** Per program version, the sessions it moved (from the program's change log). */
  readonly moved: number[][] = []
  readonly announcements: number[] = []
  reconnects = 0
  private reader: SseReader | null = null
  private stopped = false
  private readonly ready: Promise<void>

  constructor(private readonly base: string) {
    let ready!: () => void
    this.ready = new Promise((resolve) => (ready = resolve))
    void this.run(ready)
  }

  private async run(ready: () => void) {
    while (!this.stopped) {
      try {
        const headers: Record<string, string> = this.lastId === null ? {} : { 'Last-Event-ID': String(this.lastId) }
        const res = await fetch(`${this.base}${EVENTS}`, { headers })
        if (res.status !== 200) throw new Error(`stream answered ${res.status}`)
        this.reader = new SseReader(res.body as ReadableStream<Uint8Array>)
        for (;;) {
          const e = await this.reader.nextEvent(60_000)
          if (e.type === 'reload') throw new Error('told to reload: the replay was lost')
          if (e.type === 'hello') ready()
          if (e.type === 'program') {
            this.versions.push(e.data.version as number)
            this.moved.push(e.data.moved as number[])
          }
          if (e.type === 'announcement') this.announcements.push(e.data.announcement.id as number)
          if (Number.isFinite(e.id)) this.lastId = Math.max(this.lastId ?? 0, e.id)
        }
      } catch (err) {
        if (this.stopped || /reload/.test((err as Error).message)) return
        this.reconnects++
        await new Promise((r) => setTimeout(r, 200))
      }
    }
  }

  opened(): Promise<void> {
    return this.ready
  }

  async stop() {
    this.stopped = true
    await this.reader?.cancel()
  }
}

async function until(what: string, ok: () => boolean, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe.skipIf(!DATABASE_URL)('the live channel on two processes on PostgreSQL behind nginx', () => {
  const procs: ServerProcess[] = []
  let nginx: StartedNginx | null = null
  let cleanup: (() => Promise<void>) | null = null
  let schemaUrl = ''
  const work = mkdtempSync(join(tmpdir(), 'live-nginx-'))
  const example = JSON.parse(readFileSync(join(ROOT, 'server/examples/import-example.json'), 'utf8')) as {
    meetings: { id: number; start_at: string; end_at: string }[]
  }
  const meeting = example.meetings[0] as { id: number; start_at: string; end_at: string }

  /** The import CLI (its own process, neither server): the example, the first session moved by `minutes`. */
  function importMoved(minutes: number) {
    const shift = (iso: string) => {
      const t = new Date(Date.parse(iso) + minutes * 60_000)
      // Keep the file's offset (+03:00): the example's venue time.
      return new Date(t.getTime() + 3 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+03:00')
    }
    const file = join(work, `import-${minutes}.json`)
    const meetings = example.meetings.map((m) => (m.id === meeting.id ? { ...m, start_at: shift(m.start_at), end_at: shift(m.end_at) } : m))
    writeFileSync(file, JSON.stringify({ ...example, meetings }))
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/import.ts', file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: schemaUrl },
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
  }

  beforeAll(async () => {
    const schema = await emptySchema(DATABASE_URL as string)
    cleanup = schema.cleanup
    schemaUrl = schema.url
    const env = { DATABASE_URL: schema.url, ORGANIZER_TOKEN: TOKEN, NODE_ENV: 'test', TRUST_PROXY: '1' }
    procs.push(await startProcess(env))
    await procs[0]!.waitFor(/listening on/)
    procs.push(await startProcess(env))
    await procs[1]!.waitFor(/listening on/)
    nginx = await startNginx({ dir: join(work, 'nginx'), port: await freePort(), upstreams: procs.map((p) => `127.0.0.1:${p.port}`), distDir: work })
    importMoved(0)
  }, 180_000)
  afterAll(async () => {
    await nginx?.stop()
    for (const p of procs) await p.stop()
    await cleanup?.()
    rmSync(work, { recursive: true, force: true })
  })

  it('an import and an announcement on one process reach the streams nginx gave to either; a killed process’s streams resume on the other with Last-Event-ID and miss no version', async () => {
    const clients = Array.from({ length: CLIENTS }, () => new Client(nginx!.base))
    await Promise.all(clients.map((c) => c.opened()))

    // An announcement posted to one process reaches every stream, whichever process holds it.
    const sent = await http(procs[0]!.base, '/api/live/announcements', { method: 'POST', token: TOKEN, body: { ru: 'Проверка связи', en: 'Testing' } })
    expect(sent.status).toBe(201)
    await until('every stream has the announcement', () => clients.every((c) => c.announcements.includes(sent.body.data.id)))

    // An import (the CLI, a process of its own): every stream gets the version.
    importMoved(15)
    await until('every stream has the first version', () => clients.every((c) => c.versions.length === 1))
    const first = clients[0]!.versions[0] as number
    expect(clients.every((c) => c.versions[0] === first)).toBe(true)

    // One process dies holding streams; two versions are published while its pages reconnect.
    const dying = procs[0]!
    dying.child.kill('SIGKILL')
    await dying.exited
    importMoved(30)
    importMoved(45)
    await until('every stream has the three versions', () => clients.every((c) => c.versions.length >= 3), 30_000)
    const moved = clients.filter((c) => c.reconnects > 0)
    // nginx spread 16 streams over two processes (hash of a request id): some were on the dead one.
    expect(moved.length).toBeGreaterThan(0)
    expect(moved.length).toBeLessThan(CLIENTS)
    // No version lost and none twice, on every stream, the resumed ones included.
    for (const c of clients) expect(c.versions).toEqual([first, first + 1, first + 2])
    // Each import moved the one session, as the program's change log recorded it.
    for (const c of clients) expect(c.moved).toEqual([[meeting.id], [meeting.id], [meeting.id]])
    await Promise.all(clients.map((c) => c.stop()))
    procs.shift()
  }, 120_000)
})
