#!/usr/bin/env node
// `npm run bench:rush`: the morning rush in three setups (one PGlite process; one process on
// PostgreSQL; two processes on PostgreSQL behind nginx), each figure against its budget.
// Loopback only; bounded (--max-minutes). See docs/benchmarks.md, "The morning rush".
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { openPglite } from '../../server/db/pglite.ts'
import { fmt, table } from './budgets.mjs'
import { startNginx } from './nginx.mjs'
import { otherCpu } from './rush-cpu.mjs'
import { RUSH_JWT_SECRET, createParticipants, hashCpuS, runPaced, runRush } from './rush-mix.mjs'
import { ROOT, cpuSeconds, freePort, killAllStartedSync, serverMemory, serverPid, startServer, stopServer } from './server.mjs'
import { withDatabase } from '../deploy/database.mjs'

const { values: o } = parseArgs({
  options: {
    participants: { type: 'string', default: '3000' },
    duration: { type: 'string', default: '20' },
    capacity: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    'login-rate': { type: 'string', default: '1' },
    load: { type: 'string', default: '0.7' },
    rate: { type: 'string', default: '' },
    setups: { type: 'string', default: 'pglite,pg,nginx' },
    'no-fail': { type: 'boolean', default: false },
    'max-minutes': { type: 'string', default: '10' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (o.help) {
  console.log(`Usage: npm run bench:rush [-- --participants 3000 --capacity 10 --concurrency 16 --load 0.7 --rate <req/s>
       --duration 20 --login-rate 1 --setups pglite,pg,nginx --no-fail --max-minutes 10]
(--setups also takes the diagnostics pg2, two processes without nginx, and nginx1, one behind it.)
Per setup: a closed loop of --concurrency participants for --capacity s finds the calls per second
it sustains; then the budgets are judged on an open loop (mornings started on a timer) for
--duration s at --load times that rate, or at --rate. Two processes get the rate of one (the PG
setup's). Logins run beside both at --login-rate per second.
The PostgreSQL setups need DATABASE_URL (a role that may create databases); ./dist must be built.`)
  process.exit(0)
}
const BUDGET = { p99Ms: 100, pgliteRssMB: 400, pgRssMB: 200 }
const settings = {
  participants: Number(o.participants),
  durationS: Number(o.duration),
  capacityS: Number(o.capacity),
  concurrency: Number(o.concurrency),
  loginRate: Number(o['login-rate']),
  load: Number(o.load),
  rate: o.rate ? Number(o.rate) : null,
}
const started = performance.now()
const log = (msg) => console.error(`[rush ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${msg}`)
const work = mkdtempSync(join(tmpdir(), 'forum-rush-'))
const stops = []
const cleanup = async () => {
  for (const stop of stops.splice(0)) await stop().catch(() => {})
  killAllStartedSync()
  rmSync(work, { recursive: true, force: true })
}
setTimeout(() => {
  log(`still running after ${o['max-minutes']} min: stopping`)
  void cleanup().then(() => process.exit(2))
}, Number(o['max-minutes']) * 60_000).unref()
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().then(() => process.exit(130)))

const distDir = join(ROOT, 'dist')
/**
 * The servers run what `npm run serve` runs, with its V8 flags (scripts/bench/server.mjs reads
 * them from package.json; BENCH_NODE_FLAGS replaces them, BENCH_SERVER=tsx runs the sources with
 * tsx, to compare). The shell's NODE_OPTIONS is not passed on.
 */
// DATABASE_URL is the rush's own (the PGlite setup must not inherit the shell's).
const serverEnv = (extra) => ({ NODE_ENV: 'production', DEV_TOOLS: '0', JWT_SECRET: RUSH_JWT_SECRET, TRUST_PROXY: '1', DATABASE_URL: '', NODE_OPTIONS: '', ...extra })

/** The grid's day and the business sessions the rush opens and marks. */
async function rushIds(base) {
  const data = async (path) => {
    const body = await (await fetch(`${base}/acms/api/v1.0${path}`)).json()
    return body.data ?? body
  }
  const [events, list] = await Promise.all([data('/events/35'), data('/meeting?event_id=35&is_culture=0&limit=50&brief=1')])
  return { day: events[0].starts_on, sessions: list.map((m) => m.id) }
}

const load1 = () => loadavg()[0]

/**
 * One setup: a warm-up; the closed loop that finds the calls per second it sustains; the open
 * loop at `rate` (or --load times what it sustains) with CPU per request over every server
 * process and RSS after.
 */
async function measure(name, { bases, handles, participants, rate, pool = null, nginxPid = null }) {
  const ids = await rushIds(bases[0])
  // The warm-up and the closed loop use the last third of the participants, the open loop the
  // rest, whom no process has seen: every setup starts the judged window from the same caches
  // (before, how many the closed loop had cached depended on how fast it ran), and each open-loop
  // participant's first call is a miss, as on a real morning.
  const split = Math.floor((participants.length * 2) / 3)
  const common = { bases, participants: participants.slice(split), ids, loginRate: settings.loginRate }
  log(`${name}: warm-up 3 s`)
  await runRush({ ...common, durationS: 3, concurrency: settings.concurrency })
  log(`${name}: what it sustains: closed loop ${settings.capacityS} s, ${settings.concurrency} participants at once, ${settings.loginRate} logins/s (load average ${load1().toFixed(1)})`)
  const capacity = await runRush({ ...common, durationS: settings.capacityS, concurrency: settings.concurrency })
  const offered = settings.rate ?? rate ?? Math.max(10, Math.round(capacity.callRps * settings.load))
  const pids = handles.map(serverPid)
  const others = pool ? await otherCpu({ pool, nginxPid }) : null
  const cpu0 = pids.map(cpuSeconds)
  const loadBefore = load1()
  log(`${name}: sustains ${capacity.callRps.toFixed(0)} calls/s; the rush: ${offered} calls/s for ${settings.durationS} s, open loop (load average ${loadBefore.toFixed(1)})`)
  const result = await runPaced({ ...common, participants: participants.slice(0, split), durationS: settings.durationS, rate: offered })
  const cpuS = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - cpu0[i], 0)
  const rssMB = handles.map((h) => serverMemory(h).rssMB)
  const other = others ? await others() : null
  // Logins still queued at the end did not spend their hash's CPU in the window: the CPU per call
  // with the hashes taken out (measured once per run) compares setups whatever their login queue.
  const logins = result.kinds.find((k) => k.kind === 'login')?.requests ?? 0
  const calls = result.requests - logins
  return {
    name,
    processes: handles.length,
    capacityRps: capacity.callRps,
    ...result,
    cpuUsPerRequest: (cpuS * 1e6) / Math.max(1, result.requests),
    cpuUsPerCall: (Math.max(0, cpuS - logins * hashCpuS) * 1e6) / Math.max(1, calls),
    cpuShare: cpuS / result.wallS,
    nginxUsPerRequest: other && nginxPid ? (other.nginxS * 1e6) / Math.max(1, result.requests) : null,
    dbUsPerRequest: other ? (other.dbS * 1e6) / Math.max(1, result.requests) : null,
    dbTxPerRequest: other ? other.transactions / Math.max(1, result.requests) : null,
    rssMB,
    loadavg: [loadBefore, load1()],
  }
}

async function pgliteSetup() {
  const name = 'one PGlite process'
  const dataDir = join(work, 'pglite')
  const port = await freePort()
  const first = await startServer({ port, dataDir, distDir, env: serverEnv({}) })
  await stopServer(first.handle)
  // PGlite serves one process: the participants go in while the server is stopped.
  log(`${name}: ${settings.participants} participants`)
  const db = await openPglite(join(dataDir, 'pglite'))
  const participants = await createParticipants((sql, params) => db.query(sql, params), settings.participants)
  await db.close()
  const { handle } = await startServer({ port, dataDir, distDir, env: serverEnv({}) })
  try {
    return await measure(name, { bases: [handle.base], handles: [handle], participants })
  } finally {
    await stopServer(handle)
  }
}

async function pgSetup(name, url, processes, { nginx = false, rate = null } = {}) {
  return withDatabase(url, async (dbUrl, pool) => {
    // Behind nginx the participant's address is the second entry from the end (nginx appends the generator's).
    const env = serverEnv({ DATABASE_URL: dbUrl, PUBLIC_URL: 'http://127.0.0.1', DATABASE_POOL: '8', TRUST_PROXY: nginx ? '2' : '1' })
    const handles = []
    for (let i = 0; i < processes; i++) handles.push((await startServer({ port: await freePort(), dataDir: join(work, `pg-${processes}-${i}`), distDir, env })).handle)
    let proxy = null
    try {
      let bases = handles.map((h) => h.base)
      if (nginx) {
        proxy = await startNginx({ dir: join(work, 'nginx'), port: await freePort(), upstreams: handles.map((h) => `127.0.0.1:${h.port}`), distDir })
        stops.push(proxy.stop)
        bases = [proxy.base]
      }
      log(`${name}: ${settings.participants} participants`)
      const participants = await createParticipants(async (sql, params) => (await pool.query(sql, params)).rows, settings.participants)
      return await measure(name, { bases, handles, participants, rate, pool, nginxPid: proxy?.pid ?? null })
    } finally {
      await proxy?.stop()
      for (const h of handles) await stopServer(h)
    }
  })
}

/** Rows: per setup and kind, then the budgets. */
function report(results) {
  const rows = []
  const judged = []
  const budget = (figure, value, limit, pass) => judged.push({ section: 'budget', figure, value, budget: limit, pass })
  for (const r of results) {
    for (const k of r.kinds) {
      rows.push({ section: r.name, figure: k.kind, value: `${fmt(k.rps, 0)} req/s · p50 ${fmt(k.p50, 1)} ms · p99 ${fmt(k.p99, 1)} ms · ${k.errors} errors`, budget: '', pass: null })
    }
    rows.push({ section: r.name, figure: 'sustains (closed loop)', value: `${fmt(r.capacityRps, 0)} calls/s besides ${fmt(settings.loginRate, 1)} logins/s`, budget: '', pass: null })
    const shed = r.shed ? ` · ${r.shed} not sent (too many in flight)` : ''
    rows.push({ section: r.name, figure: 'the rush (open loop)', value: `${fmt(r.offeredRps, 0)} calls/s offered, ${fmt(r.callRps, 0)} answered${shed} · server ${fmt(r.cpuUsPerRequest, 0)} µs CPU/request, ${fmt(r.cpuUsPerCall, 0)} per call without the hashes (${fmt(r.cpuShare * 100, 0)}% CPU) · RSS ${r.rssMB.map((m) => fmt(m, 0)).join(' + ')} MB · load average ${fmt(r.loadavg[0], 1)} → ${fmt(r.loadavg[1], 1)} · generator's event-loop delay p99 ${fmt(r.generatorLagP99Ms, 0)} ms`, budget: '', pass: null })
    if (r.dbUsPerRequest !== null) {
      const nginx = r.nginxUsPerRequest !== null ? `nginx ${fmt(r.nginxUsPerRequest, 0)} µs CPU/request · ` : ''
      rows.push({ section: r.name, figure: 'besides the server (not judged)', value: `${nginx}PostgreSQL ${fmt(r.dbUsPerRequest, 0)} µs CPU/request, ${fmt(r.dbTxPerRequest, 2)} transactions/request`, budget: '', pass: null })
    }
    budget(`${r.name}: errors`, String(r.errors), '0', r.errors === 0)
    const slow = r.kinds.filter((k) => k.kind !== 'login' && !(k.p99 < BUDGET.p99Ms))
    budget(`${r.name}: p99 of every call but login`, slow.length ? slow.map((k) => `${k.kind} ${fmt(k.p99, 0)} ms`).join(', ') : `max ${fmt(Math.max(...r.kinds.filter((k) => k.kind !== 'login').map((k) => k.p99)), 1)} ms`, `< ${BUDGET.p99Ms} ms`, slow.length === 0)
    const limit = r.name.includes('PGlite') ? BUDGET.pgliteRssMB : BUDGET.pgRssMB
    budget(`${r.name}: RSS after the rush, per process`, `${r.rssMB.map((m) => fmt(m, 0)).join(', ')} MB`, `≤ ${limit} MB`, r.rssMB.every((m) => m <= limit))
  }
  const one = results.find((r) => r.name === 'one process on PostgreSQL')
  const two = results.find((r) => r.name === 'two processes on PostgreSQL behind nginx')
  // Judged without the password hashes (a fixed cost per login, not per process); with them beside it.
  if (one && two) {
    const text = `${fmt(two.cpuUsPerCall, 0)} vs ${fmt(one.cpuUsPerCall, 0)} (with the logins' hashes ${fmt(two.cpuUsPerRequest, 0)} vs ${fmt(one.cpuUsPerRequest, 0)}; one hash ${fmt(hashCpuS * 1000, 0)} ms of CPU)`
    budget('CPU µs/call, two processes vs one', text, 'no higher', two.cpuUsPerCall <= one.cpuUsPerCall)
  }
  for (const r of results) for (const k of r.kinds) if (k.sample) log(`${r.name}: first ${k.kind} error: ${k.sample}`)
  return { rows: [...rows, ...judged], failed: judged.filter((j) => !j.pass).length }
}

async function main() {
  const wanted = new Set(o.setups.split(','))
  const url = process.env.DATABASE_URL
  const results = []
  if (wanted.has('pglite')) results.push(await pgliteSetup())
  if (!url && (wanted.has('pg') || wanted.has('nginx'))) log('no DATABASE_URL: the PostgreSQL setups are skipped (and count as missed)')
  if (url && wanted.has('pg')) results.push(await pgSetup('one process on PostgreSQL', url, 1))
  // Two processes get the rate one process was given: the comparison is at equal load.
  const one = results.find((r) => r.name === 'one process on PostgreSQL')
  // Diagnostics, not in the default setups: two processes without nginx (a participant's mornings
  // always to the same one) and one process behind nginx: what each of the two changes costs alone.
  if (url && wanted.has('pg2')) results.push(await pgSetup('two processes on PostgreSQL, no nginx', url, 2, { rate: one?.offeredRps ?? null }))
  if (url && wanted.has('nginx1')) results.push(await pgSetup('one process on PostgreSQL behind nginx', url, 1, { nginx: true, rate: one?.offeredRps ?? null }))
  if (url && wanted.has('nginx')) results.push(await pgSetup('two processes on PostgreSQL behind nginx', url, 2, { nginx: true, rate: one?.offeredRps ?? null }))
  const { rows, failed } = report(results)
  console.log(`\n${table(rows)}\n`)
  const skipped = !url && (wanted.has('pg') || wanted.has('nginx')) ? 1 : 0
  console.log(`${settings.participants} participants; per setup ${settings.capacityS} s closed loop (${settings.concurrency} at once), then ${settings.durationS} s open loop at ${settings.rate ? `${settings.rate} calls/s` : `${settings.load} × what one process sustains`}; ${settings.loginRate} logins/s; ${failed + skipped} budget(s) missed`)
  return failed + skipped
}

main()
  .then(async (missed) => {
    await cleanup()
    process.exit(missed > 0 && !o['no-fail'] ? 1 : 0)
  })
  .catch(async (err) => {
    console.error(err.stack ?? err)
    await cleanup()
    process.exit(2)
  })
