// The morning rush of `npm run bench:rush`: participants made straight in the database, and the
// mix of calls a forum morning brings, each kind measured on its own.
import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { signAccessToken } from '../../server/auth/jwt.ts'
import { hashPassword } from '../../server/auth/password.ts'
import { gridCall } from './api-figures.mjs'

/** The CPU seconds of one scrypt hash, measured by createParticipants (the lowest seen). */
export let hashCpuS = Number.POSITIVE_INFINITY

/** Every rush participant's password (documented in docs/benchmarks.md). */
export const RUSH_PASSWORD = 'rush-morning-2026'
export const RUSH_EMAIL = (i) => `rush${i}@participants.example`
/** The JWT_SECRET the rush's servers get, so the rush can sign its participants' first tokens. */
export const RUSH_JWT_SECRET = 'rush-bench-secret-not-for-production-0123456789'

/**
 * N confirmed participants with a profile and a ticket (user_event_views), each with one open
 * session and its token: one scrypt hash for all (hashing thousands would take minutes), rows
 * inserted in a handful of statements. `query(sql, params)` runs on the rush's database.
 */
export async function createParticipants(query, count, { ttlS = 3600 } = {}) {
  const cpu0 = process.cpuUsage()
  const hash = await hashPassword(RUSH_PASSWORD)
  const cpu = process.cpuUsage(cpu0)
  // What one password hash costs in CPU on this machine (nothing else runs in this process meanwhile).
  hashCpuS = Math.min(hashCpuS, (cpu.user + cpu.system) / 1e6)
  const emails = Array.from({ length: count }, (_, i) => RUSH_EMAIL(i + 1))
  const users = await query(
    `INSERT INTO users (email, password_hash, email_verified_at) SELECT e, $2, now() FROM unnest($1::text[]) AS e
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash RETURNING id, email`,
    [emails, hash],
  )
  const ids = users.map((u) => u.id)
  await query(
    `INSERT INTO profiles (user_id, firstname, lastname) SELECT id, 'Участник', 'Утренний' || id FROM unnest($1::int[]) AS id ON CONFLICT (user_id) DO NOTHING`,
    [ids],
  )
  await query(
    `INSERT INTO user_event_views (user_id, event_id, member_role, qr_code) SELECT id, 35, 'visitor', $2 || id FROM unnest($1::int[]) AS id
     ON CONFLICT DO NOTHING`,
    [ids, `rush-${randomBytes(6).toString('base64url')}-`],
  )
  const key = new TextEncoder().encode(RUSH_JWT_SECRET)
  const iat = Math.floor(Date.now() / 1000)
  const sessions = ids.map((id) => ({ id: randomUUID(), user_id: id, jti: randomBytes(16).toString('base64url') }))
  await query(
    `INSERT INTO sessions (id, user_id, started_at, jti, token_iat, token_exp)
     SELECT s.id::uuid, s.user_id, now(), s.jti, $2, $3 FROM json_to_recordset($1::json) AS s(id text, user_id int, jti text)`,
    [JSON.stringify(sessions), iat, iat + ttlS],
  )
  return Promise.all(
    users.map(async (u, i) => ({
      id: u.id,
      email: u.email,
      token: await signAccessToken(key, { sub: String(u.id), sid: sessions[i].id, jti: sessions[i].jti, iat, exp: iat + ttlS }),
    })),
  )
}

const ACC = '/api/acc'
/** The calls of one participant's morning after the login, in order (kind, method, path, body). */
export function morning({ day, sessionId }) {
  return [
    ['me', 'GET', `${ACC}/api/user/me/`],
    ['event view', 'GET', `${ACC}/api/user/event/view/`],
    ['my meetings', 'GET', `${ACC}/api/user/meeting?brief=1`],
    ['grid of the day', 'GET', gridCall(day), null, false],
    ['session page', 'GET', `/acms/api/v1.0/meeting?event_id=35&meeting_ids=${sessionId}&with=area,areaEventType,industries,speakers`, null, false],
    ['favorite add', 'POST', `${ACC}/api/user/meeting/add-to-favorite`, { ids: [sessionId] }],
    ['favorite remove', 'POST', `${ACC}/api/user/meeting/remove-from-favorite`, { ids: [sessionId] }],
    ['ticket', 'GET', `${ACC}/api/user/event/view/`],
  ]
}

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN)

/**
 * node:http with keep-alive instead of fetch: the load generator shares the machine's two cores
 * with the servers, PostgreSQL and nginx, and fetch costs it about twice the CPU per call.
 */
const agents = new Map()
function call(base, method, path, headers, body, retried = false) {
  let target = agents.get(base)
  if (!target) {
    const u = new URL(base)
    target = { host: u.hostname, port: Number(u.port), agent: new http.Agent({ keepAlive: true, maxSockets: 512 }) }
    agents.set(base, target)
  }
  return new Promise((resolve, reject) => {
    const req = http.request({ host: target.host, port: target.port, path, method, headers, agent: target.agent }, (res) => {
      res.on('data', () => {})
      res.on('end', () => resolve(res.statusCode))
      res.on('error', reject)
    })
    req.on('error', (err) => {
      // A kept-alive connection the server closed as the request went out: sent again on a new
      // one, as browsers do (Node's documented pattern, `request.reusedSocket`).
      if (req.reusedSocket && err.code === 'ECONNRESET' && !retried) resolve(call(base, method, path, headers, body, true))
      else reject(err)
    })
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')))
    req.end(body)
  })
}

