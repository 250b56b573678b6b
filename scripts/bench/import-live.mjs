#!/usr/bin/env node
// The program import into a running site: the server runs as `npm start` runs it, on PGlite, with
// the demo and PROGRAM_IMPORT_KEY; a 1,500-session c3voc file (scripts/bench/make-program.ts) is
// handed to it as `npm run content:import` hands it (POST /api/program/import), while an open loop
// asks the content API what visitors' pages ask. Judged: the import's time, and the p99 of the
// content calls due while it ran (each call's latency counts from when it was due, so a server
// that stops answering shows it, however few calls it lets through).
//
// Alone: `node scripts/bench/import-live.mjs [--sessions 1500] [--rate 40]` (serves
// dist/ if it exists: the content API does not need it); `npm run bench` runs it in its "program" section.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { BUDGETS as B, fmt, row, table } from './budgets.mjs'
import { ROOT, freePort, killAllStartedSync, startServer, stopServer } from './server.mjs'

const API = '/acms/api/v1.0'
const EVENT = 35
const KEY = 'bench-import-key-0123456789abcdef'
/** Calls due before the import starts (the baseline) and the longest an import may take here. */
const BASELINE_MS = 2000
const IMPORT_TIMEOUT_MS = 60_000

const percentile = (xs, p) => {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}
const stats = (xs) => ({ n: xs.length, p50: percentile(xs, 50), p99: percentile(xs, 99), max: xs.length ? Math.max(...xs) : NaN })

function makeFile(out, sessions, variant) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/make-program.ts', out, String(sessions), String(variant)], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`make-program.ts exited ${code}`))))
  })
}

async function data(base, path, lang = 'ru') {
  const res = await fetch(base + API + path, { headers: { 'X-Lang': lang } })
  if (!res.ok) throw new Error(`GET ${API}${path}: ${res.status}`)
  return (await res.json()).data
}

/**
 * What the public pages ask, as they ask it: every day's grid, the lists, and one session page's
 * call per session (read before the import: the demo's). Each is asked once before measuring, as
 * a site that has had visitors has them in its response cache. `uncached` ones are asked once
 * each during the measurement (a session page no one opened since the last import).
 */
