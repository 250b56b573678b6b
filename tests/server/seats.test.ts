import { assert } from 'superstruct'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LiveEvent } from '../../kernel/contract/live'
import { MySeat, SeatAnswer, SeatCounts, seatEndpoints } from '../../kernel/contract/seats'
import { fillPath } from '../../kernel/contract/content'
import { array } from 'superstruct'
import { createApp } from '../../server/app'
import { silentLog } from '../../server/log'
import { updateSession } from '../../server/seats/organizer'
import { startSession } from '../../server/auth/sessions'
import { type AccountTestServer, TEST_SECRET, createAccountServer, expectData, expectError } from './helpers/account'
import { type SeatPerson, seatPeople, sessionOn, withSeats } from './helpers/seats'
import { SseReader } from './helpers/sse'

let server: AccountTestServer
/** A week before the event (its days are 8–10 December in Kazan): offers hold SEAT_HOLD_MINUTES. */
const WEEK_BEFORE = Date.UTC(2026, 11, 1, 9, 0, 0)
const DAY_2 = '2026-12-09'

/** A token made on the clock as it is now (a test that moves the clock hours on logs in again). */
const relogin = async (p: SeatPerson) => (await startSession({ db: server.db, key: new TextEncoder().encode(TEST_SECRET), clock: server.clock.read, config: server.config.account }, p.userId)).access_token
const seatCall = (name: 'take' | 'leave' | 'accept', id: number, token: string, lang: 'ru' | 'en' = 'ru') =>
  server.raw(seatEndpoints[name].method, fillPath(seatEndpoints[name].path, { id }), { token, lang })
const mine = async (token: string) => expectData(await server.raw('GET', seatEndpoints.mine.path, { token }), array(MySeat))
const counts = async () => {
  const res = await server.request('/api/seats')
  expect(res.status).toBe(200)
  const body = (await res.json()) as { data: SeatCounts[] }
  assert(body.data, array(SeatCounts))
  return body.data
}

beforeAll(async () => {
  server = await createAccountServer()
  server.clock.now = WEEK_BEFORE
})
afterAll(() => server?.close())

describe('seats: taking a seat cannot oversell', () => {
  it('200 sign-ups at once for 30 seats give exactly 30 seats and 170 places in line, in order, none twice', async () => {
    const session = await sessionOn(server.db, DAY_2)
    await withSeats(server.db, session.id, 30, server.clock.now)
    const people = await seatPeople(server.db, server.config, server.clock.read, 200)
    const replies = await Promise.all(people.map((p) => seatCall('take', session.id, p.token)))
    const answers = replies.map((r) => expectData(r, SeatAnswer).seat!)
    expect(answers.filter((a) => a.state === 'seated')).toHaveLength(30)
    const places = answers.filter((a) => a.state === 'waiting').map((a) => a.place)
    expect(places).toHaveLength(170)
    expect(new Set(places).size).toBe(170)
    expect(Math.min(...(places as number[]))).toBe(1)
    expect(Math.max(...(places as number[]))).toBe(170)
    // In order: every seat went to a sign-up that reached the session before every place in line.
    const rows = await server.db.query<{ user_id: number; state: string }>('SELECT user_id, state FROM seat_places WHERE meeting_id = $1 ORDER BY line', [session.id])
    expect(rows).toHaveLength(200)
    expect(rows.slice(0, 30).map((r) => r.state).join(' ')).toBe(Array(30).fill('seated').join(' '))
    const placeOf = new Map(people.map((p, i) => [p.userId, answers[i]!.place]))
    expect(rows.slice(30).map((r) => placeOf.get(r.user_id))).toEqual(Array.from({ length: 170 }, (_, i) => i + 1))
    // The same person again keeps the one place they hold.
    const again = expectData(await seatCall('take', session.id, people[0]!.token), SeatAnswer)
    expect(again.seat).toEqual(answers[0])
    const figures = (await counts()).find((c) => c.meeting_id === session.id)!
    expect(figures).toMatchObject({ capacity: 30, taken: 30, waiting: 170, label: 'full', closed: false })
  }, 120_000)
})