/** Per kind: latencies (ms), errors and the first error's text. */
function recorder() {
  const kinds = new Map()
  const stat = (kind) => kinds.get(kind) ?? kinds.set(kind, { ms: [], errors: 0, sample: null }).get(kind)
  const address = (p) => `10.${(p.id >> 16) & 255}.${(p.id >> 8) & 255}.${p.id & 255}`
  /** One call; its latency counts from `since` (the time it was due), not from when it could be sent. */
  async function send(kind, base, method, path, { token, body, participant, since = performance.now() }) {
    const headers = { 'X-Lang': 'ru', Accept: 'application/json', 'Accept-Encoding': 'gzip, br', 'X-Forwarded-For': address(participant) }
    if (token) headers.Authorization = `Bearer ${token}`
    const payload = body ? JSON.stringify(body) : undefined
    if (payload) {
      headers['Content-Type'] = 'application/json'
      headers['Content-Length'] = Buffer.byteLength(payload)
    }
    const s = stat(kind)
    try {
      const status = await call(base, method, path, headers, payload)
      s.ms.push(performance.now() - since)
      if (status !== 200) {
        s.errors++
        s.sample ??= `${method} ${path}: ${status}`
      }
    } catch (err) {
      s.errors++
      s.sample ??= `${method} ${path}: ${err.message}`
    }
  }
  function result(wallS, extra = {}) {
    const out = []
    for (const [kind, s] of kinds) {
      const sorted = s.ms.sort((a, b) => a - b)
      out.push({ kind, requests: sorted.length, errors: s.errors, sample: s.sample, rps: sorted.length / wallS, p50: pct(sorted, 50), p99: pct(sorted, 99) })
    }
    const requests = out.reduce((a, k) => a + k.requests, 0)
    const logins = out.find((k) => k.kind === 'login')?.requests ?? 0
    return { wallS, kinds: out, requests, callRps: (requests - logins) / wallS, errors: out.reduce((a, k) => a + k.errors, 0), ...extra }
  }
  return { send, result }
}

/** One participant's morning, call after call as a browser would; the first call is due at `since`. */
async function oneMorning(send, base, p, ids, since) {
  const sessionId = ids.sessions[p.id % ids.sessions.length]
  let due = since
  for (const [kind, method, path, body, auth = true] of morning({ day: ids.day, sessionId })) {
    await send(kind, base, method, path, { token: auth ? p.token : null, body, participant: p, since: due })
    due = performance.now()
  }
}

const login = (send, base, p, since) => send('login', base, 'POST', `${ACC}/auth/login`, { body: { email: p.email, password: RUSH_PASSWORD }, participant: p, since })

/**
 * Logins at `loginRate` per second until `until` (open loop, each due at its time): beside both
 * the closed and the paced run, so both carry the same password-hashing load.
 */
async function paceLogins(send, bases, participants, loginRate, until) {
  if (!(loginRate > 0)) return
  const every = 1000 / loginRate
  const running = []
  for (let i = 0, due = performance.now() + every / 2; due < until; i++, due += every) {
    await sleep(Math.max(0, due - performance.now()))
    running.push(login(send, bases[i % bases.length], participants[(i * 7919) % participants.length], due))
  }
  await Promise.all(running)
}

/**
 * Closed loop, for what a setup sustains: `concurrency` participants go through their morning
 * again and again, each starting the next as soon as the last call answered, logins beside them
 * at `loginRate`. Per kind: count, errors, p50/p99 ms, req/s.
 */
export async function runRush({ bases, participants, ids, durationS, concurrency, loginRate }) {
  const { send, result } = recorder()
  const t0 = performance.now()
  const until = t0 + durationS * 1000
  let n = 0
  const browse = async (worker) => {
    while (performance.now() < until) {
      const p = participants[n++ % participants.length]
      await oneMorning(send, bases[(n + worker) % bases.length], p, ids, performance.now())
    }
  }
  await Promise.all([...Array.from({ length: concurrency }, (_, w) => browse(w)), paceLogins(send, bases, participants, loginRate, until)])
  return result((performance.now() - t0) / 1000)
}

/**
 * Open loop, for latencies at a given load: a participant's morning starts every
 * 1000 × calls / `rate` ms whatever the server does (people do not wait for each other), so a
 * server that falls behind shows it in the latencies instead of slowing the load down. A morning
 * is counted from when it was due. More than `maxInFlight` unfinished mornings: the next ones are
 * not sent and count as errors ("shed").
 */
export async function runPaced({ bases, participants, ids, durationS, rate, loginRate, maxInFlight = 400 }) {
  const { send, result } = recorder()
  const calls = morning({ day: ids.day, sessionId: 0 }).length
  const every = (1000 * calls) / rate
  const t0 = performance.now()
  const until = t0 + durationS * 1000
  const running = new Set()
  let shed = 0
  // The generator's own lateness (it shares the cores): counted in the latencies, reported beside them.
  const lag = monitorEventLoopDelay({ resolution: 5 })
  lag.enable()
  const logins = paceLogins(send, bases, participants, loginRate, until)
  for (let i = 0, due = t0; due < until; i++, due += every) {
    await sleep(Math.max(0, due - performance.now()))
    if (running.size >= maxInFlight) {
      shed += calls
      continue
    }
    const done = oneMorning(send, bases[i % bases.length], participants[i % participants.length], ids, due).finally(() => running.delete(done))
    running.add(done)
  }
  await Promise.all([...running, logins])
  lag.disable()
  const out = result((performance.now() - t0) / 1000, { offeredRps: rate, shed, generatorLagP99Ms: lag.percentile(99) / 1e6 })
  return { ...out, errors: out.errors + shed }
}
