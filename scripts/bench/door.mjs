#!/usr/bin/env node
// `npm run bench:door`: the door's budgets (docs/benchmarks.md, "The door"). Loopback only,
// bounded (--max-minutes). Two sections:
// - scanner: one PGlite server with 20,000 tickets; in Chromium at 4× CPU the offline data's
//   download size and load time, and the verdict's time from a submitted code to the verdict on
//   screen, online and offline;
// - rush: two processes on PostgreSQL (DATABASE_URL), 20 scanners sending 50 check-ins a second,
//   some tickets at two scanners at once: p99 and double admissions.
/* global document, requestAnimationFrame, MutationObserver, HTMLInputElement -- timeVerdict runs in the page */
import http from 'node:http'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { fmt, table } from './budgets.mjs'
import { launchChromium, loopbackContext } from './browser.mjs'
import { RUSH_JWT_SECRET, createParticipants } from './rush-mix.mjs'
import { ROOT, cpuSeconds, freePort, killAllStartedSync, serverMemory, serverPid, startServer, stopServer } from './server.mjs'
import { withDatabase } from '../deploy/database.mjs'

const { values: o } = parseArgs({
  options: {
    sections: { type: 'string', default: 'scanner,rush' },
    tickets: { type: 'string', default: '20000' },
    scans: { type: 'string', default: '20' },
    rate: { type: 'string', default: '50' },
    scanners: { type: 'string', default: '20' },
    duration: { type: 'string', default: '20' },
    'skip-build': { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
    'max-minutes': { type: 'string', default: '5' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (o.help) {
  console.log(`Usage: npm run bench:door [-- --sections scanner,rush --tickets 20000 --scans 20
       --rate 50 --scanners 20 --duration 20 --skip-build --no-fail --max-minutes 5]
scanner: one PGlite server with --tickets tickets; Chromium at 4x CPU: the offline data's size and
load, and --scans verdicts online and as many offline. rush: two processes on PostgreSQL
(DATABASE_URL, a role that may create databases), --scanners scanners sending --rate check-ins
a second for --duration s, one in ten tickets scanned at two scanners at once.`)
  process.exit(0)
}
const BUDGET = { verdictMs: 300, dataKB: 1000, loadMs: 500, rushP99Ms: 100 }
const CPU_SLOWDOWN = 4
const STAFF = { email: 'staff@horizon-forum.example', password: 'staff2026' }

const started = performance.now()
const log = (msg) => console.error(`[door ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${msg}`)
const work = mkdtempSync(join(tmpdir(), 'forum-door-'))
const cleanup = () => {
  killAllStartedSync()
  rmSync(work, { recursive: true, force: true })
}
setTimeout(() => {
  log(`still running after ${o['max-minutes']} min: stopping`)
  cleanup()
  process.exit(2)
}, Number(o['max-minutes']) * 60_000).unref()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup()
    process.exit(130)
  })
}

const quantile = (xs, q) => {
  if (xs.length === 0) return null
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]
}
const rows = []
const row = (section, figure, value, budget = '', pass = null) => rows.push({ section, figure, value, budget, pass })

// ---------- the scanner, in a browser at 4× CPU ----------

/** Submits a typed code as a decoded one would be handed over, and times it to the verdict painted with `name`. */
function timeVerdict({ code, name }) {
  return new Promise((resolve, reject) => {
    const input = document.querySelector('#ticket-code')
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    setValue.call(input, code)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    // React takes the typed value first; the clock starts when the code is submitted.
    requestAnimationFrame(() => {
      const seen = () => {
        const v = document.querySelector('.verdict[data-verdict]')
        return v && v.textContent.includes(name) ? v : null
      }
      const timer = setTimeout(() => reject(new Error(`no verdict for ${code} in 10 s`)), 10_000)
      const observer = new MutationObserver(() => {
        const v = seen()
        if (!v) return
        observer.disconnect()
        // Painted: the frame after the verdict's commit.
        requestAnimationFrame(() => {
          clearTimeout(timer)
          const call = performance.getEntriesByType('resource').filter((e) => e.name.includes('/staff/door/check') && e.startTime >= t0)[0]
          resolve({ ms: performance.now() - t0, verdict: v.getAttribute('data-verdict'), pageMs: Number(v.getAttribute('data-verdict-ms')), callMs: call ? call.responseEnd - call.startTime : null })
        })
      })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
      const t0 = performance.now()
      input.form.requestSubmit()
    })
  })
}

async function scannerSection() {
  const count = Number(o.tickets)
  const port = await freePort()
  const { handle } = await startServer({ port, dataDir: join(work, 'pglite'), distDir: join(ROOT, 'dist'), env: { NODE_OPTIONS: '' } })
  try {
    log(`scanner: ${count} tickets`)
    const codes = []
    for (let i = 0; codes.length < count; i++) {
      const n = Math.min(1000, count - codes.length)
      const res = await fetch(`${handle.base}/dev/staff/tickets`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ count: n, prefix: `Bench${i}x${port}` }) })
      if (!res.ok) throw new Error(`/dev/staff/tickets: ${res.status} ${await res.text()}`)
      codes.push(...(await res.json()).data.codes)
    }
    log(`scanner: ${codes.length} tickets made in ${Math.ceil(count / 1000)} calls`)
    const browser = await launchChromium()
    try {
      const { context } = await loopbackContext(browser, handle.base)
      const page = await context.newPage()
      await page.goto(`${handle.base}/login`)
      await page.waitForSelector('html[data-ready]')
      await page.getByLabel('Email').fill(STAFF.email)
      await page.getByLabel('Пароль', { exact: true }).fill(STAFF.password)
      await page.getByRole('button', { name: 'Войти', exact: true }).click()
      await page.waitForURL(/\/cabinet$/)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

      // 1. The first download: its size on the wire, and from its last byte to a judge.
      log(`scanner: the offline data, downloaded at ${CPU_SLOWDOWN}× CPU`)
      await page.goto(`${handle.base}/staff/door`)
      await page.waitForFunction(() => performance.getEntriesByName('door:data-ready').length > 0, null, { timeout: 60_000, polling: 100 })
      const download = await page.evaluate(() => {
        const [ready] = performance.getEntriesByName('door:data-ready')
        const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/staff/door/offline')).at(-1)
        return { tickets: ready.detail.tickets, wire: entry.encodedBodySize, json: entry.decodedBodySize, requestMs: entry.responseEnd - entry.requestStart, loadMs: ready.startTime - entry.responseEnd }
      })
      // 2. The page opened again: the data read from storage to a judge (the scanner with no network opens so).
      await page.reload()
      await page.waitForFunction(() => performance.getEntriesByName('door:data-ready').length > 0, null, { timeout: 60_000, polling: 100 })
      const stored = await page.evaluate(() => {
        const [read] = performance.getEntriesByName('door:data-read')
        const [ready] = performance.getEntriesByName('door:data-ready')
        return ready.startTime - read.startTime
      })
      row('offline data', 'tickets', String(download.tickets))
      row('offline data', 'download (gzip or br, as Chromium asks)', `${fmt(download.wire / 1000, 0)} kB (${fmt(download.json / 1000, 0)} kB of JSON)`, `≤ ${BUDGET.dataKB} kB`, download.wire / 1000 <= BUDGET.dataKB)
      row('offline data', `load after the download, ${CPU_SLOWDOWN}× CPU (parse, check, store, judge)`, `${fmt(download.loadMs, 0)} ms (the request itself ${fmt(download.requestMs, 0)} ms)`, `≤ ${BUDGET.loadMs} ms`, download.loadMs <= BUDGET.loadMs)
      row('offline data', `load from storage at the page's start, ${CPU_SLOWDOWN}× CPU`, `${fmt(stored, 0)} ms`, `≤ ${BUDGET.loadMs} ms`, stored <= BUDGET.loadMs)

      // 3. Verdicts: fresh tickets, online then offline.
      await page.getByLabel('Вход', { exact: true }).fill('Bench')
      await page.getByRole('button', { name: 'Выбрать' }).click()
      const scans = Number(o.scans)
      let next = 0
      const verdicts = async (label) => {
        const times = []
        const page_ = []
        const calls = []
        for (let i = 0; i < scans; i++) {
          const code = codes[next++]
          const r = await page.evaluate(timeVerdict, { code, name: code })
          if (r.verdict !== 'valid') throw new Error(`${label}: ${code} was ${r.verdict}`)
          times.push(r.ms)
          page_.push(r.pageMs)
          if (r.callMs !== null) calls.push(r.callMs)
          await page.waitForTimeout(100)
        }
        const p95 = quantile(times, 0.95)
        row('verdict', `${label}, ${CPU_SLOWDOWN}× CPU, ${scans} scans: code submitted → verdict painted`, `p50 ${fmt(quantile(times, 0.5), 0)} · p95 ${fmt(p95, 0)} · max ${fmt(Math.max(...times), 0)} ms (the page's own data-verdict-ms p95 ${fmt(quantile(page_, 0.95), 0)}${calls.length ? `; the check's HTTP call p50 ${fmt(quantile(calls, 0.5), 0)} · p95 ${fmt(quantile(calls, 0.95), 0)} ms` : ''})`, `p95 ≤ ${BUDGET.verdictMs} ms`, p95 <= BUDGET.verdictMs)
      }
      log('scanner: verdicts online')
      await verdicts('online')
      log('scanner: verdicts offline')
      await context.setOffline(true)
      await page.waitForFunction(() => !navigator.onLine)
      await verdicts('offline')
      await context.close()
    } finally {
      await browser.close()
    }
  } finally {
    await stopServer(handle)
  }
}