async function contentCalls(base) {
  const [events, meetings] = await Promise.all([data(base, `/events/${EVENT}`), data(base, `/meeting?event_id=${EVENT}&limit=1000&brief=1`)])
  const days = []
  for (let d = new Date(`${events[0].starts_on}T00:00:00Z`); d <= new Date(`${events[0].ends_on}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) days.push(d.toISOString().slice(0, 10))
  const cached = [
    `/events/${EVENT}`,
    `/areas/${EVENT}`,
    `/news/${EVENT}?limit=20`,
    `/speakers/${EVENT}?limit=1000&brief=1`,
    `/meeting?event_id=${EVENT}&is_culture=1&limit=1000&brief=1`,
    ...days.map((day) => `/meeting?event_id=${EVENT}&date=${day}&with=areaEventType,speakers&limit=1000&brief=1`),
    ...meetings.map((m) => `/meeting?meeting_ids=${m.id}&with=areaEventType,speakers,industries`),
  ]
  const uncached = (i) => `/meeting?meeting_ids=${meetings[i % meetings.length].id}&limit=${(i % 900) + 100}`
  return { cached, uncached }
}

/**
 * An open loop of `rate` calls a second until stop() (at most `maxMs`), in both languages: every
 * 10th call is an uncached one. Each sample: when it was due (ms since the loop began), its latency from then, its kind.
 */
function openLoop(base, { cached, uncached }, rate, maxMs) {
  const samples = []
  const t0 = performance.now()
  let stopped = false
  let n = 0
  const inFlight = new Set()
  const done = (async () => {
    while (!stopped && performance.now() - t0 < maxMs) {
      const due = t0 + (n * 1000) / rate
      const wait = due - performance.now()
      if (wait > 0) await sleep(wait)
      const i = n++
      const kind = i % 10 === 9 ? 'uncached' : 'cached'
      const path = kind === 'cached' ? cached[i % cached.length] : uncached(i)
      const lang = Math.floor(i / cached.length) % 2 ? 'en' : 'ru'
      const p = fetch(base + API + path, { headers: { 'X-Lang': lang, 'Accept-Encoding': 'gzip, br' } })
        .then(async (res) => {
          await res.arrayBuffer()
          samples.push({ dueMs: due - t0, ms: performance.now() - due, kind, ok: res.ok })
        })
        .catch(() => samples.push({ dueMs: due - t0, ms: performance.now() - due, kind, ok: false }))
        .finally(() => inFlight.delete(p))
      inFlight.add(p)
    }
    await Promise.all(inFlight)
  })()
  return {
    t0,
    stop: async () => {
      stopped = true
      await done
      return samples
    },
  }
}

async function handOver(base, text) {
  const t = performance.now()
  const res = await fetch(`${base}/api/program/import?name=bench.json`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'text/plain; charset=utf-8' },
    body: text,
    signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
  })
  const body = await res.json()
  if (!res.ok || !body.data?.ok) throw new Error(`the import was refused: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`)
  return { ms: performance.now() - t, report: body.data }
}

/**
 * Each run: a server of its own on the demo, the file handed over while the loop runs. Run 1 imports
 * the 1,500 sessions into the demo site (all new); then the changed version (variant 1) into the same site.
 */
export async function measureImportLive({ work, port, distDir, sessions = 1500, rate = 40, log = () => {} }) {
  const dataDir = join(work, 'data-import')
  const files = [join(work, 'import-v0.json'), join(work, 'import-v1.json')]
  await makeFile(files[0], sessions, 0)
  await makeFile(files[1], sessions, 1)
  const { handle } = await startServer({ port, dataDir, distDir, env: { PROGRAM_IMPORT_KEY: KEY, SEED_DEMO: '1' } })
  try {
    const calls = await contentCalls(handle.base)
    const runs = []
    for (const [i, file] of files.entries()) {
      const text = readFileSync(file, 'utf8')
      for (const path of calls.cached) for (const lang of ['ru', 'en']) await data(handle.base, path, lang)
      log(`import ${i === 0 ? `of ${sessions} new sessions` : 'of a changed version'} into the running demo site, ${rate} content calls/s`)
      const loop = openLoop(handle.base, calls, rate, BASELINE_MS + IMPORT_TIMEOUT_MS + 5000)
      await sleep(BASELINE_MS)
      const startedAt = performance.now() - loop.t0
      const imported = await handOver(handle.base, text)
      const endedAt = performance.now() - loop.t0
      await sleep(300)
      const samples = await loop.stop()
      const during = samples.filter((s) => s.dueMs >= startedAt && s.dueMs <= endedAt)
      const before = samples.filter((s) => s.dueMs < startedAt)
      runs.push({
        kind: i === 0 ? 'new' : 'changed',
        importMs: Math.round(imported.ms),
        programVersion: imported.report.programVersion,
        counts: imported.report.counts,
        during: { all: stats(during.map((s) => s.ms)), cached: stats(during.filter((s) => s.kind === 'cached').map((s) => s.ms)), uncached: stats(during.filter((s) => s.kind === 'uncached').map((s) => s.ms)), errors: during.filter((s) => !s.ok).length },
        before: stats(before.map((s) => s.ms)),
      })
    }
    return { sessions, rate, runs }
  } finally {
    await stopServer(handle)
  }
}

const r1 = (x) => (Number.isFinite(x) ? Math.round(x * 10) / 10 : '—')

/**
 * Judged: the import's time and the p99 of the calls the site had answered before (its pages'
 * calls, kept in the response cache until the import commits). Reported: the calls no one had
 * made since the last import, which on PGlite wait for the import's one transaction to commit.
 */
export function importLiveRows(result) {
  return result.runs.flatMap((r) => {
    const what = r.kind === 'new' ? `${result.sessions} new sessions` : 'a changed version (10 % of sessions)'
    const d = r.during
    return [
      row('program', `import of ${what} into the running site (PGlite)`, `${fmt(r.importMs / 1000)} s`, `≤ ${B.programImportMs / 1000} s`, r.importMs <= B.programImportMs),
      row(
        'program',
        `pages' content calls during it, p99 (${d.cached.n} calls; before it ${r1(r.before.p99)} ms)`,
        `${r1(d.cached.p99)} ms (p50 ${r1(d.cached.p50)}, ${d.errors} errors)`,
        `≤ ${B.programImportP99Ms} ms, no error`,
        d.cached.p99 <= B.programImportP99Ms && d.errors === 0,
      ),
      row('program', `content calls first made during it (${d.uncached.n} calls: wait for the commit)`, `p50 ${r1(d.uncached.p50)} ms, max ${r1(d.uncached.max)} ms`, '', null),
    ]
  })
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { sessions: { type: 'string', default: '1500' }, rate: { type: 'string', default: '40' } } })
  const work = mkdtempSync(join(tmpdir(), 'forum-import-live-'))
  const stop = () => {
    killAllStartedSync()
    rmSync(work, { recursive: true, force: true })
  }
  const deadline = setTimeout(() => {
    console.error('still running after 3 minutes: stopping')
    stop()
    process.exit(2)
  }, 180_000)
  deadline.unref()
  const started = performance.now()
  const log = (msg) => console.error(`[import-live ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${msg}`)
  try {
    const result = await measureImportLive({ work, port: await freePort(), distDir: join(ROOT, 'dist'), sessions: Number(values.sessions), rate: Number(values.rate), log })
    const rows = importLiveRows(result)
    console.log(table(rows))
    console.log(JSON.stringify(result))
    stop()
    process.exit(rows.some((r) => r.pass === false) ? 1 : 0)
  } catch (err) {
    console.error(err.stack ?? err)
    stop()
    process.exit(2)
  }
}
