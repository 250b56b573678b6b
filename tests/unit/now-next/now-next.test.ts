import { describe, expect, it } from 'vitest'
import { forumDayAt, nowAndNext, nowMinute } from '../../../src/components/content/now-next'

const event = { starts_on: '2026-12-08', ends_on: '2026-12-11' }
const moscow = { timeZone: 'Europe/Moscow', dayChange: '00:00' }
const at = (iso: string) => Date.parse(iso)
const m = (id: number, area_id: number, from: string, to: string) => ({ id, area_id, start_at: `2026-12-08T${from}:00+03:00`, end_at: `2026-12-08T${to}:00+03:00` })

describe('now and next', () => {
  it('§16: the forum’s day is the venue’s conference day; outside the forum’s days there is none', () => {
    expect(forumDayAt(event, moscow, at('2026-12-07T20:59:00Z'))).toBeNull() // 23:59 in Moscow the day before
    expect(forumDayAt(event, moscow, at('2026-12-07T21:00:00Z'))).toBe('2026-12-08')
    expect(forumDayAt(event, moscow, at('2026-12-11T20:59:00Z'))).toBe('2026-12-11')
    expect(forumDayAt(event, moscow, at('2026-12-11T21:00:00Z'))).toBeNull()
    // A 06:00 day change: 01:00 on the 12th is still the 11th's evening.
    expect(forumDayAt(event, { ...moscow, dayChange: '06:00' }, at('2026-12-11T22:00:00Z'))).toBe('2026-12-11')
    expect(forumDayAt(event, moscow, null)).toBeNull()
  })

  it('the now line’s minute runs on past midnight', () => {
    expect(nowMinute(at('2026-12-08T07:30:00Z'), moscow, '2026-12-08')).toBe(630)
    expect(nowMinute(at('2026-12-08T22:00:00Z'), moscow, '2026-12-08')).toBe(1500)
  })

  it('per hall: the session on now and the next one; a hall between sessions has only a next; finished halls are left out', () => {
    const meetings = [m(1, 1, '10:00', '11:00'), m(2, 1, '11:30', '12:00'), m(3, 2, '09:00', '09:30'), m(4, 2, '12:00', '13:00'), m(5, 3, '09:00', '10:00')]
    const now = at('2026-12-08T10:15:00+03:00')
    expect(nowAndNext(meetings, [2, 1, 3], now).map((h) => [h.areaId, h.now?.id ?? null, h.next?.id ?? null])).toEqual([
      [2, null, 4],
      [1, 1, 2],
    ])
  })
})
