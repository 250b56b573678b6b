// npm run bench:live [-- --skip-build] [-- --only screen|idle|pg|capacity|push] [-- --capacity N]: the live channel, in five
// parts of under two minutes each (docs/benchmarks.md, "The live channel"):
//  screen  one PGlite process as `npm start` runs it, 1,000 open connections: a few real Chromium
//          pages (each its own browser context, so each holds its own stream) on the moved
//          session's page, the rest raw Server-Sent Events clients. A program version published
//          through POST /dev/program/change (an import's transaction) → the new time on the
//          pages' screens, and → the event on every raw stream.
//  idle    one PGlite process with 5,000 idle streams: server RSS per idle stream, bytes per idle
//          stream, and the content calls' p99 under load with and without the streams.
//  pg      (with DATABASE_URL) two processes on PostgreSQL behind nginx, 1,000 streams through
//          nginx: version → event on every stream.
//  capacity one process holding 20,000 idle streams (--capacity) from many loopback source
//          addresses: kB per stream, version → event p95, and 503 past each cap.
//  push    a program version that moves a picked session → its Web Push request at a local push
//          service that decrypts it (scripts/bench/live-push.mjs; about 60 s: the 45 s grouping window).
// Builds the site into a temporary directory first for the other parts (--skip-build serves ./dist).
// Prints one JSON line per part and a table.
/* global window, document, MutationObserver -- the pages' callbacks run in the browser */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { spawn } from 'node:child_process'
import http from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { load } from './api-load.mjs'
import { launchChromium, loopbackContext } from './browser.mjs'
import { startNginx } from './nginx.mjs'
import { builtSite, freePort, killAllStartedSync, startServer, stopServer } from './server.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const ONLY = arg('only', null)
const CONNECTIONS = Number(arg('connections', 1000))
const IDLE = Number(arg('idle', 5000))
const PAGES = Number(arg('pages', 4))
const CHANGES = Number(arg('changes', 5))
const PART_MS = 110_000
/** Streams the capacity part opens: 20,000 where the machine's open-files limit allows (both ends need one each). */
const CAPACITY = Number(arg('capacity', 20_000))
/** Streams per loopback source address in the capacity part (the server's per-address cap is 100). */
const PER_SOURCE = 100

const started = performance.now()
const log = (msg) => console.error(`[bench:live ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${msg}`)
const work = mkdtempSync(join(tmpdir(), 'bench-live-'))
const cleanup = () => {
  killAllStartedSync()
  rmSync(work, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (cleanup(), process.exit(130)))

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
/** RSS once it stops moving (a fresh PGlite gives back its initdb memory over the first seconds). */
async function settledRssKb(pid) {
  let last = rssKb(pid)
  for (let i = 0; i < 20; i++) {
    await sleep(1000)
    const now = rssKb(pid)
    if (Math.abs(now - last) < 512) return now
    last = now
  }
  return last
}
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]
const ms = (x) => (x === undefined ? null : Math.round(x))

/** A part that is not done within PART_MS fails rather than run on. */
async function bounded(name, fn, ms = PART_MS) {
  let timer
  const limit = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${name}: over ${ms / 1000} s`)), ms)))
  try {
    return await Promise.race([fn(), limit])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Raw SSE clients: `open(n)` opens n streams (16 at a time, each waits for its hello); each
 * program event is noted with its arrival time in `arrivals` (version → times).
 */
function sseClients(base) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
  const streams = []
  const arrivals = new Map()
  let version = 0
  const openOne = () =>
    new Promise((resolve, reject) => {
      const s = { bytes: 0, buffer: '', req: null }
      const req = http.get(`${base}/api/live/events`, { agent }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`))
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          s.bytes += Buffer.byteLength(chunk)
          s.buffer += chunk
          let cut
          while ((cut = s.buffer.indexOf('\n\n')) >= 0) {
            const frame = s.buffer.slice(0, cut)
            s.buffer = s.buffer.slice(cut + 2)
            const data = /^data: (.*)$/m.exec(frame)?.[1]
            if (!data) continue
            const event = JSON.parse(data)
            if (event.type === 'hello') {
              version = Math.max(version, event.version)
              resolve(s)
            }
            if (event.type === 'program') arrivals.get(event.version)?.push(performance.now())
          }
        })
      })
      req.on('error', reject)
      s.req = req
    })
  return {
    streams,
    arrivals,
    version: () => version,
    async open(n) {
      for (let i = 0; i < n; i += 16) streams.push(...(await Promise.all(Array.from({ length: Math.min(16, n - i) }, openOne))))
    },
    close() {
      for (const s of streams) s.req.destroy()
      agent.destroy()
    },
  }
}

