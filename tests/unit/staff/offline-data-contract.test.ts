import { is, validate } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { DoorOfflineData, OfflineAdmissions, OfflineTickets } from '../../../kernel/contract/staff'

/** Tickets in every shape the server sends, and ways to be out of shape, each with its verdict written down. */
const TICKETS: [unknown, boolean][] = [
  [['h', 'v', 'Мария Иванова', null], true],
  [['h', 's', '', ['2026-12-08', '2026-12-09']], true],
  [['h', 'v', 'x', []], true],
  [['h', 'x', 'x', null], false], // neither a visitor nor a speaker
  [['h', 'v', 'x', ['2026-12-8']], false], // not an ISO date
  [['h', 'v', 'x'], false],
  [['h', 'v', 'x', null, 1], false],
  [[1, 'v', 'x', null], false],
  [['h', 'v', null, null], false],
  ['h', false],
  [null, false],
]
const ADMISSIONS: [unknown, boolean][] = [
  [['h', '2026-12-09T07:00:00.000Z', 'Главный вход'], true],
  [['h', '2026-12-09T10:00:00+03:00', ''], true],
  [['h', '2026-12-09', 'A'], false], // a date, not a moment
  [['h', '2026-12-09T07:00:00.000Z'], false],
  [['h', null, 'A'], false],
  [{}, false],
]

/** What GET /api/staff/door/offline answers, as the server builds it for a scanner. */
const offlineData = {
  event_id: 1,
  day: '2026-12-09',
  event_day: true,
  time_zone: 'Europe/Moscow',
  day_change: '04:00',
  salt: 'c2FsdA',
  generated_at: '2026-12-09T06:00:00.000Z',
  tickets: TICKETS.filter(([, ok]) => ok).map(([t]) => t),
  admitted: ADMISSIONS.filter(([, ok]) => ok).map(([a]) => a),
}

describe("the offline data's lists, checked by one plain loop", () => {
  it('a ticket or an admission out of shape fails its list, one in shape passes', () => {
    for (const [t, ok] of TICKETS) expect(is([t], OfflineTickets), JSON.stringify(t)).toBe(ok)
    for (const [a, ok] of ADMISSIONS) expect(is([a], OfflineAdmissions), JSON.stringify(a)).toBe(ok)
    expect(is([], OfflineTickets)).toBe(true)
    expect(is('nope', OfflineTickets)).toBe(false)
  })

  it('the failure names the item out of shape', () => {
    const [failure] = validate([TICKETS[0]![0], TICKETS[1]![0], ['h', 'x', 'x', null]], OfflineTickets)
    expect(failure?.message).toContain('item 2')
  })

  it('a whole answer passes, and one bad ticket in 20,000 fails it', () => {
    expect(validate(offlineData, DoorOfflineData)[0]).toBeUndefined()
    const many: unknown[] = Array.from({ length: 20_000 }, (_, i) => [`h${i}`, 'v', `Гость ${i}`, null])
    expect(is({ ...offlineData, tickets: many }, DoorOfflineData)).toBe(true)
    many[12_345] = [`h`, 'v', 'x', ['9.12.2026']]
    expect(validate({ ...offlineData, tickets: many }, DoorOfflineData)[0]?.message).toContain('item 12345')
  })
})
