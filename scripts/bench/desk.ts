/**
 * The desk's figures (docs/desk-people.md), in one process through the app's routes (no socket):
 * 20,000 generated registrations, then
 * - the people list with each filter and a search: p95 of the answer;
 * - the CSV export of all of them: the time to the last byte, and the heap's growth beside a
 *   2,000-row export (streamed: it must not grow with the rows);
 * - a message to all of them: the time until every mail is in the mail queue, and the p99 of a
 *   visitor's content request made meanwhile.
 * On PGlite, or on PostgreSQL with DATABASE_URL. Prints one JSON line.
 *
 *   tsx scripts/bench/desk.ts [registrations]
 */
import { EVENT_ID } from '../../kernel/constants'
import { grantRole } from '../../server/staff/store'
import { createAccountServer, login, registeredUser } from '../../tests/server/helpers/account'

const N = Number(process.argv[2] ?? 20_000)
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!
const round = (x: number) => Math.round(x * 10) / 10

async function main() {
  const server = await createAccountServer()
  server.clock.now = Date.UTC(2026, 11, 9, 7, 0, 0)
  const { email, password } = await registeredUser(server)
  await grantRole(server.db, email, 'registrar')
  const token = await login(server, email, password)
  const headers = { Authorization: `Bearer ${token}`, 'X-Lang': 'ru' }

  const t0 = performance.now()
  const [meeting] = await server.db.query<{ id: number }>('SELECT id FROM meetings WHERE event_id = $1 ORDER BY id LIMIT 1', [EVENT_ID])
  await server.db.query(
    `WITH n AS (SELECT g FROM generate_series(1, $1::int) g),
     u AS (INSERT INTO users (email, email_verified_at) SELECT 'bench' || g || '@example.org', now() FROM n RETURNING id, email)
     INSERT INTO profiles (user_id, firstname, lastname, organization, region, phone)
     SELECT u.id, (ARRAY['Анна','Мария','Пётр','Иван','Ольга','Сергей'])[1 + (u.id % 6)], (ARRAY['Иванова','Петров','Сидорова','Кузнецов','Смирнова','Орлов'])[1 + (u.id % 7 % 6)] || (u.id % 500),
            'Студия ' || (u.id % 900), (ARRAY['Татарстан','Москва','Самара'])[1 + (u.id % 3)], '+7 900 ' || lpad((u.id % 10000000)::text, 7, '0') FROM u`,
    [N],
  )
  await server.db.query(
    `INSERT INTO user_event_views (user_id, event_id, member_role, qr_code, days)
     SELECT u.id, $1, CASE WHEN u.id % 50 = 0 THEN 'speaker' ELSE 'visitor' END, md5(random()::text || u.id),
            CASE u.id % 3 WHEN 0 THEN NULL WHEN 1 THEN ARRAY['2026-12-08','2026-12-09']::date[] ELSE ARRAY['2026-12-10']::date[] END
       FROM users u WHERE u.email LIKE 'bench%'`,
    [EVENT_ID],
  )
  await server.db.query(`INSERT INTO user_favorites (user_id, meeting_id) SELECT id, $1 FROM users WHERE email LIKE 'bench%' AND id % 10 = 0`, [meeting!.id])
  await server.db.query(
    `INSERT INTO checkins (id, event_id, user_id, day, at, door, counted) SELECT 'bench' || id, $1, id, '2026-12-09', now(), 'Главный', true FROM users WHERE email LIKE 'bench%' AND id % 4 = 0`,
    [EVENT_ID],
  )
  await server.db.query('ANALYZE')
  const generateMs = performance.now() - t0

  const queries = ['', 'q=иванов', 'q=студия 12', 'q=bench1999', 'role=speaker', 'day=2026-12-10', 'region=самар', 'checked=today', 'checked=never', `meeting_id=${meeting!.id}`, 'sort=-registered&page=40', 'q=петров&checked=today&day=2026-12-09&sort=organization']
  const listMs: number[] = []
  for (let round = 0; round < 10; round++) {
    for (const q of queries) {
      const t = performance.now()
      const res = await server.request(`/api/desk/people?${q}`, { headers })
      if (res.status !== 200) throw new Error(`list ${q}: ${res.status} ${await res.text()}`)
      await res.arrayBuffer()
      listMs.push(performance.now() - t)
    }
  }

  async function exportRun(query: string) {
    global.gc?.()
    const heap0 = process.memoryUsage().heapUsed
    let peak = heap0
    const t = performance.now()
    const res = await server.request(`/api/desk/people/export?format=csv&columns=id,lastname,firstname,email,organization,phone,region,days&${query}`, { headers })
    let bytes = 0
    const reader = res.body!.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.byteLength
      peak = Math.max(peak, process.memoryUsage().heapUsed)
    }
    return { ms: performance.now() - t, bytes, heapGrowthMb: (peak - heap0) / 1e6 }
  }
  const small = await exportRun('region=самар&role=speaker')
  const all = await exportRun('')

  // The message: queued while visitors read the content API.
  const visitorMs: number[] = []
  let sending = true
  const visitors = (async () => {
    while (sending) {
      const t = performance.now()
      await (await server.request('/acms/api/v1.0/events', { headers: { 'X-Lang': 'ru' } })).arrayBuffer()
      visitorMs.push(performance.now() - t)
    }
  })()
  const tm = performance.now()
  const sent = await server.request('/api/desk/messages', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ segment: { kind: 'everyone' }, ru: { subject: 'Всем', body: 'Текст' }, en: { subject: 'All', body: 'Text' } }),
  })
  if (sent.status !== 200) throw new Error(`send: ${sent.status} ${await sent.text()}`)
  await server.app.deskMail.drain()
  await server.app.deskMail.kick()
  const queueMs = performance.now() - tm
  sending = false
  await visitors
  const [queued] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE subject IN ('Всем', 'All')`)
  await server.close()
  console.log(
    JSON.stringify({
      registrations: N,
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      generateMs: Math.round(generateMs),
      listP50Ms: round(pct(listMs, 50)),
      listP95Ms: round(pct(listMs, 95)),
      listRequests: listMs.length,
      exportAllMs: Math.round(all.ms),
      exportAllBytes: all.bytes,
      exportAllHeapGrowthMb: round(all.heapGrowthMb),
      exportSmallHeapGrowthMb: round(small.heapGrowthMb),
      messageQueuedMs: Math.round(queueMs),
      messageQueued: queued!.n,
      visitorP99Ms: round(pct(visitorMs, 99)),
      visitorRequests: visitorMs.length,
    }),
  )
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
