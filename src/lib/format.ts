import { VENUE_TIME_ZONE, type Lang } from '../../kernel/constants'

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

/**
 * ICU versions differ in their spaces: Node's puts thin and narrow no-break spaces where
 * Chromium's puts plain ones ("8–11 декабря 2026 г."). The server's first render of a page
 * (src/entry-server.tsx) must write exactly what the browser will, so both get plain spaces.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ')

/** Times are always shown in the venue's time zone, whatever the visitor's clock says. */
export const formatTime = (iso: string, lang: Lang) =>
  plainSpaces(formatter(lang, { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso)))

/** A calendar date (YYYY-MM-DD) as a long label: "8 декабря, вторник". */
export const formatDay = (date: string, lang: Lang, withWeekday = true) =>
  plainSpaces(
    formatter(lang, { day: 'numeric', month: 'long', ...(withWeekday ? { weekday: 'long' } : {}) }).format(new Date(`${date}T12:00:00Z`)),
  )

export const formatShortDay = (date: string, lang: Lang) =>
  plainSpaces(formatter(lang, { day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00Z`)))

export const formatDateTime = (iso: string, lang: Lang) =>
  plainSpaces(formatter(lang, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)))

/** "8–11 декабря 2026" from two calendar dates. */
export function formatDateRange(from: string, to: string, lang: Lang): string {
  const a = new Date(`${from}T12:00:00Z`)
  const b = new Date(`${to}T12:00:00Z`)
  return plainSpaces(
    new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(a, b),
  )
}

/** The venue's date (YYYY-MM-DD) of an instant. */
export function venueDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)
}
