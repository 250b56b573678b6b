/**
 * A checked schedule mapped onto our tables: rooms -> areas (halls), tracks -> industries,
 * types -> area_event_types (formats), persons -> speakers (a one-name handle stays the first
 * name, the last name empty: no name is guessed), sessions -> meetings. Texts go under the
 * language the file declares (see textLang).
 */
import type { Lang } from '../../../../kernel/constants'
import { dateInZone } from '../../../time'
import { textLang } from './common'
import type { ImportKeys } from './keys'
import type { Schedule, ScheduleSession } from './model'
import { sessionDescription } from './text'

/** A session with its instants resolved in the venue's zone. */
export interface TimedSession extends ScheduleSession {
  startAt: Date
  endAt: Date
}

export interface ScheduleRows {
  event: object
  industries: Array<{ id: number; slug: string; icon: string; sort: number; translations: object }>
  formats: object[]
  areas: object[]
  speakers: object[]
  meetings: Array<{ id: number }>
  meetingIndustries: Array<{ meeting_id: number }>
  meetingSpeakers: Array<{ meeting_id: number }>
}

/** Imported tracks need an icon (a site path); the site's own mark stands in. */
export const TRACK_ICON = '/favicon.svg'

const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** The language most sessions are written in: names of halls, tracks and people go under it. */
function fileLang(sessions: ScheduleSession[]): Lang {
  const ru = sessions.filter((s) => textLang(s) === 'ru').length
  return ru * 2 > sessions.length ? 'ru' : 'en'
}

export function scheduleRows(
  schedule: Schedule,
  sessions: TimedSession[],
  opts: { eventId: number; zone: string; keys: ImportKeys; slugs: Map<string, number> },
): ScheduleRows {
  const { eventId, zone, keys, slugs } = opts
  const lang = fileLang(schedule.sessions)
  const scoped = (key: string) => `${eventId}/${key}`
  const days = schedule.days.length ? [...schedule.days].sort() : sessions.map((s) => dateInZone(s.startAt, zone)).sort()
  const startsOn = days[0] ?? dateInZone(new Date(), zone)
  const endsOn = days[days.length - 1] ?? startsOn

  const event = {
    id: eventId,
    year: Number(startsOn.slice(0, 4)),
    starts_on: startsOn,
    ends_on: endsOn,
    timezone: zone,
    day_change: schedule.dayChange,
    acronym: schedule.acronym.trim() || null,
    stats: { participants: 0, sessions: 0, speakers: 0, countries: 0 },
    translations: { [lang]: { name: schedule.title, city: '', venue: '', address: '', description: '' } },
  }

  const trackList = [...schedule.tracks]
  for (const s of sessions) if (s.track && !trackList.some((t) => t.name === s.track)) trackList.push({ name: s.track, slug: null })
  const industries = trackList.map((t, sort) => {
    const id = keys.id('industry', t.name)
    let slug = t.slug && /^[a-z0-9-]+$/.test(t.slug) ? t.slug : slugify(t.name) || `track-${id}`
    const owner = slugs.get(slug)
    if (owner !== undefined && owner !== id) slug = `${slug}-${id}`
    slugs.set(slug, id)
    return { id, slug, icon: TRACK_ICON, sort, translations: { [lang]: { name: t.name, description: '' } } }
  })
  const industryId = new Map(trackList.map((t, i) => [t.name, industries[i]!.id]))

  const typeNames = [...new Set(sessions.map((s) => s.type).filter((t): t is string => t !== null))]
  const formats = typeNames.map((name, sort) => ({ id: keys.id('format', name), sort, translations: { [lang]: { name } } }))
  const formatId = new Map(typeNames.map((name, i) => [name, (formats[i] as { id: number }).id]))

  const areaId = new Map<string, number>()
  const areas = schedule.rooms.map((r, sort) => {
    const id = keys.id('area', scoped(r.key))
    areaId.set(r.key, id)
    return { id, event_id: eventId, sort, capacity: r.capacity, translations: { [lang]: { name: r.name, description: r.description, location: '' } } }
  })

  const speakers = new Map<string, object>()
  const meetingSpeakers: Array<{ meeting_id: number; speaker_id: number; role: string; position: number }> = []
  const meetingIndustries: Array<{ meeting_id: number; industry_id: number | undefined }> = []
  const meetings = sessions.map((s) => {
    const id = keys.id('meeting', scoped(s.key))
    const seen = new Set<number>()
    for (const p of s.persons) {
      const speakerId = keys.id('speaker', scoped(p.key))
      if (!speakers.has(p.key)) {
        const text = { firstname: p.name, lastname: '', position: '', organization: '', bio: p.bio }
        speakers.set(p.key, { id: speakerId, event_id: eventId, translations: { [lang]: text } })
      }
      if (seen.has(speakerId)) continue
      seen.add(speakerId)
      meetingSpeakers.push({ meeting_id: id, speaker_id: speakerId, role: 'speaker', position: seen.size - 1 })
    }
    if (s.track) meetingIndustries.push({ meeting_id: id, industry_id: industryId.get(s.track) })
    const texts = { title: s.title, description: sessionDescription(s.subtitle, s.abstract, s.description), key_questions: '', expected_result: '' }
    return {
      id,
      event_id: eventId,
      date: dateInZone(s.startAt, zone),
      start_at: s.startAt.toISOString(),
      end_at: s.endAt.toISOString(),
      area_id: areaId.get(s.roomKey),
      area_event_type_id: s.type ? (formatId.get(s.type) ?? null) : null,
      lang: s.language,
      withdrawn_at: null,
      translations: { [textLang(s)]: texts },
    }
  })
  return { event, industries, formats, areas, speakers: [...speakers.values()], meetings, meetingIndustries, meetingSpeakers }
}
