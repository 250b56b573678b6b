import { minutesIntoDay } from '../../../kernel/venue-time'
import { type VenueClock, forumDays, venueToday } from '../../lib/forum-days'

interface Timed { id: number; area_id: number; start_at: string; end_at: string }

/** The forum's conference day at `now` (venue time, day change), or null outside the forum's days. */
export function forumDayAt(event: { starts_on: string; ends_on: string } | null | undefined, clock: VenueClock, now: number | null): string | null {
  if (now === null || !event) return null
  const today = venueToday(clock, new Date(now))
  return forumDays(event).includes(today) ? today : null
}

/** Minutes into the conference day's date at `now`: where the grid's now line goes. */
export const nowMinute = (now: number, clock: VenueClock, day: string) => minutesIntoDay(now, clock.timeZone, day)

export interface HallNow<T> { areaId: number; now: T | null; next: T | null }

/** Per hall: the session on at `now` and the next one to start, in the halls' order; halls with neither are left out. */
export function nowAndNext<T extends Timed>(meetings: readonly T[], areaOrder: readonly number[], now: number): HallNow<T>[] {
  const byHall = new Map<number, HallNow<T>>()
  const sorted = [...meetings].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at) || a.id - b.id)
  for (const m of sorted) {
    const start = Date.parse(m.start_at)
    const end = Date.parse(m.end_at)
    const hall = byHall.get(m.area_id) ?? { areaId: m.area_id, now: null, next: null }
    if (start <= now && now < end) hall.now ??= m
    else if (start > now) hall.next ??= m
    byHall.set(m.area_id, hall)
  }
  const rank = (id: number) => (areaOrder.includes(id) ? areaOrder.indexOf(id) : areaOrder.length + id)
  return [...byHall.values()].filter((h) => h.now || h.next).sort((a, b) => rank(a.areaId) - rank(b.areaId))
}
