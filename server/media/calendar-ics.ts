/**
 * Issue 14.2: a few sessions as an iCalendar (RFC 5545): one session's "Add to calendar" file,
 * or a person's program (the feed calendar apps subscribe to). The same rules as the whole
 * program's .ics (schedule-ics.ts): UTC instants, so every calendar app puts them at the right
 * moment whatever its own zone; X-WR-TIMEZONE names the venue's zone; a session's UID is its
 * stable guid, and SEQUENCE / LAST-MODIFIED follow the content version, so a moved session
 * replaces the old one in a subscribed calendar instead of standing beside it.
 */
import ical, { ICalCalendarMethod } from 'ical-generator'
import type { OpenProgram, OpenSession } from './schedule-model'

const LABELS = {
  ru: { speakers: 'Спикеры', program: 'Моя программа' },
  en: { speakers: 'Speakers', program: 'My program' },
} as const

function description(s: OpenSession, lang: OpenProgram['lang']): string {
  const people = s.persons.map((p) => p.name).join(', ')
  return [people ? `${LABELS[lang].speakers}: ${people}` : '', s.abstract, s.description, s.url].filter(Boolean).join('\n\n')
}

export interface CalendarOptions {
  /** The calendar's name; for the person's program, "My program — {event}". */
  name?: string
  selfUrl: string
  /** How often a subscribed app should come back, in seconds. */
  ttl?: number
}

export const programCalendarName = (program: OpenProgram) => `${LABELS[program.lang].program} — ${program.event.title}`

export function calendarIcs(program: OpenProgram, sessions: readonly OpenSession[], options: CalendarOptions): string {
  const { event } = program
  const cal = ical({
    name: options.name ?? event.title,
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'forum-site', product: 'calendar', language: program.lang.toUpperCase() },
    url: options.selfUrl,
    source: options.selfUrl,
    ttl: options.ttl ?? 3600,
    x: [['X-WR-TIMEZONE', event.timeZone]],
  })
  const place = [event.venue, event.city].filter(Boolean).join(', ')
  for (const s of sessions) {
    cal.createEvent({
      id: s.guid,
      start: s.start,
      end: s.end,
      stamp: program.updatedAt,
      lastModified: program.updatedAt,
      sequence: program.version,
      summary: s.title,
      description: description(s, program.lang),
      location: [s.hall.name, place].filter(Boolean).join(', '),
      url: s.url,
    })
  }
  return cal.toString()
}