// ---------- the door rush: two processes on PostgreSQL ----------

const agents = new Map()
function post(base, path, token, body, from) {
  let agent = agents.get(base)
  if (!agent) agents.set(base, (agent = new http.Agent({ keepAlive: true, maxSockets: 64 })))
  const u = new URL(base)
  const data = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: u.hostname, port: Number(u.port), path, method: 'POST', agent, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), 'X-Forwarded-For': from } },
      (res) => {
        let text = ''
        res.on('data', (c) => (text += c))
        res.on('end', () => resolve({ status: res.statusCode, text }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')))
    req.end(data)
  })
}

async function rushSection() {
  const url = process.env.DATABASE_URL
  if (!url) {
    row('door rush', 'two processes on PostgreSQL', 'skipped: no DATABASE_URL', '', false)
    return
  }
  const rate = Number(o.rate)
  const durationS = Number(o.duration)
  const scannerCount = Number(o.scanners)
  const total = rate * durationS
  await withDatabase(url, async (dbUrl, pool) => {
    const env = { NODE_ENV: 'production', DEV_TOOLS: '0', JWT_SECRET: RUSH_JWT_SECRET, TRUST_PROXY: '1', DATABASE_URL: dbUrl, PUBLIC_URL: 'http://127.0.0.1', DATABASE_POOL: '8', NODE_OPTIONS: '' }
    const handles = []
    for (let i = 0; i < 2; i++) handles.push((await startServer({ port: await freePort(), dataDir: join(work, `pg-${i}`), distDir: join(ROOT, 'dist'), env })).handle)
    try {
      log(`door rush: ${scannerCount} scanners, ${total} tickets`)
      const people = await createParticipants(async (sql, params) => (await pool.query(sql, params)).rows, scannerCount + total)
      const scanners = people.slice(0, scannerCount)
      await pool.query(`INSERT INTO staff (user_id, role) SELECT id, 'door' FROM unnest($1::int[]) AS id`, [scanners.map((s) => s.id)])
      const holders = people.slice(scannerCount).map((p) => p.id)
      const codeRows = (await pool.query('SELECT user_id, qr_code FROM user_event_views WHERE user_id = ANY($1::int[])', [holders])).rows
      const codeOf = new Map(codeRows.map((r) => [r.user_id, r.qr_code]))
      const tickets = holders.map((id) => codeOf.get(id))
      // Warm-up: each scanner's first call on each process (its token, its role) outside the window.
      await Promise.all(scanners.map((s, i) => post(handles[i % 2].base, '/api/acc/api/staff/door/summary', s.token, undefined, `10.9.0.${i + 1}`).catch(() => {})))
      /**
       * The plan: check-in i is due at i / rate s, at scanner i mod 20 (scanners alternate between
       * the processes). One in ten is the ticket of the check-in before it, at the next scanner on
       * the other process at the same moment: two doors, one ticket, only one may admit it.
       */
      const plan = []
      let t = 0
      for (let i = 0; i < total; i++) {
        const twin = i % 10 === 9
        plan.push({ due: (i / rate) * 1000, scanner: i % scannerCount, ticket: twin ? tickets[t - 1] : tickets[t++] })
      }
      log(`door rush: ${rate} check-ins/s for ${durationS} s on two processes (load average ${loadavg()[0].toFixed(1)})`)
      const results = []
      const pids = handles.map(serverPid)
      const cpu0 = pids.map(cpuSeconds)
      const t0 = performance.now()
      const load0 = loadavg()[0]
      await Promise.all(
        plan.map(async (p, i) => {
          const wait = t0 + p.due - performance.now()
          if (wait > 0) await new Promise((r) => setTimeout(r, wait))
          const s = scanners[p.scanner]
          const base = handles[p.scanner % 2].base
          const res = await post(base, '/api/acc/api/staff/door/check', s.token, { id: `rush-${i}-${Math.random().toString(36).slice(2, 10)}`, code: p.ticket, door: `Door ${p.scanner + 1}` }, `10.9.0.${p.scanner + 1}`).catch((err) => ({ status: 0, text: err.message }))
          let verdict = null
          try {
            verdict = JSON.parse(res.text).data?.verdict ?? null
          } catch {
            // not JSON: an error
          }
          // From when it was due: a server that falls behind shows it.
          results.push({ ticket: p.ticket, status: res.status, verdict, ms: performance.now() - (t0 + p.due) })
        }),
      )
      const wallS = (performance.now() - t0) / 1000
      const cpuS = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - cpu0[i], 0)
      const latencies = results.map((r) => r.ms)
      const errors = results.filter((r) => r.verdict === null)
      const valid = new Map()
      for (const r of results) if (r.verdict === 'valid') valid.set(r.ticket, (valid.get(r.ticket) ?? 0) + 1)
      const doubleAnswers = [...valid.values()].filter((n) => n > 1).length
      const [db] = (await pool.query(`SELECT count(*)::int AS counted, (SELECT count(*)::int FROM (SELECT 1 FROM checkins WHERE counted GROUP BY event_id, user_id, day HAVING count(*) > 1) d) AS doubled FROM checkins WHERE counted`)).rows
      const p99 = quantile(latencies, 0.99)
      const rss = handles.map((h) => serverMemory(h).rssMB)
      row('door rush', 'offered', `${total} check-ins at ${rate}/s from ${scannerCount} scanners over 2 processes, ${total / 10} tickets at two scanners at once; ${fmt(total / wallS, 1)}/s answered`)
      row('door rush', 'latency from due, all check-ins', `p50 ${fmt(quantile(latencies, 0.5), 1)} · p99 ${fmt(p99, 1)} · max ${fmt(Math.max(...latencies), 1)} ms · load average ${fmt(load0, 1)} → ${fmt(loadavg()[0], 1)} · RSS ${rss.map((m) => fmt(m, 0)).join(' + ')} MB · server CPU ${fmt((cpuS * 1e6) / total, 0)} µs per check-in (${fmt((cpuS / wallS) * 100, 0)} % of a core)`, `p99 ≤ ${BUDGET.rushP99Ms} ms`, p99 <= BUDGET.rushP99Ms)
      row('door rush', 'errors (no verdict)', `${errors.length}${errors[0] ? ` (first: ${errors[0].status} ${errors[0].text.slice(0, 80)})` : ''}`, '0', errors.length === 0)
      row('door rush', 'double admissions', `${doubleAnswers} tickets answered "valid" twice; ${db.doubled} counted twice in the database; ${db.counted} admissions for ${valid.size} tickets`, '0', doubleAnswers === 0 && db.doubled === 0 && db.counted === valid.size)
    } finally {
      for (const h of handles) await stopServer(h)
      for (const a of agents.values()) a.destroy()
    }
  })
}

async function main() {
  if (!o['skip-build']) {
    log('building the site (as npm start does, skipped when unchanged)')
    const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed', '--quiet'], { cwd: ROOT, stdio: 'inherit' })
    if (built.status !== 0) throw new Error('the build failed')
  }
  const sections = o.sections.split(',')
  for (const [name, fn] of [
    ['scanner', scannerSection],
    ['rush', rushSection],
  ]) {
    if (!sections.includes(name)) continue
    const t = performance.now()
    try {
      await fn()
    } catch (err) {
      log(`${name} failed: ${err.stack ?? err}`)
      row(name, 'error', String(err.message).split('\n')[0].slice(0, 160), '', false)
    }
    log(`${name}: ${((performance.now() - t) / 1000).toFixed(0)} s`)
  }
  console.log(table(rows))
  const failed = rows.some((r) => r.pass === false)
  cleanup()
  process.exit(failed && !o['no-fail'] ? 1 : 0)
}

main().catch((err) => {
  console.error(err)
  cleanup()
  process.exit(2)
})
