/** Times are stored as timestamptz and shown in the event's time zone, with its offset. */
const partsCache = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsCache.get(timeZone)
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
      timeZoneName: 'longOffset',
    })
    partsCache.set(timeZone, f)
  }
  return f
}

function parts(date: Date, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const p of formatter(timeZone).formatToParts(date)) out[p.type] = p.value
  return out
}

/** 2026-12-08T10:00:00+03:00 */
export function isoInZone(date: Date, timeZone: string): string {
  const p = parts(date, timeZone)
  const offset = (p.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00'
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`
}

/** The calendar date of an instant in a time zone: a session's day in the venue. */
export function dateInZone(date: Date, timeZone: string): string {
  const p = parts(date, timeZone)
  return `${p.year}-${p.month}-${p.day}`
}

/** True for a calendar date that exists: the contract's pattern accepts 2026-02-30, PostgreSQL does not. */
export function isRealDay(v: string): boolean {
  const t = Date.parse(`${v}T00:00:00Z`)
  // Year 0 parses in JavaScript, but PostgreSQL has no year 0.
  return !Number.isNaN(t) && !v.startsWith('0000') && new Date(t).toISOString().slice(0, 10) === v
}

/**
 * Milliseconds since the epoch. The account API takes the clock as a dependency, so tests can
 * stand exactly on the edge of a token's refresh window instead of sleeping.
 */
export type Clock = () => number
export const systemClock: Clock = () => Date.now()