/**
 * Part 5, capacity: one process holds CAPACITY idle streams (LIVE_STREAMS_MAX = CAPACITY), opened
 * from 127.0.0.2, 127.0.0.3, … (PER_SOURCE each, the per-address cap) so that cap is not what is
 * measured; RSS per stream; a version → the event on every stream; then one more stream from a
 * full address and one from a fresh address past the process's cap must both be 503.
 */
async function capacityPart(distDir) {
  const dataDir = join(work, 'capacity')
  mkdirSync(dataDir, { recursive: true })
  const env = { LIVE_STREAMS_MAX: String(CAPACITY), LIVE_STREAMS_PER_ADDRESS: String(PER_SOURCE) }
  const { handle } = await startServer({ port: await freePort(), dataDir, distDir, env })
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
  const streams = []
  const arrivals = []
  let target = 0
  const source = (i) => `127.0.${Math.floor(i / PER_SOURCE / 250)}.${2 + (Math.floor(i / PER_SOURCE) % 250)}`
  const openOne = (localAddress) =>
    new Promise((resolve, reject) => {
      const req = http.get(`${handle.base}/api/live/events`, { agent, localAddress }, (res) => {
        if (res.statusCode !== 200) {
          res.resume()
          return resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] })
        }
        let buffer = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          buffer += chunk
          if (buffer.includes('event: hello')) resolve({ status: 200, req })
          if (target && buffer.includes(`"version":${target}`) && buffer.includes('event: program')) {
            arrivals.push(performance.now())
            buffer = ''
          } else if (buffer.length > 4096) buffer = buffer.slice(-1024)
        })
      })
      req.on('error', reject)
    })
  try {
    const before = await settledRssKb(handle.child.pid)
    const t0 = performance.now()
    for (let i = 0; i < CAPACITY; i += 64) {
      const batch = await Promise.all(Array.from({ length: Math.min(64, CAPACITY - i) }, (_, k) => openOne(source(i + k))))
      for (const r of batch) {
        if (r.status !== 200) throw new Error(`stream ${streams.length + 1} answered ${r.status}`)
        streams.push(r.req)
      }
    }
    const openS = (performance.now() - t0) / 1000
    const after = await settledRssKb(handle.child.pid)
    const fullAddress = await openOne(source(0))
    const pastProcess = await openOne('127.0.250.250')
    const [session] = await businessSessions(handle.base)
    const sent = performance.now()
    target = await publish(handle.base, session.id, 15)
    while (arrivals.length < streams.length && performance.now() - sent < 30_000) await sleep(100)
    const delays = arrivals.map((t) => t - sent)
    return {
      part: 'capacity',
      streams: streams.length,
      sources: Math.ceil(streams.length / PER_SOURCE),
      openSeconds: +openS.toFixed(1),
      kbPerStream: +((after - before) / streams.length).toFixed(1),
      rssAfterMb: +(after / 1024).toFixed(1),
      reached: arrivals.length,
      changeToEventMs: { p50: Math.round(pct(delays, 50)), p95: Math.round(pct(delays, 95)), max: Math.round(Math.max(...delays)) },
      pastAddressCap: fullAddress.status,
      pastProcessCap: pastProcess.status,
      retryAfter: pastProcess.retryAfter ?? null,
    }
  } finally {
    for (const req of streams) req.destroy()
    agent.destroy()
    await stopServer(handle)
  }
}

