import type { Lang } from '../../kernel/constants'
import { clockTime } from '../../kernel/venue-time'

const locale = (lang: Lang) => (lang === 'ru' ? 'ru-RU' : 'en-GB')
const cache = new Map<string, Intl.DateTimeFormat>()

function formatter(lang: Lang, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = lang + timeZone + JSON.stringify(options)
  let f = cache.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale(lang), { timeZone, ...options })
    cache.set(key, f)
  }
  return f
}

/**
 * ICU versions differ in their spaces: Node's puts thin and narrow no-break spaces where
 * Chromium's puts plain ones ("8–11 декабря 2026 г."). The server's first render of a page
 * (src/entry-server.tsx) must write exactly what the browser will, so both get plain spaces.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ')

/** A calendar date is a date, in no zone: formatted at its noon in UTC, it is that date everywhere. */
const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`)

/**
 * §16: a time on the venue's clock, in the event's zone (`timeZone`), whatever the reader's clock
 * says: "10:30" (24-hour in both languages; kernel/venue-time.ts, as the server writes it).
 */
export const formatTime = (iso: string, timeZone: string) => clockTime(iso, timeZone)

/** A calendar date (YYYY-MM-DD) as a long label: "8 декабря, вторник". */
export const formatDay = (date: string, lang: Lang, withWeekday = true) =>
  plainSpaces(formatter(lang, 'UTC', { day: 'numeric', month: 'long', ...(withWeekday ? { weekday: 'long' } : {}) }).format(noonUtc(date)))

export const formatShortDay = (date: string, lang: Lang) =>
  plainSpaces(formatter(lang, 'UTC', { day: 'numeric', month: 'short' }).format(noonUtc(date)))

/** A calendar date with its year: "1 ноября 2026 г.". */
export const formatDate = (date: string, lang: Lang) =>
  plainSpaces(formatter(lang, 'UTC', { day: 'numeric', month: 'long', year: 'numeric' }).format(noonUtc(date)))

/** §16: the venue's date of an instant, with its year, in the event's zone (`timeZone`). */
export const formatDateTime = (iso: string, lang: Lang, timeZone: string) =>
  plainSpaces(formatter(lang, timeZone, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)))

/** "8–11 декабря 2026" from two calendar dates. */
export function formatDateRange(from: string, to: string, lang: Lang): string {
  return plainSpaces(
    new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(noonUtc(from), noonUtc(to)),
  )
}
