import { describe, expect, it } from 'vitest'
import { type GridSession, layoutGrid, minutesInZone } from '../../../src/features/program/grid-layout'

const s = (id: number, area_id: number, start: string, end: string, industry_ids: number[] = [1]): GridSession => ({
  id,
  area_id,
  start_at: `2026-12-09T${start}:00+03:00`,
  end_at: `2026-12-09T${end}:00+03:00`,
  industry_ids,
})
/** The demo's venue; the zone is always given (§16: the event's own). */
const moscow = { timeZone: 'Europe/Moscow' }
const halls = [
  { id: 1, sort: 2 },
  { id: 2, sort: 1 },
  { id: 3, sort: 1 },
]

describe('grid layout (pure)', () => {
  it('places a session by its start and duration from the first whole hour of the day', () => {
    const layout = layoutGrid([s(1, 1, '10:30', '11:15'), s(2, 1, '12:00', '13:40')], halls, moscow)
    expect(layout.startMinute).toBe(10 * 60)
    expect(layout.endMinute).toBe(14 * 60)
    expect(layout.hours).toEqual([600, 660, 720, 780, 840])
    const [a, b] = layout.columns[0]!.cells
    expect(a).toMatchObject({ top: 30, height: 45, lane: 0, lanes: 1 })
    expect(b).toMatchObject({ top: 120, height: 100, lane: 0, lanes: 1 })
  })

  it('orders halls by sort then id, drops halls without sessions and puts unknown halls last', () => {
    const layout = layoutGrid(
      [s(1, 1, '10:00', '11:00'), s(2, 3, '10:00', '11:00'), s(3, 2, '10:00', '11:00'), s(4, 99, '10:00', '11:00'), s(5, 50, '10:00', '11:00')],
      [...halls, { id: 4, sort: 0 }],
      moscow,
    )
    expect(layout.columns.map((c) => c.hallId)).toEqual([2, 3, 1, 50, 99])
  })

  it('puts overlapping sessions of one hall side by side, and only those', () => {
    const layout = layoutGrid(
      [
        s(1, 1, '10:00', '11:00'),
        s(2, 1, '10:30', '11:30'),
        s(3, 1, '10:45', '11:00'),
        s(4, 1, '11:00', '12:00'), // starts as #1 and #3 end: reuses their lane
        s(5, 1, '12:00', '13:00'), // after the overlapping run: full width again
      ],
      halls,
      moscow,
    )
    const byId = Object.fromEntries(layout.columns[0]!.cells.map((c) => [c.session.id, c]))
    expect(byId[1]).toMatchObject({ lane: 0, lanes: 3 })
    expect(byId[2]).toMatchObject({ lane: 1, lanes: 3 })
    expect(byId[3]).toMatchObject({ lane: 2, lanes: 3 })
    expect(byId[4]).toMatchObject({ lane: 0, lanes: 3 })
    expect(byId[5]).toMatchObject({ lane: 0, lanes: 1 })
  })

  it('reads times on the venue clock (Europe/Moscow), whatever offset the API used', () => {
    const utc: GridSession = { id: 1, area_id: 1, start_at: '2026-12-09T07:00:00Z', end_at: '2026-12-09T08:30:00Z', industry_ids: [] }
    const yekaterinburg: GridSession = { id: 2, area_id: 2, start_at: '2026-12-09T12:00:00+05:00', end_at: '2026-12-09T13:00:00+05:00', industry_ids: [] }
    const layout = layoutGrid([utc, yekaterinburg], halls, moscow)
    expect(minutesInZone(utc.start_at, 'Europe/Moscow')).toBe(10 * 60)
    expect(layout.startMinute).toBe(10 * 60)
    expect(layout.columns.find((c) => c.hallId === 1)!.cells[0]).toMatchObject({ start: 600, end: 690, top: 0 })
    expect(layout.columns.find((c) => c.hallId === 2)!.cells[0]).toMatchObject({ start: 600, end: 660, top: 0 })
    // The same instants in another zone land elsewhere: the zone is a real input.
    expect(layoutGrid([utc], halls, { timeZone: 'Asia/Tokyo' }).startMinute).toBe(16 * 60)
  })

  it('keeps only the chosen industry, and reports an empty grid when nothing is left', () => {
    const sessions = [s(1, 1, '09:00', '10:00', [1, 2]), s(2, 2, '15:00', '16:00', [3]), s(3, 3, '11:00', '12:00', [2])]
    const two = layoutGrid(sessions, halls, { ...moscow, industry: 2 })
    expect(two.count).toBe(2)
    expect(two.columns.map((c) => c.hallId)).toEqual([3, 1])
    expect([two.startMinute, two.endMinute]).toEqual([9 * 60, 12 * 60])
    expect(layoutGrid(sessions, halls, { ...moscow, industry: 7 })).toEqual({ columns: [], startMinute: 0, endMinute: 0, hours: [], count: 0 })
  })

  it('gives a session past midnight its real length and a zero-length one a clickable minimum', () => {
    const layout = layoutGrid([s(1, 1, '23:00', '00:30'), s(2, 2, '22:00', '22:00')], halls, moscow)
    const late = layout.columns.find((c) => c.hallId === 1)!.cells[0]!
    expect(late).toMatchObject({ start: 23 * 60, end: 24 * 60 + 30, height: 90 })
    expect(layout.columns.find((c) => c.hallId === 2)!.cells[0]!.height).toBe(15)
    expect(layout.endMinute).toBe(25 * 60)
  })

  it('lays out a full day of 70 sessions fast and leaves its input alone', () => {
    const day: GridSession[] = []
    for (let i = 0; i < 70; i++) {
      const hour = 9 + (i % 10)
      day.push(s(i + 1, (i % 12) + 1, `${String(hour).padStart(2, '0')}:00`, `${String(hour).padStart(2, '0')}:50`, [(i % 5) + 1]))
    }
    const copy = structuredClone(day)
    const hallList = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, sort: i }))
    layoutGrid(day, hallList, moscow) // warm the time cache, as the first render does
    const t0 = performance.now()
    for (let i = 0; i < 20; i++) layoutGrid(day, hallList, { ...moscow, industry: (i % 5) + 1 })
    // ~0.1 ms each on an idle machine; the bound only catches a pathological regression.
    expect((performance.now() - t0) / 20).toBeLessThan(20)
    expect(day).toEqual(copy)
    expect(layoutGrid(day, hallList, moscow).count).toBe(70)
  })
})
