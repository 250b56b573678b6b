/**
 * The door trusts the server's clock (docs/staff.md, "Offline"): an offline check-in's time
 * outside [the offline data's generated_at − 24 h, now + 5 min], or no real instant, is counted
 * at the sync's time and day as "clock wrong"; each item of a batch is judged alone.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EVENT_ID } from '../../kernel/constants'
import { type StaffEndpointName, staffEndpoints } from '../../kernel/contract/staff'
import { instantOf } from '../../server/staff/door-sync'
import { type AccountTestServer, createAccountServer, expectData } from './helpers/account'
import { demoToken } from './helpers/cabinet'

let server: AccountTestServer
let staff: string
/** 10:00 in Kazan on the event's second day (2026-12-09). */
const EVENT_DAY_2 = Date.UTC(2026, 11, 9, 7, 0, 0)

const call = (name: StaffEndpointName, token: string, body?: unknown) => server.raw(staffEndpoints[name].method, staffEndpoints[name].path, { token, body })

async function ticketHolder(): Promise<string> {
  const code = randomUUID().replace(/-/g, '').slice(0, 24)
  const [user] = await server.db.query<{ id: number }>('INSERT INTO users (email, email_verified_at) VALUES ($1, now()) RETURNING id', [`c.${code}@example.org`])
  await server.db.query("INSERT INTO user_event_views (user_id, event_id, member_role, qr_code, days) VALUES ($1, $2, 'visitor', $3, NULL)", [user!.id, EVENT_ID, code])
  return code
}
const item = (code: string, at: string, extra: Record<string, unknown> = {}) => ({ id: randomUUID(), code, door: 'A', at, ...extra })
const counted = () => server.db.query<{ day: string; clock_wrong: boolean }>('SELECT day::text AS day, clock_wrong FROM checkins WHERE counted ORDER BY at')

beforeAll(async () => {
  server = await createAccountServer()
}, 180_000)
afterAll(() => server?.close())
beforeEach(async () => {
  server.clock.now = EVENT_DAY_2
  staff = await demoToken(server, 'staff')
  await server.db.query('DELETE FROM checkins')
})

describe('an offline check-in’s time is the server’s to believe', () => {
  it('a future forum day, the far past and 9999-12-31 are counted today as clock wrong, and shown to the staff', async () => {
    const batch = [item(await ticketHolder(), '2026-12-10T10:00:00+03:00'), item(await ticketHolder(), '2026-11-01T10:00:00+03:00'), item(await ticketHolder(), '9999-12-31T23:59:00Z')]
    const results = expectData(await call('doorSync', staff, { checkins: batch }), staffEndpoints.doorSync.response)
    expect(results.map((r) => [r.outcome, r.clock_wrong])).toEqual([['counted', true], ['counted', true], ['counted', true]])
    expect(await counted()).toEqual([
      { day: '2026-12-09', clock_wrong: true },
      { day: '2026-12-09', clock_wrong: true },
      { day: '2026-12-09', clock_wrong: true },
    ])
    const summary = expectData(await call('doorSummary', staff), staffEndpoints.doorSummary.response)
    expect(summary).toMatchObject({ day: '2026-12-09', total: 3, clock_wrong: 3 })
    const stats = expectData(await call('stats', staff), staffEndpoints.stats.response)
    expect(stats.days.map((d) => d.day)).not.toContain('9999-12-31')
  })

  it('an offline check-in days in the past, then an online check, admits the ticket once', async () => {
    const code = await ticketHolder()
    expectData(await call('doorSync', staff, { checkins: [item(code, '2026-12-05T10:00:00+03:00')] }), staffEndpoints.doorSync.response)
    const online = await call('doorCheck', staff, { id: randomUUID(), code, door: 'B' })
    expect(online.status).toBe(409)
    expect(await counted()).toHaveLength(1)
  })

  it('a check-in made within a day before the offline data, or a minute ago, keeps its own time', async () => {
    const generated = new Date(EVENT_DAY_2 - 20 * 3600_000).toISOString()
    const a = item(await ticketHolder(), new Date(EVENT_DAY_2 - 60_000).toISOString(), { generated_at: generated })
    const b = item(await ticketHolder(), new Date(EVENT_DAY_2 + 4 * 60_000).toISOString())
    const results = expectData(await call('doorSync', staff, { checkins: [a, b] }), staffEndpoints.doorSync.response)
    expect(results.map((r) => r.clock_wrong)).toEqual([undefined, undefined])
  })

  it('an impossible time (24:30, month 13, 99:99) in a batch: that item counts as clock wrong, the others count, and a retry clears the queue', async () => {
    expect([instantOf('2026-12-02T24:30:00+03:00'), instantOf('2026-13-02T10:00:00Z'), instantOf('2026-12-02T99:99:00Z'), instantOf('2026-02-30T10:00:00Z')]).toEqual([null, null, null, null])
    const batch = [item(await ticketHolder(), new Date(EVENT_DAY_2).toISOString()), item(await ticketHolder(), '2026-12-02T24:30:00+03:00'), item(await ticketHolder(), '2026-13-02T99:99:00Z')]
    const first = await call('doorSync', staff, { checkins: batch })
    expect(first.status).toBe(200)
    expect(expectData(first, staffEndpoints.doorSync.response).map((r) => [r.outcome, r.clock_wrong ?? false])).toEqual([['counted', false], ['counted', true], ['counted', true]])
    const again = await call('doorSync', staff, { checkins: batch })
    expect(again.status).toBe(409) // replayed: the scanner clears its queue
    expect(await counted()).toHaveLength(3)
  })

  it('a check-in id reused with another ticket is refused for that item', async () => {
    const first = item(await ticketHolder(), new Date(EVENT_DAY_2).toISOString())
    expectData(await call('doorSync', staff, { checkins: [first] }), staffEndpoints.doorSync.response)
    const other = { ...first, code: await ticketHolder() }
    const reply = await call('doorSync', staff, { checkins: [other, item(await ticketHolder(), new Date(EVENT_DAY_2).toISOString())] })
    expect(expectData(reply, staffEndpoints.doorSync.response).map((r) => r.outcome)).toEqual(['refused', 'counted'])
  })
})