/** Publishes a version moving `id` by `minutes` (POST /dev/program/change); its number. */
async function publish(base, id, minutes) {
  const res = await fetch(`${base}/dev/program/change`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ move: [{ id, minutes }] }),
  })
  if (res.status !== 200) throw new Error(`/dev/program/change answered ${res.status}`)
  return (await res.json()).data.version
}

async function businessSessions(base) {
  const res = await fetch(`${base}/acms/api/v1.0/meeting?event_id=35&limit=1000&langs=ru`)
  return (await res.json()).data.filter((m) => !m.is_culture && !m.withdrawn)
}

/** "HH:MM" of an ISO time with the venue's offset, moved by some minutes. */
function venueTime(iso, minutes) {
  const [h, m] = iso.slice(11, 16).split(':').map(Number)
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/**
 * Version → every stream: publishes CHANGES versions (each moves `id` 7 minutes on) and returns
 * the raw streams' latencies; `onChange(expectedTime)` is awaited before each publication and
 * `screens()` after it, for the browser pages' times.
 */
async function changeToEvent(base, clients, meeting, { before = async () => {}, after = async () => [] } = {}) {
  const events = []
  const screens = []
  for (let c = 0; c < CHANGES; c++) {
    const shift = 7 * (c + 1)
    await before(venueTime(meeting.start_at, shift))
    const times = []
    // Registered before the change: the event may reach the streams before the POST's answer.
    clients.arrivals.set(clients.version() + c + 1, times)
    const sentWall = Date.now()
    const sentAt = performance.now()
    const version = await publish(base, meeting.id, 7)
    if (version !== clients.version() + c + 1) throw new Error(`expected version ${clients.version() + c + 1}, got ${version}`)
    const deadline = performance.now() + 15_000
    while (times.length < clients.streams.length && performance.now() < deadline) await sleep(20)
    if (times.length < clients.streams.length) log(`change ${c}: only ${times.length}/${clients.streams.length} streams got it within 15 s`)
    for (const t of times) events.push(t - sentAt)
    for (const wall of await after()) screens.push(wall === null ? Infinity : wall - sentWall)
  }
  return { events, screens }
}

/** Part 1: change → screen on real pages, and → event on raw streams, 1,000 connections in all. */
async function screenPart(distDir) {
  const dataDir = join(work, 'screen')
  const { handle } = await startServer({ port: await freePort(), dataDir, distDir })
  const browser = await launchChromium()
  const clients = sseClients(handle.base)
  try {
    const [meeting] = await businessSessions(handle.base)
    const pages = []
    for (let i = 0; i < PAGES; i++) {
      const { context } = await loopbackContext(browser, handle.base)
      const page = await context.newPage()
      await page.goto(`${handle.base}/program/meeting/${meeting.id}`)
      await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 })
      await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30_000 })
      pages.push(page)
    }
    log(`${PAGES} pages listening; opening ${CONNECTIONS - PAGES} raw streams`)
    await clients.open(CONNECTIONS - PAGES)
    const { events, screens } = await changeToEvent(handle.base, clients, meeting, {
      // Each page notes the wall time at which its main content first shows the new time.
      before: (time) =>
        Promise.all(
          pages.map((p) =>
            p.evaluate((expected) => {
              const w = window
              w.__shownAt = null
              w.__observer?.disconnect()
              const check = () => {
                if (w.__shownAt === null && document.querySelector('main')?.textContent?.includes(expected)) w.__shownAt = Date.now()
              }
              w.__observer = new MutationObserver(check)
              w.__observer.observe(document.body, { subtree: true, childList: true, characterData: true })
            }, time),
          ),
        ),
      after: async () => {
        const deadline = Date.now() + 15_000
        for (;;) {
          const shown = await Promise.all(pages.map((p) => p.evaluate(() => window.__shownAt)))
          if (shown.every((t) => t !== null) || Date.now() > deadline) return shown
          await sleep(50)
        }
      },
    })
    return {
      part: 'screen',
      connections: CONNECTIONS,
      pages: PAGES,
      rawStreams: CONNECTIONS - PAGES,
      changeToScreenMs: { p50: ms(pct(screens, 50)), p95: ms(pct(screens, 95)), max: ms(Math.max(...screens)), samples: screens.length },
      changeToEventMs: { p50: ms(pct(events, 50)), p95: ms(pct(events, 95)), max: ms(Math.max(...events)), samples: events.length },
    }
  } finally {
    clients.close()
    await browser.close()
    await stopServer(handle)
  }
}

