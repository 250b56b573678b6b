/**
 * The program as the c3voc schedule JSON (https://c3voc.de/schedule/schema.json, draft-06),
 * which EventFahrplan, Giggity and the c3voc tools read, and our import reads back.
 */
import { clockTime, isoInZone } from '../../kernel/venue-time'
import type { OpenProgram, OpenSession } from './schedule-model'

/** `01:30`: a duration in hours and minutes, as the schedule formats write it. */
export function hoursMinutes(session: Pick<OpenSession, 'start' | 'end'>): string {
  const minutes = Math.round((session.end.getTime() - session.start.getTime()) / 60_000)
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * The sessions of each day, by hall: every hall of the event in its order, those without a session
 * that day too (as frab and pretalx write them), so a re-import keeps every hall.
 */
export function sessionsByDay(program: OpenProgram): Array<{ day: OpenProgram['days'][number]; rooms: Array<[OpenProgram['halls'][number], OpenSession[]]> }> {
  return program.days.map((day) => {
    const sessions = program.sessions.filter((s) => s.day === day.date)
    const rooms = program.halls
      .map((hall) => [hall, sessions.filter((s) => s.hall.id === hall.id)] as [OpenProgram['halls'][number], OpenSession[]])
    return { day, rooms }
  })
}

function event(s: OpenSession, zone: string) {
  return {
    guid: s.guid,
    id: s.id,
    date: isoInZone(s.start, zone),
    start: clockTime(s.start, zone),
    end: isoInZone(s.end, zone),
    duration: hoursMinutes(s),
    room: s.hall.name,
    slug: s.slug,
    url: s.url,
    title: s.title,
    subtitle: '',
    track: s.tracks[0] ?? null,
    type: s.format ?? '',
    language: s.language,
    abstract: s.abstract,
    description: s.description,
    persons: s.persons.map((p) => ({ guid: p.guid, name: p.name, biography: p.bio || null })),
    links: [],
  }
}

export function scheduleJson(program: OpenProgram): string {
  const zone = program.event.timeZone
  const doc = {
    $schema: 'https://c3voc.de/schedule/schema.json',
    generator: { name: 'forum-site', version: String(program.version) },
    schedule: {
      version: String(program.version),
      base_url: `${program.site}/`,
      conference: {
        acronym: program.event.acronym,
        title: program.event.title,
        start: program.event.startsOn,
        end: program.event.endsOn,
        daysCount: program.days.length,
        timeslot_duration: '00:05',
        time_zone_name: zone,
        url: `${program.site}/program`,
        tracks: program.tracks.map((t) => (t.slug ? { name: t.name, slug: t.slug } : { name: t.name })),
        rooms: program.halls.map((h) => ({ name: h.name, guid: h.guid, capacity: h.capacity, description: h.description || null })),
        days: sessionsByDay(program).map(({ day, rooms }) => ({
          index: day.index,
          date: day.date,
          day_start: isoInZone(day.start, zone),
          day_end: isoInZone(day.end, zone),
          rooms: Object.fromEntries(rooms.map(([hall, list]) => [hall.name, list.map((s) => event(s, zone))])),
        })),
      },
    },
  }
  return JSON.stringify(doc)
}
