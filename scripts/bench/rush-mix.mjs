// The morning rush of `npm run bench:rush`: participants made straight in the database, and the
// mix of calls a forum morning brings, each kind measured on its own.
import { randomBytes, randomUUID } from 'node:crypto'
import { signAccessToken } from '../../server/auth/jwt.ts'
import { hashPassword } from '../../server/auth/password.ts'
import { gridCall } from './api-figures.mjs'

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
  const hash = await hashPassword(RUSH_PASSWORD)
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
 * Runs the rush for `durationS`: `concurrency` participants go through their morning again and
 * again (each its own token and fake client address), while `loginConcurrency` logins run beside
 * them. Returns per kind: count, errors, p50/p99 ms, req/s.
 */
export async function runRush({ bases, participants, ids, durationS, concurrency, loginConcurrency }) {
  const kinds = new Map()
  const stat = (kind) => kinds.get(kind) ?? kinds.set(kind, { ms: [], errors: 0, sample: null }).get(kind)
  const until = performance.now() + durationS * 1000
  let n = 0
  const address = (p) => `10.${(p.id >> 16) & 255}.${(p.id >> 8) & 255}.${p.id & 255}`

  async function send(kind, base, method, path, { token, body, ip }) {
    const headers = { 'X-Lang': 'ru', Accept: 'application/json', 'Accept-Encoding': 'gzip, br', 'X-Forwarded-For': ip }
    if (token) headers.Authorization = `Bearer ${token}`
    if (body) headers['Content-Type'] = 'application/json'
    const t0 = performance.now()
    const s = stat(kind)
    try {
      const res = await fetch(base + path, { method, headers, body: body ? JSON.stringify(body) : undefined })
      await res.arrayBuffer()
      s.ms.push(performance.now() - t0)
      if (res.status !== 200) {
        s.errors++
        s.sample ??= `${method} ${path}: ${res.status}`
      }
    } catch (err) {
      s.errors++
      s.sample ??= `${method} ${path}: ${err.message}`
    }
  }

  const browse = async (worker) => {
    while (performance.now() < until) {
      const p = participants[n++ % participants.length]
      const base = bases[(n + worker) % bases.length]
      const sessionId = ids.sessions[p.id % ids.sessions.length]
      for (const [kind, method, path, body, auth = true] of morning({ day: ids.day, sessionId })) {
        if (performance.now() >= until) break
        await send(kind, base, method, path, { token: auth ? p.token : null, body, ip: address(p) })
      }
    }
  }
  const logins = async (worker) => {
    let i = worker
    while (performance.now() < until) {
      const p = participants[(i += loginConcurrency) % participants.length]
      await send('login', bases[i % bases.length], 'POST', `${ACC}/auth/login`, { body: { email: p.email, password: RUSH_PASSWORD }, ip: address(p) })
    }
  }
  const t0 = performance.now()
  await Promise.all([...Array.from({ length: concurrency }, (_, w) => browse(w)), ...Array.from({ length: loginConcurrency }, (_, w) => logins(w))])
  const wallS = (performance.now() - t0) / 1000
  const out = []
  for (const [kind, s] of kinds) {
    const sorted = s.ms.sort((a, b) => a - b)
    out.push({ kind, requests: sorted.length, errors: s.errors, sample: s.sample, rps: sorted.length / wallS, p50: pct(sorted, 50), p99: pct(sorted, 99) })
  }
  return { wallS, kinds: out, requests: out.reduce((a, k) => a + k.requests, 0), errors: out.reduce((a, k) => a + k.errors, 0) }
}