const CONTENT_PATHS = ['/acms/api/v1.0/meeting?event_id=35&limit=1000&langs=ru', '/acms/api/v1.0/events/35']

async function contentLoad(base) {
  const out = {}
  for (const path of CONTENT_PATHS) {
    const r = await load(base, path, { connections: 8, durationS: 6 })
    out[path] = { rps: Math.round(r.rps), p99: r.p99, errors: r.errors + r.non2xx }
  }
  return out
}

/** Part 2: 5,000 idle streams on one process: memory, idle bytes, content calls' p99. */
async function idlePart(distDir) {
  const dataDir = join(work, 'idle')
  mkdirSync(dataDir, { recursive: true })
  const { handle } = await startServer({ port: await freePort(), dataDir, distDir })
  const clients = sseClients(handle.base)
  try {
    await contentLoad(handle.base) // warm (JIT, caches)
    const without = await contentLoad(handle.base)
    const before = await settledRssKb(handle.child.pid)
    log(`opening ${IDLE} idle streams`)
    const t0 = performance.now()
    await clients.open(IDLE)
    const openS = (performance.now() - t0) / 1000
    const after = await settledRssKb(handle.child.pid)
    const idleFrom = clients.streams.map((s) => s.bytes)
    const idleAt = performance.now()
    const withStreams = await contentLoad(handle.base)
    // A little more than one heartbeat period (20 s) idle.
    await sleep(Math.max(0, 21_000 - (performance.now() - idleAt)))
    const idleBytes = clients.streams.map((s, i) => s.bytes - idleFrom[i])
    return {
      part: 'idle',
      streams: clients.streams.length,
      openSeconds: +openS.toFixed(1),
      rssBeforeMb: +(before / 1024).toFixed(1),
      rssAfterMb: +(after / 1024).toFixed(1),
      kbPerIdleStream: +((after - before) / clients.streams.length).toFixed(1),
      idleBytesPerHeartbeat: { median: pct(idleBytes, 50), max: Math.max(...idleBytes) },
      contentWithout: without,
      contentWith: withStreams,
    }
  } finally {
    clients.close()
    await stopServer(handle)
  }
}

/** Part 3: two processes on PostgreSQL behind nginx, 1,000 streams through nginx. */
async function pgPart(distDir, url) {
  const { withDatabase } = await import('../deploy/database.mjs')
  return withDatabase(url, async (dbUrl) => {
    const ports = [await freePort(), await freePort()]
    const env = { DATABASE_URL: dbUrl, DATABASE_POOL: '4' }
    const servers = (await Promise.all(ports.map((port, i) => startServer({ port, dataDir: join(work, `pg-${i}`), distDir, env })))).map((s) => s.handle)
    const nginx = await startNginx({
      dir: join(work, 'nginx'),
      port: await freePort(),
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      distDir,
      workerConnections: 4096,
    })
    const clients = sseClients(nginx.base)
    try {
      const [meeting] = await businessSessions(nginx.base)
      await clients.open(CONNECTIONS)
      // Published on the first process; half the streams are held by the other.
      const { events } = await changeToEvent(servers[0].base, clients, meeting)
      return {
        part: 'pg',
        streams: CONNECTIONS,
        changeToEventMs: { p50: ms(pct(events, 50)), p95: ms(pct(events, 95)), max: ms(Math.max(...events)), samples: events.length },
      }
    } finally {
      clients.close()
      await nginx.stop()
      for (const s of servers) await stopServer(s)
    }
  })
}

