// npm run bench:questions [-- --pages 300 --questions 20 --votes 200 --duration 60 --no-fail]
// A question reaches every open page of its session: one PGlite process (as `npm start` runs it),
// N pages of one session each holding the live stream (/api/live/events) and re-reading the
// session's list on its `question` event as the Q&A block does (one read in flight per page, a
// change during it read again after it), plus the hall's screen among them. Meanwhile registered
// people ask `--questions` a minute and vote `--votes` a minute (an open loop: on a timer whatever
// the server does). Measured per question and page: from the ask's send to that page's list
// holding it; p50/p95/max over all. Budget: p95 ≤ 2 s. Bounded: `--duration` s of load (≤ 90) and
// about 30 s of setup. Prints one JSON line and a table.
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { openPglite } from '../../server/db/pglite.ts'
import { RUSH_JWT_SECRET, createParticipants } from './rush-mix.mjs'
import { cpuSeconds, freePort, killAllStartedSync, serverPid, startServer, stopServer } from './server.mjs'

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '300' },
    questions: { type: 'string', default: '20' },
    votes: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    'no-fail': { type: 'boolean', default: false },
  },
})
const PAGES = Number(values.pages)
const QPM = Number(values.questions)
const VPM = Number(values.votes)
const DURATION_S = Math.min(90, Number(values.duration))
const BUDGET_P95_MS = 2000
const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : null)
const log = (line) => process.stderr.write(`[questions] ${line}\n`)
const env = { NODE_ENV: 'production', DEV_TOOLS: '0', JWT_SECRET: RUSH_JWT_SECRET, DATABASE_URL: '', NODE_OPTIONS: '' }

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-questions-'))
  const dataDir = join(work, 'data')
  const port = await freePort()
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
  const streams = []
  try {
    // The demo, then (server stopped: PGlite serves one process) the askers and one session moved to now.
    const first = await startServer({ port, dataDir, distDir: join(work, 'no-dist'), env })
    await stopServer(first.handle)
    const db = await openPglite(join(dataDir, 'pglite'))
    // Each asker asks at most 3 a minute (the limit): enough of them to ask QPM a minute from distinct people.
    const people = await createParticipants((sql, params) => db.query(sql, params), Math.max(60, QPM * 2, Math.ceil(VPM / 4)))
    const [session] = await db.query('SELECT id FROM meetings WHERE NOT is_culture ORDER BY start_at DESC, id LIMIT 1')
    const meetingId = session.id
    await db.query(`UPDATE meetings SET start_at = now() - interval '5 minutes', end_at = now() + interval '55 minutes' WHERE id = $1`, [meetingId])
    await db.close()
    const { handle } = await startServer({ port, dataDir, distDir: join(work, 'no-dist'), env })
    const base = handle.base
    const listPath = `/api/questions/meeting/${meetingId}?sort=votes`

    // The pages: a stream each, and a list they keep current. One of them reads the screen's answer.
    const asked = new Map() // text -> { sentAt }
    const reach = [] // ms from an ask's send to a page's list holding it
    let reads = 0
    let readErrors = 0
    const get = (path) =>
      new Promise((resolve, reject) => {
        const req = http.get(`${base}${path}`, { agent, headers: { 'X-Lang': 'ru', Accept: 'application/json' } }, (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (c) => (body += c))
          res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body).data) : reject(new Error(String(res.statusCode)))))
        })
        req.on('error', reject)
      })
    for (let i = 0; i < PAGES; i++) {
      const page = { seen: new Set(), reading: false, again: false, screen: i === 0 }
      page.read = async () => {
        if (page.reading) {
          page.again = true
          return
        }
        page.reading = true
        do {
          page.again = false
          try {
            reads++
            const data = await get(page.screen ? `/api/questions/meeting/${meetingId}/screen` : listPath)
            const now = performance.now()
            const texts = page.screen ? [data.pinned, ...data.top].filter(Boolean).map((q) => q.text) : data.questions.map((q) => q.text)
            for (const text of texts) {
              const a = asked.get(text)
              if (a && !page.seen.has(text)) {
                page.seen.add(text)
                // The screen shows the top 5 only: its reach counts when it shows the question.
                if (!page.screen) {
                  reach.push(now - a.sentAt)
                  a.reach.push(now - a.sentAt)
                }
              }
            }
          } catch {
            readErrors++
          }
        } while (page.again)
        page.reading = false
      }
      await new Promise((resolve, reject) => {
        const req = http.get(`${base}/api/live/events`, { agent: new http.Agent({ keepAlive: false }) }, (res) => {
          // A stream cut at the end (or by an overloaded machine) must not end the run.
          res.on('error', () => undefined)
          let buffer = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => {
            buffer += chunk
            let cut
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, cut)
              buffer = buffer.slice(cut + 2)
              const data = /^data: (.*)$/m.exec(frame)?.[1]
              if (!data) continue
              const event = JSON.parse(data)
              if (event.type === 'hello') {
                page.opened = true
                resolve()
              }
              if (event.type === 'question' && event.meeting_id === meetingId) void page.read()
            }
          })
        })
        req.on('error', (err) => (page.opened ? undefined : reject(err)))
        page.req = req
      })
      streams.push(page)
    }
    log(`${PAGES} pages open on session ${meetingId}; ${QPM} questions and ${VPM} votes a minute for ${DURATION_S} s`)

    // The load: asks and votes on timers (open loop).
    const post = (path, token, body) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Lang': 'ru', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) })
    const ids = []
    let asks = 0
    let askErrors = 0
    let votes = 0
    let voteErrors = 0
    let voter = 0
    // Warm-up, not counted: one question reaches every page (the first queries compile, the JIT warms).
    const warm = `Разминка ${Date.now()}`
    asked.set(warm, { sentAt: performance.now(), reach: [] })
    await (await post(`/api/questions/meeting/${meetingId}`, people.at(-1).token, { text: warm })).arrayBuffer()
    for (const until = performance.now() + 15_000; asked.get(warm).reach.length < PAGES - 1 && performance.now() < until; ) await sleep(100)
    asked.delete(warm)
    reach.length = 0
    const cpu0 = cpuSeconds(serverPid(handle))
    const load0 = loadavg()[0]
    const started = performance.now()
    const until = started + DURATION_S * 1000
    const timers = []
    const every = (perMinute, fn) => {
      if (perMinute <= 0) return
      const ms = 60_000 / perMinute
      let next = started
      const tick = () => {
        if (performance.now() >= until) return
        void fn()
        next += ms
        timers.push(setTimeout(tick, Math.max(0, next - performance.now())))
      }
      tick()
    }
    every(QPM, async () => {
      const n = asks++
      const text = `Вопрос ${n}: что будет дальше? ${Math.random().toString(36).slice(2, 8)}`
      asked.set(text, { sentAt: performance.now(), reach: [] })
      const res = await post(`/api/questions/meeting/${meetingId}`, people[n % people.length].token, { text })
      const body = await res.json().catch(() => null)
      if (res.status === 201) ids.push(body.data.id)
      else askErrors++
    })
    every(VPM, async () => {
      if (ids.length === 0) return
      const person = people[voter++ % people.length]
      const res = await post(`/api/questions/${ids[Math.floor(Math.random() * ids.length)]}/vote`, person.token, { vote: true })
      await res.arrayBuffer()
      votes++
      if (res.status !== 200) voteErrors++
    })
    await sleep(DURATION_S * 1000)
    timers.forEach(clearTimeout)
    // The last asks reach the pages: wait (bounded) until every page saw every question, or 10 s.
    const expected = () => [...asked.keys()].length * (PAGES - 1)
    const deadline = performance.now() + 10_000
    while (reach.length < expected() && performance.now() < deadline) await sleep(100)
    const cpuS = cpuSeconds(serverPid(handle)) - cpu0
    const missing = expected() - reach.length
    const result = {
      pages: PAGES,
      questions_per_minute: QPM,
      votes_per_minute: VPM,
      duration_s: DURATION_S,
      asks,
      ask_errors: askErrors,
      votes,
      vote_errors: voteErrors,
      list_reads: reads,
      list_reads_per_s: Math.round(reads / DURATION_S),
      read_errors: readErrors,
      reach_samples: reach.length,
      reach_missing: missing,
      reach_p50_ms: Math.round(pct(reach, 50) ?? NaN),
      reach_p95_ms: Math.round(pct(reach, 95) ?? NaN),
      reach_max_ms: Math.round(pct(reach, 100) ?? NaN),
      per_question_p95_ms: [...asked.values()].map((a) => Math.round(pct(a.reach, 95) ?? NaN)),
      server_cpu_share: Number((cpuS / DURATION_S).toFixed(2)),
      loadavg: [load0, loadavg()[0]].map((x) => Number(x.toFixed(1))),
    }
    const pass = result.reach_p95_ms <= BUDGET_P95_MS && missing === 0 && askErrors === 0
    console.log(JSON.stringify(result))
    console.log(
      [
        `pages ${PAGES}, ${asks} questions, ${votes} votes in ${DURATION_S} s (errors: ask ${askErrors}, vote ${voteErrors}, read ${readErrors})`,
        `list reads ${reads} (${result.list_reads_per_s}/s), server CPU ${Math.round(result.server_cpu_share * 100)} % of a core`,
        `question → every page: p50 ${result.reach_p50_ms} ms, p95 ${result.reach_p95_ms} ms, max ${result.reach_max_ms} ms, missing ${missing}`,
        `budget p95 ≤ ${BUDGET_P95_MS} ms: ${pass ? 'PASS' : 'FAIL'}`,
      ].join('\n'),
    )
    for (const s of streams) s.req.destroy()
    await stopServer(handle)
    process.exitCode = pass || values['no-fail'] ? 0 : 1
  } finally {
    for (const s of streams) s.req?.destroy()
    killAllStartedSync()
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  killAllStartedSync()
  process.exit(2)
})
