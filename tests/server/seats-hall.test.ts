import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HallSeatVerdict, HallSeatsOffline, SeatAnswer, seatEndpoints } from '../../kernel/contract/seats'
import { fillPath } from '../../kernel/contract/content'
import { releaseUnclaimed } from '../../server/seats/organizer'
import { grantRole, ticketHash } from '../../server/staff/store'
import { type AccountTestServer, createAccountServer, expectData, expectError } from './helpers/account'
import { type SeatPerson, seatPeople, sessionOn, withSeats } from './helpers/seats'

let server: AccountTestServer
let steward: SeatPerson
let session: { id: number; start_at: Date }
let people: SeatPerson[]

const take = (p: SeatPerson) => server.raw('POST', fillPath(seatEndpoints.take.path, { id: session.id }), { token: p.token })
const check = (code: string, token = steward.token) => server.raw('POST', seatEndpoints.hallCheck.path, { token, body: { meeting_id: session.id, code } })

beforeAll(async () => {
  server = await createAccountServer()
  session = await sessionOn(server.db, '2026-12-09')
  // On the session's day, an hour before it: tokens are made on this clock.
  server.clock.now = new Date(session.start_at).getTime() - 3600_000
  const all = await seatPeople(server.db, server.config, server.clock.read, 4)
  steward = all[0]!
  people = all.slice(1)
  await grantRole(server.db, steward.email, 'hall')
  await withSeats(server.db, session.id, 2, server.clock.now, { release_to: 'line' })
  for (const p of people) expectData(await take(p), SeatAnswer)
})
afterAll(() => server?.close())

describe('seats: the hall steward\'s scanner', () => {
  it('says "has a seat", "on the waiting list (place N)" and "no seat" from the ticket', async () => {
    const [a, , c] = people as [SeatPerson, SeatPerson, SeatPerson]
    expect(expectData(await check(a.code), HallSeatVerdict)).toMatchObject({ verdict: 'seated', name: `Анна Петрова ${a.userId}` })
    expect(expectData(await check(c.code), HallSeatVerdict)).toMatchObject({ verdict: 'waiting', place: 1 })
    expect(expectData(await check(steward.code), HallSeatVerdict)).toMatchObject({ verdict: 'none' })
    expect(expectData(await check('NoSuchTicket123'), HallSeatVerdict)).toMatchObject({ verdict: 'none', name: null })
    expectError(await check(a.code, a.token), 403, 'staff_only')
  })

  it('keeps the same answers for the scanner offline, hashed as the door\'s data', async () => {
    const [a, b, c] = people as [SeatPerson, SeatPerson, SeatPerson]
    const data = expectData(await server.raw('GET', seatEndpoints.hallOffline.path, { token: steward.token }), HallSeatsOffline)
    const lists = data.sessions.find((s) => s.meeting_id === session.id)!
    expect(lists.seated.sort()).toEqual([ticketHash(data.salt, a.code), ticketHash(data.salt, b.code)].sort())
    expect(lists.waiting).toEqual([ticketHash(data.salt, c.code)])
  })

  it('ten minutes after the start, the seats nobody claimed at the door go to the line', async () => {
    const [a, , c] = people as [SeatPerson, SeatPerson, SeatPerson]
    const start = new Date(session.start_at).getTime()
    expect(await releaseUnclaimed(server.db, start + 9 * 60_000)).toEqual([])
    expect(await releaseUnclaimed(server.db, start + 10 * 60_000)).toEqual([session.id])
    // a was scanned in (the first test); b was not: b's seat is offered to c.
    const states = await server.db.query<{ user_id: number; state: string }>('SELECT user_id, state FROM seat_places WHERE meeting_id = $1 ORDER BY line', [session.id])
    expect(states).toEqual([{ user_id: a.userId, state: 'seated' }, { user_id: c.userId, state: 'offered' }])
    expect(await releaseUnclaimed(server.db, start + 11 * 60_000)).toEqual([])
  })
})
