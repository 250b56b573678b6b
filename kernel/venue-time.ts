/**
 * The venue's time, for the server and the site alike. Every time on the site is the venue's
 * wall clock, in the event's own IANA time zone (`events/{event}.timezone`), whatever zone the
 * reader's device or the server process is in. Offsets are computed per instant, so a program
 * that spans a daylight-saving change is right on both sides of it.
 *
 * A conference day may run past midnight: the event's day change (`HH:MM`, default 00:00, frab's
 * `day_change`) is the venue time at which one conference day ends and the next begins. A session
 * that starts before the day change belongs to the day before.
 */

export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partsFormatters.set(timeZone, f)
  }
  return f
}

const toDate = (instant: Date | number | string) => (instant instanceof Date ? instant : new Date(instant))

/** The venue's wall clock at an instant. */
export function wallClock(instant: Date | number | string, timeZone: string): WallClock {
  const out: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
  for (const p of partsFormatter(timeZone).formatToParts(toDate(instant))) {
    if (p.type in out) out[p.type as keyof WallClock] = Number(p.value)
  }
  return out
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0')

/** The zone's offset from UTC at an instant, in minutes (Moscow: 180; New York in winter: -300). */
export function offsetMinutes(instant: Date | number | string, timeZone: string): number {
  const date = toDate(instant)
  const w = wallClock(date, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
}

/** `+03:00`, as ISO 8601 writes an offset. */
export function isoOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`
}

/** `UTC+3`, `UTC+5:30`, `UTC-4`, `UTC`: the offset as people read it. */
export function utcLabel(minutes: number): string {
  if (minutes === 0) return 'UTC'
  const h = Math.trunc(Math.abs(minutes) / 60)
  const m = Math.abs(minutes) % 60
  return `UTC${minutes < 0 ? '-' : '+'}${h}${m ? `:${pad(m)}` : ''}`
}

/** An instant as ISO 8601 in the venue's zone, with the offset of that instant: 2026-12-08T10:00:00+03:00. */
export function isoInZone(instant: Date | number | string, timeZone: string): string {
  const date = toDate(instant)
  const w = wallClock(date, timeZone)
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${isoOffset(offsetMinutes(date, timeZone))}`
}

/** The venue's calendar date (YYYY-MM-DD) of an instant. */
export function dateInZone(instant: Date | number | string, timeZone: string): string {
  const w = wallClock(instant, timeZone)
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`
}

/** `HH:MM` as minutes after midnight; anything malformed is 00:00. */
export function dayChangeMinutes(dayChange: string | null | undefined): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(dayChange ?? '')
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0
}

/** The calendar date one day before or after a date (calendar arithmetic: no zone, no DST). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The conference day (YYYY-MM-DD) an instant belongs to: its venue date, or the day before when
 * it is earlier than the day change (a 01:00 session after a 06:00 day change is the previous
 * evening's).
 */
export function conferenceDay(instant: Date | number | string, timeZone: string, dayChange?: string | null): string {
  const w = wallClock(instant, timeZone)
  const date = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`
  return w.hour * 60 + w.minute < dayChangeMinutes(dayChange) ? addDays(date, -1) : date
}

/**
 * Minutes from the start of a conference day's calendar date (its 00:00) to an instant, on the
 * venue's wall clock: 10:30 on the day is 630, 01:00 the next morning is 1500. The grid's time
 * axis runs on this, so it continues past midnight instead of wrapping to the top.
 */
export function minutesIntoDay(instant: Date | number | string, timeZone: string, day: string): number {
  const w = wallClock(instant, timeZone)
  const dayMs = Date.UTC(w.year, w.month - 1, w.day) - Date.parse(`${day}T00:00:00Z`)
  return Math.round(dayMs / 60_000) + w.hour * 60 + w.minute
}

/** `10:30`: the venue's 24-hour clock at an instant (both languages write it so). */
export function clockTime(instant: Date | number | string, timeZone: string): string {
  const w = wallClock(instant, timeZone)
  return `${pad(w.hour)}:${pad(w.minute)}`
}

/**
 * `UTC+1`: the venue's offset on a calendar day (at its noon, so the label of a day names the
 * offset its sessions run on, on either side of a daylight-saving change).
 */
export function dayUtcLabel(date: string, timeZone: string): string {
  return utcLabel(offsetMinutes(`${date}T12:00:00Z`, timeZone))
}

/** The part of an IANA zone name that names a place: Europe/Berlin → Berlin, America/New_York → New York. */
export function zonePlace(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
}

/** True for a time zone this runtime knows (IANA name). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return value.length > 0
  } catch {
    return false
  }
}