describe('seats: the waiting list', () => {
  let session: { id: number; start_at: Date }
  let people: SeatPerson[]

  beforeAll(async () => {
    session = await sessionOn(server.db, DAY_2)
    await withSeats(server.db, session.id, 1, server.clock.now)
    people = await seatPeople(server.db, server.config, server.clock.read, 3)
    for (const p of people) expect((await seatCall('take', session.id, p.token)).status).toBe(200)
  })

  it('a freed seat is offered to the first in line on the open page (live channel) and by mail, once, across a restart', async () => {
    const [holder, first, second] = people as [SeatPerson, SeatPerson, SeatPerson]
    expect(await mine(second.token)).toEqual([{ meeting_id: session.id, state: 'waiting', place: 2, offer_expires_at: null }])
    const stream = await server.request('/api/live/events')
    const reader = new SseReader(stream.body as ReadableStream<Uint8Array>)
    expect((await reader.nextEvent()).type).toBe('hello')

    const left = expectData(await seatCall('leave', session.id, holder.token), SeatAnswer)
    expect(left.seat).toBeNull()
    const event = await reader.nextEvent(5000)
    assert(event.data, LiveEvent)
    expect(event.data).toMatchObject({ type: 'seats', seats: { meeting_id: session.id, taken: 1, waiting: 1 } })
    await reader.cancel()
    const [offer] = await mine(first.token)
    expect(offer).toMatchObject({ state: 'offered', place: null, offer_expires_at: new Date(WEEK_BEFORE + 120 * 60_000).toISOString() })
    expect(await mine(second.token)).toMatchObject([{ state: 'waiting', place: 1 }])

    // A second process on the same database (a restart) tells the same offers: one mail each.
    const other = createApp({ db: server.db, config: server.config, log: silentLog, clock: server.clock.read })
    expect(await server.app.seats.round()).toBe(1)
    expect(await other.seats.round()).toBe(0)
    const mails = (await server.outbox()).filter((m) => m.to === first.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('освободилось место')
    expect(mails[0]!.text).toContain(`/program/meeting/${session.id}`)
  })

  it('the offer expires at its time and passes to the next person (the server clock moved)', async () => {
    const [, first, second] = people as [SeatPerson, SeatPerson, SeatPerson]
    server.clock.now = WEEK_BEFORE + 120 * 60_000 - 1000
    first.token = await relogin(first)
    second.token = await relogin(second)
    await server.app.seats.round()
    expect(await mine(first.token)).toMatchObject([{ state: 'offered' }])
    server.clock.now = WEEK_BEFORE + 120 * 60_000
    await server.app.seats.round()
    expect(await mine(first.token)).toEqual([])
    expect(await mine(second.token)).toMatchObject([{ state: 'offered', offer_expires_at: new Date(server.clock.now + 120 * 60_000).toISOString() }])
    expect((await server.outbox()).filter((m) => m.to === second.email)).toHaveLength(1)
    // Too late for the first: the offer is gone, in words.
    const late = expectError(await seatCall('accept', session.id, first.token, 'en'), 409, 'no_offer')
    expect(late.message).toMatch(/expired/)
    const taken = expectData(await seatCall('accept', session.id, second.token), SeatAnswer)
    expect(taken.seat).toMatchObject({ state: 'seated' })
    expect(taken.counts).toMatchObject({ taken: 1, waiting: 0 })
    server.clock.now = WEEK_BEFORE
  })

  it('on the session\'s own day an offer holds 15 minutes', async () => {
    const s = await sessionOn(server.db, DAY_2)
    await withSeats(server.db, s.id, 1, server.clock.now)
    const [a, b] = await seatPeople(server.db, server.config, server.clock.read, 2)
    await seatCall('take', s.id, a!.token)
    await seatCall('take', s.id, b!.token)
    const morning = new Date(s.start_at).getTime() - 2 * 3600_000
    server.clock.now = morning
    b!.token = await relogin(b!)
    await seatCall('leave', s.id, await relogin(a!))
    expect(await mine(b!.token)).toMatchObject([{ state: 'offered', offer_expires_at: new Date(morning + 15 * 60_000).toISOString() }])
    server.clock.now = WEEK_BEFORE
  })

  it('adding seats offers them to the line; fewer seats than are taken is refused with the count', async () => {
    const s = await sessionOn(server.db, DAY_2)
    await withSeats(server.db, s.id, 2, server.clock.now)
    const ps = await seatPeople(server.db, server.config, server.clock.read, 4)
    for (const p of ps) await seatCall('take', s.id, p.token)
    expect(await updateSession(server.db, s.id, { capacity: 1 }, server.clock.now)).toEqual({ ok: false, reason: 'below_taken', taken: 2 })
    expect(await updateSession(server.db, s.id, { capacity: 3 }, server.clock.now)).toEqual({ ok: true })
    expect(await mine(ps[2]!.token)).toMatchObject([{ state: 'offered' }])
    expect(await mine(ps[3]!.token)).toMatchObject([{ state: 'waiting', place: 1 }])
  })
})

describe('seats: who may sign up', () => {
  it('a session without sign-ups shows nothing new and signs up as today', async () => {
    const s = await sessionOn(server.db, DAY_2, 3)
    const [p] = await seatPeople(server.db, server.config, server.clock.read, 1)
    expect((await counts()).some((c) => c.meeting_id === s.id)).toBe(false)
    const joined = await server.raw('PUT', `/api/user/meeting/${s.id}`, { token: p!.token, body: { type_of_participation: 'participant' } })
    expect(joined.status).toBe(200)
    expect(joined.body.data).toEqual({ meeting_id: s.id, participation: 'participant' })
    expectError(await seatCall('take', s.id, p!.token), 409, 'no_seats')
  })

  it('signing up through "participate" takes a seat or a place in line', async () => {
    const s = await sessionOn(server.db, DAY_2)
    await withSeats(server.db, s.id, 1, server.clock.now)
    const [a, b] = await seatPeople(server.db, server.config, server.clock.read, 2)
    const put = (p: SeatPerson) => server.raw('PUT', `/api/user/meeting/${s.id}`, { token: p.token, body: { type_of_participation: 'participant' }, lang: 'en' })
    expect((await put(a!)).body).toMatchObject({ data: { participation: 'participant', seat: { state: 'seated' } } })
    const line = await put(b!)
    expect(line.body).toMatchObject({ data: { participation: null, seat: { state: 'waiting', place: 1 } } })
    expect(line.body.message).toMatch(/waiting list.*1/)
  })

  it('a person not registered for the session\'s day is told so, with the way to register', async () => {
    const s = await sessionOn(server.db, DAY_2)
    await withSeats(server.db, s.id, 5, server.clock.now)
    const [p] = await seatPeople(server.db, server.config, server.clock.read, 1, ['2026-12-08'])
    const ru = expectError(await seatCall('take', s.id, p!.token), 403, 'not_registered')
    expect(ru.message).toContain('9 декабря')
    expect(ru.message).toContain('Регистрация на мероприятие')
    const en = expectError(await seatCall('take', s.id, p!.token, 'en'), 403, 'not_registered')
    expect(en.message).toContain('9 December')
  })

  it('a withdrawn session and a closed sign-up refuse in the person\'s language', async () => {
    const s = await sessionOn(server.db, DAY_2)
    await withSeats(server.db, s.id, 5, server.clock.now)
    const [p] = await seatPeople(server.db, server.config, server.clock.read, 1)
    await updateSession(server.db, s.id, { closed: true }, server.clock.now)
    expect(expectError(await seatCall('take', s.id, p!.token, 'en'), 409, 'closed').message).toBe('Sign-up for this session is closed')
    expect((await counts()).find((c) => c.meeting_id === s.id)).toMatchObject({ closed: true, label: 'closed' })
    await server.db.query('UPDATE meetings SET withdrawn_at = now() WHERE id = $1', [s.id])
    expect(expectError(await seatCall('take', s.id, p!.token), 409, 'withdrawn').message).toContain('отменена')
    expectError(await seatCall('take', 999_999_999, p!.token), 404, 'not_found')
    expectError(await seatCall('take', 99_999_999_999, p!.token), 404, 'not_found')
  })

  it('an expired token gets 401 (relogin), and the sign-up goes through with the new one', async () => {
    const s = await sessionOn(server.db, DAY_2)
    await withSeats(server.db, s.id, 5, server.clock.now)
    const [p] = await seatPeople(server.db, server.config, server.clock.read, 1)
    server.clock.now += 2 * 3600_000
    expect((await seatCall('take', s.id, p!.token)).status).toBe(401)
    const [fresh] = await seatPeople(server.db, server.config, server.clock.read, 1)
    expect(expectData(await seatCall('take', s.id, fresh!.token), SeatAnswer).seat).toMatchObject({ state: 'seated' })
    server.clock.now = WEEK_BEFORE
  })
})

describe('seats: the organizer\'s settings (ORGANIZER_TOKEN)', () => {
  let org: AccountTestServer
  const TOKEN = 'organizer-token-for-the-seats-test-0123'
  beforeAll(async () => {
    org = await createAccountServer({ config: { organizerToken: TOKEN } })
    org.clock.now = WEEK_BEFORE
  })
  afterAll(() => org?.close())
  const put = (id: number, body: unknown, lang: 'ru' | 'en' = 'ru', token = TOKEN) =>
    org.request(`/api/seats/${id}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Lang': lang }, body: JSON.stringify(body) })

  it('a negative or non-integer capacity, and seats below the number taken, are refused with a clear message', async () => {
    const s = await sessionOn(org.db, DAY_2)
    for (const capacity of [-1, 2.5, '30']) {
      const res = await put(s.id, { capacity }, 'en')
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe('The number of seats is a whole number from 0 to 100000')
    }
    const ok = await put(s.id, { capacity: 2 })
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as { data: SeatCounts }).data).toMatchObject({ capacity: 2, taken: 0, label: 'open' })
    const ps = await seatPeople(org.db, org.config, org.clock.read, 2)
    for (const p of ps) await org.raw('POST', fillPath(seatEndpoints.take.path, { id: s.id }), { token: p.token })
    const below = await put(s.id, { capacity: 1 })
    expect(below.status).toBe(409)
    expect(((await below.json()) as { message: string }).message).toBe('Мест не может быть меньше, чем уже занято: 2')
    expect((await put(s.id, { capacity: 5 }, 'ru', 'wrong-token')).status).toBe(401)
    expect((await put(999_999_999, { capacity: 5 })).status).toBe(404)
  })
})
