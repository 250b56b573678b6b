/**
 * The whole program as one iCalendar (RFC 5545) to subscribe to, from the parts every .ics of the
 * site shares (ics-parts.ts: UTC instants, no VTIMEZONE to get wrong, UID = guid, SEQUENCE and
 * LAST-MODIFIED from the content version, so the same content is the same bytes and its ETag
 * holds). Each session also carries its format and tracks as categories.
 */
import { icsText, programCalendar, sessionEvent } from './ics-parts'
import type { OpenProgram, OpenSession } from './schedule-model'

function description(s: OpenSession): string {
  const people = s.persons.map((p) => p.name).join(', ')
  return [people, s.abstract, s.description, s.url].filter(Boolean).join('\n\n')
}

export function scheduleIcs(program: OpenProgram, selfUrl: string): string {
  const cal = programCalendar(program, { name: program.event.title, product: 'program', selfUrl, ttl: 3600 })
  for (const s of program.sessions) {
    const categories = [...(s.format ? [s.format] : []), ...s.tracks].map((name) => ({ name }))
    cal.createEvent({ ...sessionEvent(program, s, description(s)), categories })
  }
  return icsText(cal)
}
