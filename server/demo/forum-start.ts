import { dateInZone } from '../../kernel/venue-time'
import type { ImportFile } from '../program/import/schema'
import { DEMO_TIME_ZONE, FORUM_DAYS } from './venue'

/** The first day the generator writes (its texts and tests were written for it); shifted at seeding. */
export const DEMO_BASE_START = FORUM_DAYS[0]

const DAY_MS = 86_400_000
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/**
 * The demo forum's first day: `DEMO_FORUM_START` (YYYY-MM-DD) when set, else the Monday after
 * next from `now` in the venue's zone (a week and a bit ahead: a forum about to happen, with
 * time to register), so a demo filled on any day shows a forum that has not happened yet.
 */
export function demoForumStart(now: Date, given: string | undefined = process.env.DEMO_FORUM_START): string {
  if (given !== undefined && given !== '') {
    if (!ISO_DATE.test(given) || Number.isNaN(Date.parse(`${given}T00:00:00Z`))) {
      throw new Error(`DEMO_FORUM_START=${given}: expected a date as YYYY-MM-DD`)
    }
    return given
  }
  const today = dayNumber(dateInZone(now, DEMO_TIME_ZONE))
  const weekday = (today + 3) % 7 // 1970-01-01 was a Thursday: 0 is Monday
  return dateOf(today + (7 - weekday) + 7)
}

const STAMP = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/

/** Every date and instant of the file moved by whole days (venue wall-clock times stay). */
function shifted<T>(value: T, days: number): T {
  if (typeof value === 'string') {
    const m = STAMP.exec(value)
    return (m ? `${dateOf(dayNumber(m[1]!) + days)}${m[2] ?? ''}` : value) as T
  }
  if (Array.isArray(value)) return value.map((v: unknown) => shifted(v, days)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shifted(v, days)])) as T
  }
  return value
}

/**
 * Dates inside the demo's texts ("8–11 декабря", "до 1 ноября", «Горизонт-2026»): written as
 * `{{range:D1:D2}}`, `{{date:D}}` and `{{year:D}}` with base dates, moved with everything else
 * and spelled out in the text's language (the `ru` or `en` branch they sit in), so a demo placed
 * on any start reads right.
 */
const TOKEN = /\{\{(range|date|year)((?::\d{4}-\d{2}-\d{2})+)\}\}/g
/** "8 декабря", "8 December": Intl's own month names, as the site's pages spell dates. */
const dayMonth = (date: string, lang: 'ru' | 'en') =>
  new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))

function spelled(kind: string, dates: string[], days: number, lang: 'ru' | 'en'): string {
  const [a, b] = dates.map((d) => dateOf(dayNumber(d) + days)) as [string, string | undefined]
  if (kind === 'year') return a.slice(0, 4)
  if (kind === 'date' || !b) return dayMonth(a, lang)
  return a.slice(0, 7) === b.slice(0, 7) ? `${Number(a.slice(8))}–${dayMonth(b, lang)}` : `${dayMonth(a, lang)} – ${dayMonth(b, lang)}`
}

function spellDates<T>(value: T, days: number, lang: 'ru' | 'en'): T {
  if (typeof value === 'string') return value.replace(TOKEN, (_, kind: string, list: string) => spelled(kind, list.slice(1).split(':'), days, lang)) as T
  if (Array.isArray(value)) return value.map((v: unknown) => spellDates(v, days, lang)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, spellDates(v, days, k === 'en' ? 'en' : k === 'ru' ? 'ru' : lang)])) as T
  }
  return value
}

/** The demo with its forum starting on `start`: the program, news, events and pictures' dates with it, and the dates its texts name. */
export function placeDemo(file: ImportFile, start: string): ImportFile {
  const days = dayNumber(start) - dayNumber(DEMO_BASE_START)
  const tokens = JSON.stringify(file).includes('{{')
  if (days === 0 && !tokens) return file
  const moved = days === 0 ? file : shifted(file, days)
  return tokens ? spellDates(moved, days, 'ru') : moved
}
