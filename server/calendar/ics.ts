/**
 * A few sessions as an iCalendar (RFC 5545): one session's "Add to calendar" file,
 * or a person's program (the feed calendar apps subscribe to), built from the same parts as the
 * whole program's .ics (ics-parts.ts). Descriptions name the speakers with a label, in ?lang=.
 */
import { ICalCalendarMethod } from 'ical-generator'
import { text } from '../i18n'
import { icsText, programCalendar, sessionEvent } from '../program/ics-parts'
import type { OpenProgram, OpenSession } from '../program/schedule-model'

const labels = (lang: OpenProgram['lang']) => ({
  speakers: text(lang, /*i18n*/ { id: 'Спикеры' }),
  program: text(lang, /*i18n*/ { id: 'Моя программа' }),
})

function description(s: OpenSession, lang: OpenProgram['lang']): string {
  const people = s.persons.map((p) => p.name).join(', ')
  return [people ? `${labels(lang).speakers}: ${people}` : '', s.abstract, s.description, s.url].filter(Boolean).join('\n\n')
}

export interface CalendarOptions {
  /** The calendar's name; for the person's program, "My program — {event}". */
  name?: string
  selfUrl: string
  /** The page that shows what the calendar holds (RFC 7986 URL); default the program. */
  pageUrl?: string
  /** How often a subscribed app should come back, in seconds. */
  ttl?: number
  /** The person's sessions that were cancelled: kept with STATUS:CANCELLED. */
  cancelled?: readonly OpenSession[]
}

export const programCalendarName = (program: OpenProgram) => `${labels(program.lang).program} — ${program.event.title}`

export function calendarIcs(program: OpenProgram, sessions: readonly OpenSession[], options: CalendarOptions): string {
  const name = options.name ?? program.event.title
  const cal = programCalendar(program, { name, product: 'calendar', selfUrl: options.selfUrl, ...(options.pageUrl ? { pageUrl: options.pageUrl } : {}), ttl: options.ttl ?? 3600, method: ICalCalendarMethod.PUBLISH })
  for (const s of sessions) cal.createEvent(sessionEvent(program, s, description(s, program.lang)))
  for (const s of options.cancelled ?? []) cal.createEvent(sessionEvent(program, s, description(s, program.lang), true))
  return icsText(cal)
}
