import { randomUUID } from 'node:crypto'
import { assert, create } from 'superstruct'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_API_PREFIX, EVENT_ID, HALL_COUNT_STALE_MS } from '../../kernel/constants'
import { DoorRefusal, STAFF_STATS_CSV_PATH, type StaffEndpointName, staffEndpoints } from '../../kernel/contract/staff'
import { fillPath } from '../../kernel/contract/content'
import { grantRole, listStaff, revokeRole, setCapacity, ticketHash } from '../../server/staff/store'
import { type AccountTestServer, type Reply, createAccountServer, expectData, login, registeredUser } from './helpers/account'
import { demoToken } from './helpers/cabinet'
import { SseReader } from './helpers/sse'
import { LiveEvent } from '../../kernel/contract/live'

let server: AccountTestServer
let staff: string
let visitor: string
let speaker: string
let speakerCode: string

/** 10:00 in Kazan on the event's second day (2026-12-09). */
const EVENT_DAY_2 = Date.UTC(2026, 11, 9, 7, 0, 0)
/** The day before the event: a rehearsal at the door. */
const DAY_BEFORE = Date.UTC(2026, 11, 7, 7, 0, 0)

const call = (name: StaffEndpointName, token: string | undefined, options: { body?: unknown; params?: Record<string, string | number>; lang?: 'ru' | 'en' } = {}) => {
  const e = staffEndpoints[name]
  return server.raw(e.method, options.params ? fillPath(e.path, options.params) : e.path, { token, body: options.body, lang: options.lang })
}
const check = (token: string, code: string, door = 'Главный вход', id = randomUUID()) => call('doorCheck', token, { body: { id, code, door } })

/** A person with a ticket of `eventId`, straight in the database (a registration's result). */
async function ticketHolder(options: { eventId?: number; days?: string[] | null; name?: [string, string] } = {}): Promise<string> {
  const code = randomUUID().replace(/-/g, '').slice(0, 24)
  const [user] = await server.db.query<{ id: number }>("INSERT INTO users (email, email_verified_at) VALUES ($1, now()) RETURNING id", [`t.${code}@example.org`])
  const [first, last] = options.name ?? ['Мария', 'Иванова']
  await server.db.query('INSERT INTO profiles (user_id, firstname, lastname, phone, birthdate) VALUES ($1, $2, $3, $4, $5)', [user!.id, first, last, '+7 900 111-22-33', '1990-01-01'])
  await server.db.query("INSERT INTO user_event_views (user_id, event_id, member_role, qr_code, days) VALUES ($1, $2, 'visitor', $3, $4::date[])", [
    user!.id,
    options.eventId ?? EVENT_ID,
    code,
    options.days === undefined ? ['2026-12-09'] : options.days,
  ])
  return code
}

function expectRefusal(reply: Reply, status: number, code: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status)
  assert(reply.body, DoorRefusal)
  expect(reply.body.code).toBe(code)
  return reply.body.data
}

beforeAll(async () => {
  server = await createAccountServer()
  const [view] = await server.db.query<{ qr_code: string }>("SELECT qr_code FROM user_event_views WHERE member_role = 'speaker'")
  speakerCode = view!.qr_code
})
afterAll(() => server?.close())
beforeEach(async () => {
  // Tokens are made on the test's clock (the door's day), so they are fresh on it.
  server.clock.now = EVENT_DAY_2
  staff = await demoToken(server, 'staff')
  visitor = await demoToken(server, 'visitor')
  speaker = await demoToken(server, 'speaker')
  await server.db.query('DELETE FROM checkins')
  await server.db.query('DELETE FROM hall_counts')
})

