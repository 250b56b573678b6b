import { is } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { OfflineAdmission, OfflineAdmissions, OfflineTicket, OfflineTickets } from '../../../kernel/contract/staff'

/** Tickets and admissions in every shape the tuples take, and ways to be out of shape. */
const TICKETS: unknown[] = [
  ['h', 'v', 'Мария Иванова', null],
  ['h', 's', '', ['2026-12-08', '2026-12-09']],
  ['h', 'v', 'x', []],
  ['h', 'x', 'x', null],
  ['h', 'v', 'x', ['2026-12-8']],
  ['h', 'v', 'x'],
  ['h', 'v', 'x', null, 1],
  [1, 'v', 'x', null],
  ['h', 'v', null, null],
  'h',
  null,
]
const ADMISSIONS: unknown[] = [
  ['h', '2026-12-09T07:00:00.000Z', 'Главный вход'],
  ['h', '2026-12-09T10:00:00+03:00', ''],
  ['h', '2026-12-09', 'A'],
  ['h', '2026-12-09T07:00:00.000Z'],
  ['h', null, 'A'],
  {},
]

describe('the offline data\'s lists are checked as their tuples are, in one plain loop', () => {
  it('a list passes exactly when every item passes the tuple', () => {
    for (const t of TICKETS) expect(is([t], OfflineTickets), JSON.stringify(t)).toBe(is(t, OfflineTicket))
    for (const a of ADMISSIONS) expect(is([a], OfflineAdmissions), JSON.stringify(a)).toBe(is(a, OfflineAdmission))
    expect(is([], OfflineTickets)).toBe(true)
    expect(is('nope', OfflineTickets)).toBe(false)
  })
})
