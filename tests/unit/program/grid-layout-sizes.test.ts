import { describe, expect, it } from 'vitest'
import { type GridCell, type GridSession, MIN_CELL_MINUTES, layoutGrid } from '../../../src/features/program/grid-layout'

const s = (id: number, area_id: number, start: string, end: string): GridSession => ({
  id,
  area_id,
  start_at: `2026-12-09T${start}:00+01:00`,
  end_at: `2026-12-09T${end}:00+01:00`,
  industry_ids: [1],
})
const berlin = { timeZone: 'Europe/Berlin', day: '2026-12-09' }
const halls = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, sort: i }))
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`

/** No two cells of a hall share a lane while their boxes overlap: every session shows. */
function assertNoneHidden(cells: readonly GridCell<GridSession>[]) {
  for (const a of cells) {
    expect(a.lane).toBeLessThan(a.lanes)
    for (const b of cells) {
      if (a === b || a.start >= b.end || b.start >= a.end) continue
      expect(a.lane, `${a.session.id} and ${b.session.id} overlap`).not.toBe(b.lane)
      expect(a.lanes).toBe(b.lanes)
    }
  }
}

describe('sessions of any length, and overlapping ones, all show on the grid', () => {
  it('a 5-minute session keeps a clickable height; back-to-back short ones sit side by side, not on top of each other', () => {
    const layout = layoutGrid([s(1, 1, '10:00', '10:05'), s(2, 1, '10:05', '10:10'), s(3, 1, '10:10', '10:15'), s(4, 1, '10:30', '10:35')], halls, berlin)
    const cells = layout.columns[0]!.cells
    for (const cell of cells) expect(cell.height).toBe(MIN_CELL_MINUTES)
    expect(cells.map((c) => [c.session.id, c.lane, c.lanes])).toEqual([
      [1, 0, 3],
      [2, 1, 3],
      [3, 2, 3],
      [4, 0, 1],
    ])
    assertNoneHidden(cells)
  })

  it('an 8-hour session spans its hours, and the sessions beside it in its hall share the width', () => {
    const layout = layoutGrid([s(1, 1, '09:00', '17:00'), s(2, 1, '10:00', '11:00'), s(3, 1, '13:00', '14:30'), s(4, 2, '18:00', '18:45')], halls, berlin)
    const [long, ...others] = layout.columns[0]!.cells
    expect(long).toMatchObject({ top: 0, height: 480, lane: 0, lanes: 2 })
    expect(others.map((c) => c.lane)).toEqual([1, 1])
    expect([layout.startMinute, layout.endMinute]).toEqual([9 * 60, 19 * 60])
    assertNoneHidden(layout.columns[0]!.cells)
  })

  it('many sessions at once in one hall (an open space): each gets its own lane', () => {
    const crowd = Array.from({ length: 8 }, (_, i) => s(i + 1, 1, hhmm(600 + i * 10), hhmm(720 + i * 10)))
    const cells = layoutGrid(crowd, halls, berlin).columns[0]!.cells
    expect(new Set(cells.map((c) => c.lane)).size).toBe(8)
    assertNoneHidden(cells)
  })

  it('a day of 150 halls and 600 sessions, overlaps included: every session placed once, none hidden, in a few ms', () => {
    const day: GridSession[] = []
    for (let i = 0; i < 600; i++) {
      const start = 8 * 60 + ((i * 37) % (14 * 60))
      const length = [5, 30, 45, 60, 90, 480][i % 6]!
      day.push(s(i + 1, (i % 150) + 1, hhmm(start), hhmm(Math.min(start + length, 23 * 60 + 59))))
    }
    layoutGrid(day, halls, berlin) // warm the time cache, as the first render does
    const t0 = performance.now()
    const layout = layoutGrid(day, halls, berlin)
    expect(performance.now() - t0).toBeLessThan(50)
    expect(layout.columns).toHaveLength(150)
    expect(layout.columns.reduce((n, c) => n + c.cells.length, 0)).toBe(600)
    for (const column of layout.columns) assertNoneHidden(column.cells)
  })
})