describe('the staff role', () => {
  it('every staff endpoint refuses a visitor and a speaker with 403 staff_only, and a call without a token with 401', async () => {
    const bodies: Partial<Record<StaffEndpointName, unknown>> = {
      doorCheck: { id: randomUUID(), code: speakerCode, door: 'A' },
      doorSync: { checkins: [{ id: randomUUID(), code: speakerCode, door: 'A', at: new Date(EVENT_DAY_2).toISOString() }] },
      hallCount: { delta: 1 },
    }
    const names = (Object.keys(staffEndpoints) as StaffEndpointName[]).filter((n) => staffEndpoints[n].auth)
    expect(names.length).toBeGreaterThanOrEqual(8)
    for (const name of names) {
      for (const token of [visitor, speaker]) {
        const reply = await call(name, token, { body: bodies[name], params: { id: 1 } })
        expect(reply.status, `${name}: ${JSON.stringify(reply.body)}`).toBe(403)
        expect(reply.body.code).toBe('staff_only')
        expect(reply.res.headers.get('cache-control')).toBe('no-store')
      }
      expect((await call(name, undefined, { body: bodies[name], params: { id: 1 } })).status).toBe(401)
    }
    const csv = await server.request(`${ACCOUNT_API_PREFIX}${STAFF_STATS_CSV_PATH}`, { headers: { Authorization: `Bearer ${visitor}` } })
    expect(csv.status).toBe(403)
    expect(await server.db.query('SELECT 1 FROM checkins')).toEqual([])
  })

  it('the CLI functions grant, list and revoke a role; a revoked person gets 403 at once', async () => {
    const { email, password } = await registeredUser(server)
    expect(await grantRole(server.db, 'nobody@example.org', 'door')).toBe('no_account')
    expect(await grantRole(server.db, email.toUpperCase(), 'door')).toBe('granted')
    expect(await grantRole(server.db, email, 'door')).toBe('kept')
    const token = await login(server, email, password)
    expect(expectData(await call('me', token), staffEndpoints.me.response)).toEqual({ roles: ['door'] })
    // A door role does not count halls.
    expect((await call('halls', token)).status).toBe(403)
    expect((await listStaff(server.db)).find((s) => s.email === email.toLowerCase())).toEqual({ email: email.toLowerCase(), roles: ['door'] })
    expect(await revokeRole(server.db, email)).toBe(1)
    expect((await call('me', token)).status).toBe(403)
  })
})

describe('the door', () => {
  it('a valid ticket is admitted with its name and role; the second scan says already checked in, when and where', async () => {
    const first = expectData(await check(staff, speakerCode, 'Главный вход'), staffEndpoints.doorCheck.response)
    expect(first).toMatchObject({ verdict: 'valid', role: 'speaker', name: expect.any(String), first: { door: 'Главный вход', at: new Date(EVENT_DAY_2).toISOString() } })
    server.clock.now += 60_000
    const again = expectRefusal(await check(staff, speakerCode, 'Вход Б'), 409, 'already_checked_in')
    expect(again).toMatchObject({ verdict: 'already_checked_in', first: { door: 'Главный вход', at: new Date(EVENT_DAY_2).toISOString() } })
    const summary = expectData(await call('doorSummary', staff), staffEndpoints.doorSummary.response)
    expect(summary).toMatchObject({ day: '2026-12-09', event_day: true, total: 1, doors: [{ door: 'Главный вход', count: 1 }], flagged: [] })
  })

  it('the same check-in id sent twice answers the same and counts once', async () => {
    const id = randomUUID()
    const code = await ticketHolder()
    expect(expectData(await check(staff, code, 'A', id), staffEndpoints.doorCheck.response).verdict).toBe('valid')
    expect(expectData(await check(staff, code, 'A', id), staffEndpoints.doorCheck.response).verdict).toBe('valid')
    expect(await server.db.query('SELECT 1 FROM checkins')).toHaveLength(1)
  })

  it("another event's ticket, an unknown code and a malformed code are 4xx, never 500", async () => {
    const other = await ticketHolder({ eventId: 34 })
    expect(expectRefusal(await check(staff, other), 404, 'not_this_event')).toMatchObject({ verdict: 'not_this_event', name: null })
    expectRefusal(await check(staff, 'ZZZZZZZZZZZZZZZZZZZZZZZZ'), 404, 'not_this_event')
    for (const code of ['', 'short', 'has space in it!!', 'x'.repeat(65), '<script>alert(1)</script>', 42, null]) {
      const reply = await call('doorCheck', staff, { body: { id: randomUUID(), code, door: 'A' } })
      expect(reply.status, String(code)).toBe(422)
    }
    for (const body of [{ id: 'no', code: speakerCode, door: 'A' }, { id: randomUUID(), code: speakerCode, door: '' }, { id: randomUUID(), code: speakerCode, door: 'x'.repeat(41) }]) {
      expect((await call('doorCheck', staff, { body })).status).toBe(422)
    }
    expect((await server.raw('POST', staffEndpoints.doorCheck.path, { token: staff, rawBody: '{"id":' })).status).toBe(400)
    expect(await server.db.query('SELECT 1 FROM checkins')).toEqual([])
  })

  it('a ticket for other days only is refused on an event day, and valid at a rehearsal before the event', async () => {
    const code = await ticketHolder({ days: ['2026-12-08', '2026-12-10'] })
    expect(expectRefusal(await check(staff, code), 409, 'other_days')).toMatchObject({ days: ['2026-12-08', '2026-12-10'], name: 'Мария Иванова' })
    server.clock.now = DAY_BEFORE
    staff = await demoToken(server, 'staff')
    expect(expectData(await check(staff, code), staffEndpoints.doorCheck.response).verdict).toBe('valid')
    expect(expectData(await call('doorSummary', staff), staffEndpoints.doorSummary.response)).toMatchObject({ day: '2026-12-07', event_day: false, total: 1 })
  })

  it('the offline data holds hashes, roles, names and days, and no e-mail, phone or birthdate', async () => {
    const code = await ticketHolder({ name: ['Пётр', 'Сидоров'] })
    await check(staff, speakerCode)
    const reply = await call('doorOffline', staff)
    const data = expectData(reply, staffEndpoints.doorOffline.response)
    expect(data).toMatchObject({ event_id: EVENT_ID, day: '2026-12-09', event_day: true, time_zone: 'Europe/Moscow' })
    expect(data.tickets).toContainEqual([ticketHash(data.salt, code), 'v', 'Пётр Сидоров', ['2026-12-09']])
    expect(data.admitted).toEqual([[ticketHash(data.salt, speakerCode), new Date(EVENT_DAY_2).toISOString(), 'Главный вход']])
    const text = JSON.stringify(reply.body)
    expect(text).not.toContain(code)
    expect(text).not.toContain('@')
    expect(text).not.toContain('+7 900')
    expect(text).not.toContain('1990-01-01')
  })
})

