import { describe, expect, it } from 'vitest'
import { overlaps, programByDay } from '../../../src/features/cabinet/program-days'

const at = (id: number, date: string, from: string, to: string) => ({
  id,
  date,
  start_at: `${date}T${from}:00+03:00`,
  end_at: `${date}T${to}:00+03:00`,
})

describe('my program by day, with overlaps', () => {
  it('groups by day in time order', () => {
    const days = programByDay([at(3, '2026-12-09', '10:00', '11:00'), at(2, '2026-12-08', '12:00', '13:00'), at(1, '2026-12-08', '10:00', '11:00')])
    expect(days.map((d) => [d.day, d.items.map((i) => i.meeting.id)])).toEqual([
      ['2026-12-08', [1, 2]],
      ['2026-12-09', [3]],
    ])
  })

  it('marks sessions that run at the same time, both ways', () => {
    const [day] = programByDay([at(1, '2026-12-08', '10:00', '11:30'), at(2, '2026-12-08', '11:00', '12:00'), at(3, '2026-12-08', '12:00', '13:00')])
    expect(day!.items.map((i) => [i.meeting.id, i.overlapsWith])).toEqual([
      [1, [2]],
      [2, [1]],
      // Starting as the other ends is not a clash.
      [3, []],
    ])
  })

  it('a session inside a longer one, and one in three', () => {
    const [day] = programByDay([at(1, '2026-12-08', '10:00', '14:00'), at(2, '2026-12-08', '11:00', '12:00'), at(3, '2026-12-08', '13:00', '15:00')])
    expect(day!.items.map((i) => i.overlapsWith)).toEqual([[2, 3], [1], [1]])
  })

  it('compares instants, not wall-clock texts of different offsets', () => {
    const a = { id: 1, date: '2026-12-08', start_at: '2026-12-08T10:00:00+03:00', end_at: '2026-12-08T11:00:00+03:00' }
    const b = { id: 2, date: '2026-12-08', start_at: '2026-12-08T07:30:00Z', end_at: '2026-12-08T08:30:00Z' }
    expect(overlaps(a, b)).toBe(true)
  })

  it('an empty program has no days', () => {
    expect(programByDay([])).toEqual([])
  })
})
