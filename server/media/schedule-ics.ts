/**
 * The whole program as one iCalendar (RFC 5545) to subscribe to. Times are UTC instants (no
 * VTIMEZONE to get wrong), X-WR-TIMEZONE names the venue's zone for the apps that show it. A
 * session's UID is its guid, the same as in the XML and JSON; SEQUENCE and LAST-MODIFIED follow
 * the content version (meetings keep no time of their own change), so the output is the same
 * bytes for the same content and its ETag holds.
 */
import ical from 'ical-generator'
import type { OpenProgram, OpenSession } from './schedule-model'

function description(s: OpenSession): string {
  const people = s.persons.map((p) => p.name).join(', ')
  return [people, s.abstract, s.description, s.url].filter(Boolean).join('\n\n')
}

export function scheduleIcs(program: OpenProgram, selfUrl: string): string {
  const { event } = program
  const cal = ical({
    name: event.title,
    prodId: { company: 'forum-site', product: 'program', language: program.lang.toUpperCase() },
    url: selfUrl,
    source: selfUrl,
    ttl: 3600,
    x: [['X-WR-TIMEZONE', event.timeZone]],
  })
  const place = [event.venue, event.city].filter(Boolean).join(', ')
  for (const s of program.sessions) {
    cal.createEvent({
      id: s.guid,
      start: s.start,
      end: s.end,
      stamp: program.updatedAt,
      lastModified: program.updatedAt,
      sequence: program.version,
      summary: s.title,
      description: description(s),
      location: [s.hall.name, place].filter(Boolean).join(', '),
      url: s.url,
      categories: [...(s.format ? [s.format] : []), ...s.tracks].map((name) => ({ name })),
    })
  }
  return cal.toString()
}