describe('offline check-ins', () => {
  const offline = (code: string, door: string, minutes = 0) => ({ id: randomUUID(), code, door, at: new Date(EVENT_DAY_2 + minutes * 60_000).toISOString() })

  it('two scanners that both admitted one ticket offline: one admission counted, the other flagged for the staff', async () => {
    const code = await ticketHolder({ name: ['Анна', 'Петрова'] })
    const a = offline(code, 'Вход А', 1)
    const b = offline(code, 'Вход Б', 2)
    const fromA = expectData(await call('doorSync', staff, { body: { checkins: [a] } }), staffEndpoints.doorSync.response)
    const fromB = expectData(await call('doorSync', staff, { body: { checkins: [b] } }), staffEndpoints.doorSync.response)
    expect(fromA).toEqual([{ id: a.id, outcome: 'counted', first: null }])
    expect(fromB).toEqual([{ id: b.id, outcome: 'flagged', first: { at: a.at, door: 'Вход А' } }])
    const summary = expectData(await call('doorSummary', staff), staffEndpoints.doorSummary.response)
    expect(summary.total).toBe(1)
    expect(summary.flagged).toEqual([{ id: b.id, name: 'Анна Петрова', at: b.at, door: 'Вход Б', first: { at: a.at, door: 'Вход А' } }])
  })

  it('a replayed offline batch is 409 batch_replayed and counts nothing twice; a refused code is reported, not counted', async () => {
    const batch = [offline(await ticketHolder(), 'A'), offline(await ticketHolder({ eventId: 34 }), 'A')]
    const first = expectData(await call('doorSync', staff, { body: { checkins: batch } }), staffEndpoints.doorSync.response)
    expect(first.map((r) => r.outcome)).toEqual(['counted', 'refused'])
    const again = await call('doorSync', staff, { body: { checkins: batch.slice(0, 1) } })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'batch_replayed', data: [{ id: batch[0]!.id, outcome: 'counted' }] })
    expect(await server.db.query('SELECT 1 FROM checkins')).toHaveLength(1)
    for (const body of [{ checkins: [] }, { checkins: [{ ...batch[0], at: 'yesterday' }] }, { checkins: 'x' }]) {
      expect((await call('doorSync', staff, { body })).status).toBe(422)
    }
  })

  it('200 offline check-ins sync once each, also when the batch is sent again', async () => {
    const items = []
    for (let i = 0; i < 200; i++) items.push(offline(await ticketHolder(), i % 2 ? 'A' : 'B', i % 60))
    const results = expectData(await call('doorSync', staff, { body: { checkins: items } }), staffEndpoints.doorSync.response)
    expect(results.filter((r) => r.outcome === 'counted')).toHaveLength(200)
    expect((await call('doorSync', staff, { body: { checkins: items } })).status).toBe(409)
    const summary = expectData(await call('doorSummary', staff), staffEndpoints.doorSummary.response)
    expect(summary.total).toBe(200)
    expect(summary.doors).toEqual([
      { door: 'A', count: 100 },
      { door: 'B', count: 100 },
    ])
  })
})