/** The push part runs in a child with tsx (it uses the server's and the tests' TypeScript): its JSON line. */
function pushPart() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/live-push.mjs'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, TMPDIR: work } })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{"part":"push"'))
      if (code === 0 && line) resolve(JSON.parse(line))
      else reject(new Error(`push part exited ${code}: ${out.slice(-500)}`))
    })
  })
}

async function main() {
  const results = []
  const wants = (part) => ONLY === null || ONLY === part
  const distDir = ONLY === 'push' ? null : await builtSite(work, log)
  const load1 = () => loadavg()[0].toFixed(1)
  if (wants('screen')) {
    log(`screen: ${CONNECTIONS} connections (${PAGES} Chromium pages), ${CHANGES} versions; load average ${load1()}`)
    results.push(await bounded('screen', () => screenPart(distDir)))
    console.log(JSON.stringify(results.at(-1)))
  }
  if (wants('idle')) {
    log(`idle: ${IDLE} idle streams on one process; load average ${load1()}`)
    results.push(await bounded('idle', () => idlePart(distDir)))
    console.log(JSON.stringify(results.at(-1)))
  }
  if (wants('pg')) {
    if (!process.env.DATABASE_URL) log('pg: skipped (no DATABASE_URL)')
    else {
      log(`pg: two processes on PostgreSQL behind nginx, ${CONNECTIONS} streams; load average ${load1()}`)
      results.push(await bounded('pg', () => pgPart(distDir, process.env.DATABASE_URL)))
      console.log(JSON.stringify(results.at(-1)))
    }
  }
  if (wants('capacity')) {
    log(`capacity: ${CAPACITY} idle streams on one process from ${Math.ceil(CAPACITY / PER_SOURCE)} loopback addresses; load average ${load1()}`)
    results.push(await bounded('capacity', () => capacityPart(distDir), 300_000)) // opening 20,000 streams takes its time
    console.log(JSON.stringify(results.at(-1)))
  }
  if (wants('push')) {
    log(`push: a version moving a picked session → its Web Push request; load average ${load1()}`)
    results.push(await bounded('push', pushPart))
    console.log(JSON.stringify(results.at(-1)))
  }
  const table = {}
  for (const r of results) {
    if (r.part === 'screen') {
      table[`version → new time on ${r.pages} pages' screens, p95 ms (budget 2000)`] = r.changeToScreenMs.p95
      table[`version → event on ${r.rawStreams} raw streams, p95 ms (budget 2000)`] = r.changeToEventMs.p95
    }
    if (r.part === 'idle') {
      table[`server RSS per idle stream, ${r.streams} streams (kB, budget 20)`] = r.kbPerIdleStream
      for (const path of CONTENT_PATHS) table[`${path} p99 ms with ${r.streams} streams (budget 100)`] = r.contentWith[path].p99
    }
    if (r.part === 'capacity') {
      table[`capacity: ${r.streams} idle streams on one process, kB each (budget 16)`] = r.kbPerStream
      table[`capacity: version → event on ${r.reached}/${r.streams} streams, p95 ms (budget 5000)`] = r.changeToEventMs.p95
      table['capacity: past one address’s cap / past the process’s cap (503 each)'] = `${r.pastAddressCap} / ${r.pastProcessCap}`
    }
    if (r.part === 'push') table[`version moving a picked session → Web Push request, ms (window ${r.groupWindowMs}, budget 60000)`] = r.importToPushMs
    if (r.part === 'pg') table[`PostgreSQL ×2 + nginx: version → event on ${r.streams} streams, p95 ms (budget 5000)`] = r.changeToEventMs.p95
  }
  console.table(table)
  log(`done; load average ${load1()}`)
}

main()
  .catch((err) => {
    console.error(err)
    process.exitCode = 1
  })
  .finally(cleanup)
