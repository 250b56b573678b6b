import { VENUE_TIME_ZONE, type Lang } from '../config/constants'

const locale = (lang: Lang) => (lang === 'ru' ? 'ru-RU' : 'en-GB')
const cache = new Map<string, Intl.DateTimeFormat>()

function formatter(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = lang + JSON.stringify(options)
  let f = cache.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale(lang), { timeZone: VENUE_TIME_ZONE, ...options })
    cache.set(key, f)
  }
  return f
}

/** Times are always shown in the venue's time zone, whatever the visitor's clock says. */
export const formatTime = (iso: string, lang: Lang) =>
  formatter(lang, { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso))

/** A calendar date (YYYY-MM-DD) as a long label: "8 декабря, вторник". */
export const formatDay = (date: string, lang: Lang, withWeekday = true) =>
  formatter(lang, { day: 'numeric', month: 'long', ...(withWeekday ? { weekday: 'long' } : {}) }).format(
    new Date(`${date}T12:00:00Z`),
  )

export const formatShortDay = (date: string, lang: Lang) =>
  formatter(lang, { day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00Z`))

export const formatDateTime = (iso: string, lang: Lang) =>
  formatter(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso))

/** "8–11 декабря 2026" from two calendar dates. */
export function formatDateRange(from: string, to: string, lang: Lang): string {
  const a = new Date(`${from}T12:00:00Z`)
  const b = new Date(`${to}T12:00:00Z`)
  return new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(a, b)
}

/** The venue's date (YYYY-MM-DD) of an instant. */
export function venueDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)
}