describe('the halls', () => {
  it('counts push a hall to filling and full; 15 minutes without a count it reads unknown, never a stale free', async () => {
    const [hall] = await server.db.query<{ id: number }>('SELECT id FROM areas WHERE event_id = $1 AND is_active ORDER BY sort, id LIMIT 1', [EVENT_ID])
    expect(await setCapacity(server.db, hall!.id, 4)).toBe(true)
    const fill = async () => expectData(await call('hallFill', undefined), staffEndpoints.hallFill.response).find((h) => h.area_id === hall!.id)!
    expect((await fill()).level).toBe('unknown')
    const count = async (delta: 1 | -1) => expectData(await call('hallCount', staff, { body: { delta }, params: { id: hall!.id } }), staffEndpoints.hallCount.response)
    expect((await count(1)).level).toBe('free')
    await count(1)
    expect((await count(1)).level).toBe('filling')
    expect((await count(1)).level).toBe('full')
    expect(await fill()).toMatchObject({ present: 4, capacity: 4, level: 'full' })
    expect((await count(-1)).level).toBe('filling')
    server.clock.now += HALL_COUNT_STALE_MS + 1000
    expect((await fill()).level).toBe('unknown')
    expect((await call('hallCount', staff, { body: { delta: 2 }, params: { id: hall!.id } })).status).toBe(422)
    expect((await call('hallCount', staff, { body: { delta: 1 }, params: { id: 999999 } })).status).toBe(404)
    expect((await call('hallCount', staff, { body: { delta: 1 }, params: { id: 'abc' } })).status).toBe(404)
  })
})

describe('hall fill levels on the live channel', () => {
  it('a count reaches an open live stream within a second with the hall\'s new level; so does a new capacity; nothing is kept for a replay', async () => {
    const [hall] = await server.db.query<{ id: number }>('SELECT id FROM areas WHERE event_id = $1 AND is_active ORDER BY sort, id LIMIT 1', [EVENT_ID])
    expect(await setCapacity(server.db, hall!.id, 2)).toBe(true)
    const res = await server.request('/api/live/events')
    const stream = new SseReader(res.body as ReadableStream<Uint8Array>)
    const hello = await stream.nextEvent()
    expect(hello.type).toBe('hello')
    const sentAt = Date.now()
    expect((await call('hallCount', staff, { body: { delta: 1 }, params: { id: hall!.id } })).status).toBe(200)
    const counted = await stream.next({ ms: 1000 })
    expect(counted.event).toBe('hall')
    expect(counted.id).toBeNull()
    const event = create(JSON.parse(counted.data!), LiveEvent)
    expect(event).toEqual({
      type: 'hall',
      hall: { area_id: hall!.id, capacity: 2, present: 1, counted_at: new Date(server.clock.now).toISOString(), level: 'free' },
    })
    expect(Date.now() - sentAt).toBeLessThan(1000)
    await call('hallCount', staff, { body: { delta: 1 }, params: { id: hall!.id } })
    expect((await stream.nextEvent(1000)).data.hall).toMatchObject({ present: 2, level: 'full' })
    // The organizer gives the hall more seats: the level follows.
    expect(await setCapacity(server.db, hall!.id, 100)).toBe(true)
    expect((await stream.nextEvent(1000)).data.hall).toMatchObject({ present: 2, capacity: 100, level: 'free' })
    await stream.cancel()
    // A reconnect with the last id gets only hello: hall levels are read again, never replayed.
    const again = new SseReader((await server.request('/api/live/events', { headers: { 'Last-Event-ID': String(hello.id) } })).body as ReadableStream<Uint8Array>)
    expect((await again.nextEvent()).type).toBe('hello')
    await again.cancel()
  })
})

describe('the figures', () => {
  it('check-ins per day and hour, no-shows among the registered, the halls; the same as CSV', async () => {
    await check(staff, await ticketHolder())
    await ticketHolder()
    const stats = expectData(await call('stats', staff), staffEndpoints.stats.response)
    const day = stats.days.find((d) => d.day === '2026-12-09')!
    expect(day.checkins).toBe(1)
    expect(day.no_shows).toBe(day.registered - 1)
    expect(stats.days.find((d) => d.day === '2026-12-11')!.no_shows).toBeNull()
    expect(stats.hours).toEqual([{ day: '2026-12-09', hour: 10, checkins: 1 }])
    expect(stats.halls.length).toBeGreaterThan(0)
    const csv = await server.request(`${ACCOUNT_API_PREFIX}${STAFF_STATS_CSV_PATH}`, { headers: { Authorization: `Bearer ${staff}` } })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text).toContain(`day,2026-12-09,,,1,${day.registered},${day.no_shows}`)
    expect(text).toContain('hour,2026-12-09,10,,1')
  })
})
