// npm run bench:seats [-- --people 200 --pages 1000 --seats 30 --no-fail]
// Seats on one PGlite process (as `npm start` runs it): `--people` sign-ups for one session of
// `--seats` seats, sent evenly over one second (an open loop), while `--pages` open pages hold the
// live stream. Measured: each sign-up's answer time (p50/p99/max, errors, and that exactly
// `--seats` got a seat), and per page the time from the last sign-up's answer to the stream
// carrying the session's final figures (p95). Budgets: p99 ≤ 300 ms with 0 errors; figures on
// every page within 2 s (p95). Prints one JSON line and a table.
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { openPglite } from '../../server/db/pglite.ts'
import { updateSession } from '../../server/seats/organizer.ts'
import { RUSH_JWT_SECRET, createParticipants } from './rush-mix.mjs'
import { freePort, killAllStartedSync, startServer, stopServer } from './server.mjs'

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '200' },
    pages: { type: 'string', default: '1000' },
    seats: { type: 'string', default: '30' },
    'no-fail': { type: 'boolean', default: false },
  },
})
const PEOPLE = Number(values.people)
const PAGES = Number(values.pages)
const SEATS = Number(values.seats)
const BUDGET = { signUpP99Ms: 300, reachP95Ms: 2000 }
const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : null)
const log = (line) => process.stderr.write(`[seats] ${line}\n`)
const env = { NODE_ENV: 'production', DEV_TOOLS: '0', JWT_SECRET: RUSH_JWT_SECRET, DATABASE_URL: '', NODE_OPTIONS: '' }

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'bench-seats-'))
  const dataDir = join(work, 'data')
  const port = await freePort()
  const streams = []
  try {
    // The demo, then (server stopped: PGlite serves one process) the people and one session with seats.
    const first = await startServer({ port, dataDir, distDir: join(work, 'no-dist'), env })
    await stopServer(first.handle)
    const db = await openPglite(join(dataDir, 'pglite'))
    const people = await createParticipants((sql, params) => db.query(sql, params), PEOPLE)
    const [session] = await db.query(`SELECT id FROM meetings WHERE event_id = 35 AND NOT is_culture AND withdrawn_at IS NULL ORDER BY start_at DESC, id LIMIT 1`)
    await db.query(`UPDATE meetings SET start_at = now() + interval '3 days', end_at = now() + interval '3 days 1 hour' WHERE id = $1`, [session.id])
    await updateSession(db, session.id, { capacity: SEATS }, Date.now())
    await db.close()
    const { handle } = await startServer({ port, dataDir, distDir: join(work, 'no-dist'), env })
    const base = handle.base

    // The open pages: a stream each, noting when it carries the session's final figures.
    const finalAt = []
    const expected = { taken: SEATS, waiting: PEOPLE - SEATS }
    for (let i = 0; i < PAGES; i++) {
      await new Promise((resolve, reject) => {
        const req = http.get(`${base}/api/live/events`, { agent: new http.Agent({ keepAlive: false }) }, (res) => {
          res.on('error', () => undefined)
          let buffer = ''
          let done = false
          res.setEncoding('utf8')
          res.on('data', (chunk) => {
            buffer += chunk
            let end
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              const data = frame.split('\n').find((l) => l.startsWith('data: '))
              if (!data || done) continue
              const event = JSON.parse(data.slice(6))
              if (event.type === 'seats' && event.seats.meeting_id === session.id && event.seats.taken === expected.taken && event.seats.waiting === expected.waiting) {
                done = true
                finalAt.push(performance.now())
              }
            }
          })
          streams.push(req)
          resolve()
        })
        req.on('error', reject)
      })
    }
    log(`${PAGES} pages hold the stream; ${PEOPLE} sign-ups over 1 s for ${SEATS} seats`)
    await sleep(1000)

    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
    const post = (token) =>
      new Promise((resolve) => {
        const t0 = performance.now()
        const req = http.request(`${base}/api/acc/api/user/seats/${session.id}`, { method: 'POST', agent, headers: { Authorization: `Bearer ${token}`, 'X-Lang': 'ru', Accept: 'application/json' } }, (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (c) => (body += c))
          res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode, at: performance.now(), state: res.statusCode === 200 ? JSON.parse(body).data.seat?.state : null }))
        })
        req.on('error', () => resolve({ ms: performance.now() - t0, status: 0, at: performance.now(), state: null }))
        req.end()
      })
    const sent = []
    for (let i = 0; i < PEOPLE; i++) {
      sent.push(post(people[i].token))
      await sleep(1000 / PEOPLE)
    }
    const answers = await Promise.all(sent)
    const lastAnswer = Math.max(...answers.map((a) => a.at))
    const deadline = performance.now() + 10_000
    while (finalAt.length < PAGES && performance.now() < deadline) await sleep(50)
    const reach = finalAt.map((t) => Math.max(0, t - lastAnswer))
    const ms = answers.map((a) => a.ms)
    const errors = answers.filter((a) => a.status !== 200).length
    const seated = answers.filter((a) => a.state === 'seated').length
    const result = {
      bench: 'seats',
      people: PEOPLE,
      seats: SEATS,
      pages: PAGES,
      signUp: { p50: Math.round(pct(ms, 50)), p99: Math.round(pct(ms, 99)), max: Math.round(Math.max(...ms)), errors, seated },
      reach: { pagesReached: finalAt.length, p95: reach.length ? Math.round(pct(reach, 95)) : null },
      load: loadavg()[0].toFixed(2),
    }
    const pass = errors === 0 && seated === SEATS && result.signUp.p99 <= BUDGET.signUpP99Ms && finalAt.length === PAGES && result.reach.p95 <= BUDGET.reachP95Ms
    console.log(JSON.stringify(result))
    console.log(
      [
        `| figure | value | budget |`,
        `|---|---|---|`,
        `| ${PEOPLE} sign-ups in 1 s, p99 | ${result.signUp.p99} ms (p50 ${result.signUp.p50}, max ${result.signUp.max}) | ≤ ${BUDGET.signUpP99Ms} ms |`,
        `| errors; seats given | ${errors}; ${seated} of ${SEATS} | 0; exactly ${SEATS} |`,
        `| figures on ${PAGES} open pages, p95 | ${result.reach.p95 ?? '—'} ms (${finalAt.length} reached) | ≤ ${BUDGET.reachP95Ms} ms |`,
      ].join('\n'),
    )
    for (const s of streams) s.destroy()
    await stopServer(handle)
    process.exitCode = pass || values['no-fail'] ? 0 : 1
  } finally {
    for (const s of streams) s.destroy()
    killAllStartedSync()
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  killAllStartedSync()
  process.exit(2)
})
