import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acquireLock } from '../../server/db/lock'
import { importContent } from '../../server/program/import'
import { ROOT, copyTemplateDataDir } from './helpers/template'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server?.close())

const example = () => JSON.parse(readFileSync(join(ROOT, 'server/examples/import-example.json'), 'utf8'))

async function snapshot() {
  const tables = ['events', 'areas', 'speakers', 'meetings', 'meeting_speakers', 'meeting_industries', 'news', 'media_files']
  const out: Record<string, number> = {}
  for (const t of tables) out[t] = (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n
  out.version = (await server.db.query<{ version: number }>('SELECT version FROM content_meta'))[0]!.version
  return out
}

describe('seeded demo in the database', () => {
  it('has the demo counts', async () => {
    const s = await snapshot()
    expect(s).toMatchObject({ events: 5, speakers: 300, meetings: 310, news: 40 })
    expect(s.areas).toBeGreaterThanOrEqual(12)
  })
})

describe('content import', () => {
  it('an invalid file reports every problem with its JSON path and changes nothing', async () => {
    const before = await snapshot()
    const file = example()
    file.meetings[0].area_id = 99
    file.meetings[0].end_at = '2026-12-11T20:00:00+03:00'
    file.meetings[0].speakers.push({ id: 777777, role: 'speaker' })
    file.speakers[0].translations.ru.lastname = undefined
    file.news[0].colour = 'red'
    file.news.push({ ...file.news[0], colour: undefined, id: 502, industry_ids: [1, 1] })
    const report = await importContent(server.db, file)
    expect(report.ok).toBe(false)
    const lines = report.ok ? [] : report.problems.map((p) => `${p.path}: ${p.message}`)
    expect(lines).toContain('speakers[0].translations.ru.lastname: required field is missing')
    expect(lines).toContain('news[0].colour: unknown field')
    expect(await snapshot()).toEqual(before)

    // Shape problems come first; with a well-formed file the references are checked.
    const refs = example()
    refs.meetings[0].area_id = 99
    refs.meetings[0].end_at = '2026-12-11T20:00:00+03:00'
    refs.meetings[0].speakers.push({ id: 777777, role: 'speaker' })
    refs.news.push({ ...refs.news[0], id: 501 })
    const second = await importContent(server.db, refs)
    const refLines = second.ok ? [] : second.problems.map((p) => `${p.path}: ${p.message}`)
    expect(refLines).toEqual(
      expect.arrayContaining([
        'meetings[0].area_id: no area with id 99',
        'meetings[0].end_at: must be later than start_at',
        'meetings[0].speakers[2]: no speaker with id 777777',
        'news[1].id: duplicate id 501 (also at news[0])',
      ]),
    )
    expect(await snapshot()).toEqual(before)
  })

  it('a dry run checks and writes nothing', async () => {
    const before = await snapshot()
    const report = await importContent(server.db, example(), { dryRun: true })
    expect(report.ok).toBe(true)
    expect(await snapshot()).toEqual(before)
  })

  it('a valid file imports (upsert by id) and shows in the API', async () => {
    const before = await snapshot()
    const report = await importContent(server.db, example())
    expect(report).toMatchObject({ ok: true, counts: { speakers: 1, meetings: 1, news: 1 } })
    const after = await snapshot()
    expect(after.meetings).toBe(before.meetings! + 1)
    expect(after.version).toBe(before.version! + 1)

    const { body } = await server.getJson('/meeting?meeting_ids=5001&with=speakers')
    expect(body.data[0].translations.ru.title).toBe('Орнамент в современном дизайне')
    expect(body.data[0].speakers.map((s: { id: number }) => s.id)).toEqual([5, 1001])

    // Importing again replaces, it does not duplicate; the links are replaced too.
    const again = example()
    again.meetings[0].speakers = [{ id: 1001, role: 'speaker' }]
    expect((await importContent(server.db, again)).ok).toBe(true)
    expect((await snapshot()).meetings).toBe(after.meetings)
    const { body: updated } = await server.getJson('/meeting?meeting_ids=5001&with=speakers')
    expect(updated.data[0].speakers.map((s: { id: number }) => s.id)).toEqual([1001])
  })
})

describe('npm run content:import (the CLI)', () => {
  let dataDir: string
  let work: string
  beforeAll(async () => {
    dataDir = await copyTemplateDataDir()
    work = mkdtempSync(join(tmpdir(), 'forum-import-'))
  })
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(work, { recursive: true, force: true })
  })
  const run = (file: string) =>
    spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['server/cli/import.ts', file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })

  it('exits 1 and lists the problems with their paths for an invalid file', () => {
    const bad = example()
    bad.meetings[0].area_id = 99
    const file = join(work, 'bad.json')
    writeFileSync(file, JSON.stringify(bad))
    const result = run(file)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('meetings[0].area_id: no area with id 99')
    expect(result.stderr).toContain('nothing was imported')
  })

  it('exits 0 for the documented example file', () => {
    const result = run('server/examples/import-example.json')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/imported speakers 1, meetings 1, news 1/)
  })

  it('refuses a PGlite data directory that another live process holds', () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      writeFileSync(join(dataDir, 'in-use.pid'), String(holder.pid))
      expect(() => acquireLock(dataDir)).toThrow(`in use by process ${holder.pid}`)
    } finally {
      holder.kill()
    }
    // A pid file left by a dead process is taken over.
    writeFileSync(join(dataDir, 'in-use.pid'), '999999')
    acquireLock(dataDir)()
  })
})
