import { venueDate } from './format'

/** The forum's calendar days (YYYY-MM-DD), first to last inclusive. */
export function forumDays(event: { starts_on: string; ends_on: string } | undefined): string[] {
  if (!event) return []
  const days: string[] = []
  // Calendar arithmetic in UTC: a date has no time zone, and UTC has no DST jumps.
  const end = Date.parse(`${event.ends_on}T00:00:00Z`)
  for (let t = Date.parse(`${event.starts_on}T00:00:00Z`); t <= end && days.length < 62; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10))
  }
  return days
}

/** The day to show: the asked-for one if it is a forum day, else today's (venue time), else the first. */
export function resolveDay(requested: string | undefined, days: readonly string[], now: Date = new Date()): string | undefined {
  if (requested && days.includes(requested)) return requested
  const today = venueDate(now)
  return days.includes(today) ? today : days[0]
}

/** Whether the venue's today is one of the forum's days. */
export const isForumToday = (days: readonly string[], now: Date = new Date()) => days.includes(venueDate(now))
