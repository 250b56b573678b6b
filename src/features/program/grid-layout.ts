import { VENUE_TIME_ZONE } from '../../../kernel/constants'

/** What the layout needs of a session; the caller's own objects pass through untouched. */
export interface GridSession {
  id: number
  area_id: number
  start_at: string
  end_at: string
  industry_ids: readonly number[]
}

export interface GridHall {
  id: number
  sort: number
}

export interface GridCell<T> {
  session: T
  /** Minutes after the grid's first hour, in the venue's time zone. */
  top: number
  /** Duration in minutes (at least MIN_CELL_MINUTES, so a zero-length item stays clickable). */
  height: number
  start: number
  end: number
  /** Sessions that overlap in one hall share its width: lane `lane` of `lanes`. */
  lane: number
  lanes: number
}

export interface GridColumn<T> {
  hallId: number
  cells: GridCell<T>[]
}

export interface GridLayout<T> {
  columns: GridColumn<T>[]
  /** Minutes after midnight (venue time) of the first and last hour lines. */
  startMinute: number
  endMinute: number
  /** Minutes after midnight of each hour line, for the time column. */
  hours: number[]
  count: number
}

export const MIN_CELL_MINUTES = 15

const formatters = new Map<string, Intl.DateTimeFormat>()
const minuteCache = new Map<string, number>()

/** Minutes after midnight of an instant in `timeZone` (cached: the same strings repeat on every filter). */
export function minutesInZone(iso: string, timeZone: string = VENUE_TIME_ZONE): number {
  const key = timeZone + iso
  const hit = minuteCache.get(key)
  if (hit !== undefined) return hit
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    formatters.set(timeZone, f)
  }
  let hour = 0
  let minute = 0
  for (const part of f.formatToParts(new Date(iso))) {
    if (part.type === 'hour') hour = Number(part.value)
    else if (part.type === 'minute') minute = Number(part.value)
  }
  const value = hour * 60 + minute
  if (minuteCache.size > 5000) minuteCache.clear()
  minuteCache.set(key, value)
  return value
}

/**
 * Places one day's sessions on a hall × time grid. Pure and loop-based: it runs on every
 * render of the grid and on every filter change, for ~70 sessions in well under a millisecond.
 * - `industry`: only sessions of that industry are placed; halls left empty are dropped.
 * - Halls are ordered by `sort`, then id; sessions in halls the list doesn't know go last, by id.
 * - Times are the venue's wall clock, whatever offset the API wrote them with.
 */
export function layoutGrid<T extends GridSession>(
  sessions: readonly T[],
  halls: readonly GridHall[],
  options: { industry?: number; timeZone?: string } = {},
): GridLayout<T> {
  const { industry, timeZone = VENUE_TIME_ZONE } = options
  const byHall = new Map<number, GridCell<T>[]>()
  let first = Infinity
  let last = -Infinity
  let count = 0

  for (const session of sessions) {
    if (industry !== undefined && !session.industry_ids.includes(industry)) continue
    const start = minutesInZone(session.start_at, timeZone)
    let end = minutesInZone(session.end_at, timeZone)
    if (end < start) end += 24 * 60 // runs past midnight
    if (end - start < MIN_CELL_MINUTES) end = start + MIN_CELL_MINUTES
    const cell: GridCell<T> = { session, top: 0, height: end - start, start, end, lane: 0, lanes: 1 }
    let list = byHall.get(session.area_id)
    if (!list) byHall.set(session.area_id, (list = []))
    list.push(cell)
    if (start < first) first = start
    if (end > last) last = end
    count++
  }

  if (count === 0) return { columns: [], startMinute: 0, endMinute: 0, hours: [], count: 0 }

  const startMinute = Math.floor(first / 60) * 60
  const endMinute = Math.ceil(last / 60) * 60
  const hours: number[] = []
  for (let m = startMinute; m <= endMinute; m += 60) hours.push(m)

  const columns: GridColumn<T>[] = []
  for (const hall of [...halls].sort(byHallOrder)) {
    const cells = byHall.get(hall.id)
    if (!cells) continue
    columns.push({ hallId: hall.id, cells: placeLanes(cells, startMinute) })
    byHall.delete(hall.id)
  }
  for (const hallId of [...byHall.keys()].sort((a, b) => a - b)) {
    columns.push({ hallId, cells: placeLanes(byHall.get(hallId)!, startMinute) })
  }
  return { columns, startMinute, endMinute, hours, count }
}

const byHallOrder = (a: GridHall, b: GridHall) => a.sort - b.sort || a.id - b.id

/** Sorts a hall's cells by time and splits overlapping runs into side-by-side lanes. */
function placeLanes<T extends GridSession>(cells: GridCell<T>[], origin: number): GridCell<T>[] {
  cells.sort((a, b) => a.start - b.start || a.end - b.end || a.session.id - b.session.id)
  let clusterStart = 0
  let clusterEnd = -Infinity
  let laneEnds: number[] = []
  for (let i = 0; i <= cells.length; i++) {
    const cell = cells[i]
    if (!cell || cell.start >= clusterEnd) {
      // The previous run of overlapping sessions is closed: they all share its lane count.
      for (let j = clusterStart; j < i; j++) cells[j]!.lanes = laneEnds.length
      if (!cell) break
      clusterStart = i
      laneEnds = []
    }
    cell.top = cell.start - origin
    let lane = laneEnds.findIndex((end) => end <= cell.start)
    if (lane === -1) lane = laneEnds.push(cell.end) - 1
    else laneEnds[lane] = cell.end
    cell.lane = lane
    if (cell.end > clusterEnd) clusterEnd = cell.end
  }
  return cells
}

/** "09:05" for 545 minutes; past midnight wraps ("00:30" for 1470). Same in both languages (24-hour clock). */
export function wallClock(minute: number): string {
  const h = Math.floor(minute / 60) % 24
  const m = minute % 60
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`
}
