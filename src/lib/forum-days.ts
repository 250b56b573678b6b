import { addDays, conferenceDay } from '../../kernel/venue-time'

/** The forum's calendar days (YYYY-MM-DD), first to last inclusive. */
export function forumDays(event: { starts_on: string; ends_on: string } | undefined): string[] {
  if (!event) return []
  const days: string[] = []
  // Calendar arithmetic: a date has no time zone.
  for (let day = event.starts_on; day <= event.ends_on && days.length < 62; day = addDays(day, 1)) days.push(day)
  return days
}

/** The venue's clock: its zone and, §16, the time its conference day changes (HH:MM). */
export interface VenueClock {
  timeZone: string
  dayChange?: string | null
}

/** §16: the venue's conference day now: before the day change it is still the evening before. */
export const venueToday = (clock: VenueClock, now: Date = new Date()) => conferenceDay(now, clock.timeZone, clock.dayChange)

/** The day to show: the asked-for one if it is a forum day, else today's (venue time), else the first. */
export function resolveDay(requested: string | undefined, days: readonly string[], clock: VenueClock, now: Date = new Date()): string | undefined {
  if (requested && days.includes(requested)) return requested
  const today = venueToday(clock, now)
  return days.includes(today) ? today : days[0]
}

/** Whether the venue's today (its conference day) is one of the forum's days. */
export const isForumToday = (days: readonly string[], clock: VenueClock, now: Date = new Date()) => days.includes(venueToday(clock, now))
