import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DeskSeatPerson, DeskSeatSession, deskSeatEndpoints } from '../../kernel/contract/desk-seats'
import { SeatAnswer, SeatCounts, seatEndpoints } from '../../kernel/contract/seats'
import { fillPath } from '../../kernel/contract/content'
import { array } from 'superstruct'
import { grantRole } from '../../server/staff/store'
import { type AccountTestServer, createAccountServer, expectData, expectError } from './helpers/account'
import { auditOf, deskCall } from './helpers/desk'
import { type SeatPerson, seatPeople, sessionOn } from './helpers/seats'

let server: AccountTestServer
let admin: SeatPerson
let people: SeatPerson[]
let session: { id: number }
const e = deskSeatEndpoints

beforeAll(async () => {
  server = await createAccountServer()
  server.clock.now = Date.UTC(2026, 11, 1, 9, 0, 0)
  const all = await seatPeople(server.db, server.config, server.clock.read, 4)
  admin = all[0]!
  people = all.slice(1)
  await grantRole(server.db, admin.email, 'admin')
  session = await sessionOn(server.db, '2026-12-09')
})
afterAll(() => server?.close())

describe('seats in the desk', () => {
  it('"add seats", the people with their states (and as CSV), "close sign-up", "force a place", each in the audit log', async () => {
    expectData(await deskCall(server, e.settings, admin.token, { params: { id: session.id }, body: { capacity: 1 } }), SeatCounts)
    for (const p of people) expectData(await server.raw('POST', fillPath(seatEndpoints.take.path, { id: session.id }), { token: p.token }), SeatAnswer)
    const [row] = expectData(await deskCall(server, e.sessions, admin.token), array(DeskSeatSession)).filter((s) => s.meeting_id === session.id)
    expect(row).toMatchObject({ capacity: 1, seated: 1, offered: 0, waiting: 2, checked_in: 0, closed: false })

    const below = expectError(await deskCall(server, e.settings, admin.token, { params: { id: session.id }, body: { capacity: 0 }, lang: 'en' }), 409, 'below_taken')
    expect(below.message).toBe('There cannot be fewer seats than are already taken: 1')
    expect(expectError(await deskCall(server, e.settings, admin.token, { params: { id: session.id }, body: { capacity: -4 } }), 400, 'invalid_capacity').message).toBe('Число мест — целое число от 0 до 100000')
    // Add seats: the first in line is offered one.
    expectData(await deskCall(server, e.settings, admin.token, { params: { id: session.id }, body: { capacity: 2 } }), SeatCounts)
    const list = expectData(await deskCall(server, e.people, admin.token, { params: { id: session.id } }), array(DeskSeatPerson))
    expect(list.map((p) => [p.user_id, p.state, p.place])).toEqual([
      [people[0]!.userId, 'seated', null],
      [people[1]!.userId, 'offered', null],
      [people[2]!.userId, 'waiting', 1],
    ])
    const csv = await deskCall(server, { method: 'GET', path: fillPath('/api/desk/seats/:id/people.csv', { id: session.id }) }, admin.token)
    expect(csv.status).toBe(200)
    expect(csv.res.headers.get('content-type')).toContain('text/csv')
    expect(String(csv.body)).toContain(`${people[2]!.email},waiting,1`)

    const forced = expectData(await deskCall(server, e.force, admin.token, { params: { id: session.id }, body: { email: people[2]!.email } }), array(DeskSeatPerson))
    expect(forced.find((p) => p.user_id === people[2]!.userId)).toMatchObject({ state: 'seated', forced: true })
    expectData(await deskCall(server, e.settings, admin.token, { params: { id: session.id }, body: { closed: true } }), SeatCounts)
    const audit = await auditOf(server, 'seats')
    expect(audit.map((a) => a.action)).toEqual(['update', 'force', 'update', 'update'])
    expect(audit[1]).toMatchObject({ actor: admin.email, entity_id: String(session.id), after: { email: people[2]!.email } })
  })

  it('a visitor gets 403 desk_only', async () => {
    expectError(await deskCall(server, e.sessions, people[0]!.token), 403, 'desk_only')
  })
})
