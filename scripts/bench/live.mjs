// npm run bench:live [-- --connections 1000 --changes 5]: the live channel on one PGlite process
// (as `npm start` runs it): N open Server-Sent Events streams, the server's memory per idle stream,
// bytes per idle stream, and from a published program version (POST /dev/program/change, an
// import's transaction) to the event on every stream: p50/p95/max over a few changes. Bounded:
// about a minute with 1,000 streams. Prints one JSON line and a table.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort, killAllStartedSync, startServer, stopServer } from './server.mjs'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const N = arg('connections', 1000)
const CHANGES = arg('changes', 5)

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
/** RSS once it stops moving (a fresh PGlite gives back its initdb memory over the first seconds). */
async function settledRssKb(pid) {
  let last = rssKb(pid)
  for (let i = 0; i < 30; i++) {
    await sleep(1000)
    const now = rssKb(pid)
    if (Math.abs(now - last) < 512) return now
    last = now
  }
  return last
}
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-'))
  const port = await freePort()
  const { handle } = await startServer({ port, dataDir, distDir: join(dataDir, 'no-dist') })
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity })
  const streams = []
  const waiting = new Map() // version -> { sentAt, times[] }
  let version = 0
  try {
    const before = await settledRssKb(handle.child.pid)
    for (let i = 0; i < N; i++) {
      const s = { bytes: 0, buffer: '' }
      await new Promise((resolve, reject) => {
        const req = http.get(`${handle.base}/api/live/events`, { agent }, (res) => {
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
                resolve()
              }
              if (event.type === 'program') waiting.get(event.version)?.times.push(performance.now())
            }
          })
        })
        req.on('error', reject)
        s.req = req
      })
      streams.push(s)
    }
    const after = await settledRssKb(handle.child.pid)
    // Idle bytes: one heartbeat period and a little.
    const idleFrom = streams.map((s) => s.bytes)
    await sleep(21_000)
    const idleBytes = streams.map((s, i) => s.bytes - idleFrom[i])
    // Change to event on every stream.
    const ids = JSON.parse(await (await fetch(`${handle.base}/acms/api/v1.0/meeting?event_id=35&limit=5&brief=1`)).text()).data.map((m) => m.id)
    const latencies = []
    for (let c = 0; c < CHANGES; c++) {
      // Registered before the change: the event may reach the streams before the POST's answer.
      const entry = { sentAt: performance.now(), times: [] }
      waiting.set(version + c + 1, entry)
      const sentAt = entry.sentAt
      const res = await fetch(`${handle.base}/dev/program/change`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ move: [{ id: ids[c % ids.length], minutes: c % 2 ? -5 : 5 }] }),
      })
      const { data } = await res.json()
      if (data.version !== version + c + 1) throw new Error(`expected version ${version + c + 1}, got ${data.version}`)
      const deadline = performance.now() + 15_000
      while (entry.times.length < N && performance.now() < deadline) await sleep(20)
      for (const t of entry.times) latencies.push(t - sentAt)
      if (entry.times.length < N) console.error(`change ${c}: only ${entry.times.length}/${N} streams got it within 15 s`)
    }
    const result = {
      connections: N,
      rssBeforeMb: +(before / 1024).toFixed(1),
      rssAfterMb: +(after / 1024).toFixed(1),
      kbPerIdleStream: +((after - before) / N).toFixed(1),
      idleBytesPer21s: { median: pct(idleBytes, 50), max: Math.max(...idleBytes) },
      changeToEventMs: { p50: +pct(latencies, 50).toFixed(0), p95: +pct(latencies, 95).toFixed(0), max: +Math.max(...latencies).toFixed(0), samples: latencies.length },
    }
    console.log(JSON.stringify(result))
    console.table({
      'streams open': N,
      'server RSS per idle stream (kB, budget 20)': result.kbPerIdleStream,
      'bytes per idle stream per 21 s': result.idleBytesPer21s.median,
      'version → event on every stream, p95 ms (budget 2000)': result.changeToEventMs.p95,
    })
  } finally {
    for (const s of streams) s.req.destroy()
    await stopServer(handle)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  killAllStartedSync()
  process.exit(1)
})
