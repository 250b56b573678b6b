/**
 * What every .ics of the site shares (the whole program's, one session's, a person's feed): UTC
 * instants, so every calendar app puts a session at the right moment whatever its own zone;
 * X-WR-TIMEZONE names the venue's zone for the apps that show it; a session's UID is its stable
 * guid (the same as in the XML and JSON), SEQUENCE is the latest program version that changed the
 * session (server/program/changes.ts) and LAST-MODIFIED follows the content version, so the same
 * content gives the same bytes and a moved session replaces the old one in a subscribed calendar
 * instead of standing beside it.
 */
import ical, { type ICalCalendarMethod, type ICalEventData, ICalEventStatus } from 'ical-generator'
import type { OpenProgram, OpenSession } from './schedule-model'

export interface IcsCalendarOptions {
  name: string
  /** The PRODID's product: which of the site's files this is. */
  product: string
  selfUrl: string
  /** RFC 7986's URL: the page that shows what the calendar holds (default: the program). */
  pageUrl?: string
  /** How often a subscribed app should come back, in seconds. */
  ttl: number
  method?: ICalCalendarMethod
}

/**
 * The calendars' colour: the site's theme colour (#1b1464, pages/web-manifest.ts) for the apps
 * that read X-APPLE-CALENDAR-COLOR, and its nearest CSS3 name for RFC 7986's COLOR, which takes
 * a name only.
 */
export const CALENDAR_COLOR = { hex: '#1B1464', css: 'midnightblue' }

/**
 * An empty calendar of the program, in its language and the venue's zone, with RFC 7986's
 * NAME, URL, REFRESH-INTERVAL (ical-generator writes them from name, url and ttl) and COLOR.
 */
export function programCalendar(program: OpenProgram, { name, product, selfUrl, pageUrl, ttl, method }: IcsCalendarOptions) {
  return ical({
    name,
    ...(method ? { method } : {}),
    prodId: { company: 'forum-site', product, language: program.lang.toUpperCase() },
    url: pageUrl ?? `${program.site}/program${program.lang === 'ru' ? '' : `?lang=${program.lang}`}`,
    source: selfUrl,
    ttl,
    color: CALENDAR_COLOR.hex,
    x: [['X-WR-TIMEZONE', program.event.timeZone]],
  })
}

/**
 * The calendar as text with every calendar property before the first component: ical-generator
 * writes its `x` properties (X-WR-TIMEZONE) after the events, where some apps no longer read
 * calendar properties (RFC 5545 §3.4 lists them first).
 */
export function icsText(cal: { toString(): string }): string {
  const lines = cal
    .toString()
    .split('\r\n')
    .flatMap((l) => (l.startsWith('X-APPLE-CALENDAR-COLOR:') ? [`COLOR:${CALENDAR_COLOR.css}`, l] : [l]))
  const begin = lines.findIndex((l) => l.startsWith('BEGIN:V') && l !== 'BEGIN:VCALENDAR')
  if (begin < 0) return lines.join('\r\n')
  const end = lines.lastIndexOf('END:VCALENDAR')
  let lastEnd = -1
  for (let i = end - 1; i >= begin; i--) {
    if (lines[i]!.startsWith('END:V')) {
      lastEnd = i
      break
    }
  }
  // Calendar properties written after the last component (with their folded continuation lines).
  const trailing = lines.slice(lastEnd + 1, end)
  if (trailing.length === 0) return lines.join('\r\n')
  return [...lines.slice(0, begin), ...trailing, ...lines.slice(begin, lastEnd + 1), ...lines.slice(end)].join('\r\n')
}

/**
 * One session as a VEVENT with the given description; the hall and the venue are its location. A
 * cancelled one stays with STATUS:CANCELLED (and the newer SEQUENCE), so a calendar app that
 * had it removes it.
 */
export function sessionEvent(program: OpenProgram, s: OpenSession, description: string, cancelled = false): ICalEventData {
  const place = [program.event.venue, program.event.city].filter(Boolean).join(', ')
  return {
    id: s.guid,
    start: s.start,
    end: s.end,
    stamp: program.updatedAt,
    lastModified: program.updatedAt,
    sequence: s.sequence,
    summary: s.title,
    description,
    location: [s.hall.name, place].filter(Boolean).join(', '),
    url: s.url,
    ...(cancelled ? { status: ICalEventStatus.CANCELLED } : {}),
  }
}
