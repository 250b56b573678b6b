/**
 * The program as c3voc schedule JSON version 2 (https://c3voc.de/schema/schedule2, alpha-3):
 * flat `events[]` with ISO start and end, UUID guids, rooms referred to by guid, participants
 * with their roles, and the long texts in every language the content has. Sessions withdrawn by
 * a later import stay listed as CANCELED, so an app that kept them learns they are off.
 */
import type { Lang } from '../../kernel/constants'
import { isoInZone } from '../../kernel/venue-time'
import { text as i18nText } from '../i18n'
import type { OpenHall, OpenProgram, OpenSession } from './schedule-model'

export const SCHEDULE2_SCHEMA = 'https://c3voc.de/schema/schedule2'

/** v2's slugs: lower-case letters, digits, '_' and '-', not ending in '-'. */
const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'x'
/** v2's acronym: a letter or digit, then at least three of letters, digits and '_'. */
const acronymOf = (s: string) => {
  const a = s.toLowerCase().replace(/[^a-z0-9_]/g, '_')
  return a.length >= 4 ? a : `${a}____`.slice(0, 4)
}

/** v2's event types, guessed from the session's format in every language (OTHER when none fits). */
const TYPES: Array<[RegExp, string]> = [
  [/дискусс|discussion|panel|круглый стол|round ?table|дебат|debate/i, 'DISCUSSION'],
  [/мастер-класс|workshop|воркшоп|практикум/i, 'WORKSHOP'],
  [/концерт|concert/i, 'CONCERT'],
  [/спектакль|перформанс|performance|показ|screening|шоу|show/i, 'PERFORMANCE'],
  [/встреча|meeting|нетворкинг|networking/i, 'MEETING'],
  [/лекци|lecture|доклад|talk|выступлени|keynote|презентац|presentation/i, 'TALK'],
]
const typeOf = (formats: Array<string | null>) => TYPES.find(([re]) => formats.some((f) => f && re.test(f)))?.[1] ?? 'OTHER'

/**
 * `{ ru: …, en: … }` of the languages that have the text; null when none has. A language whose
 * text is another's is left out: the content had none in it, and the reader fell back.
 */
function localized(texts: Array<[Lang, string | undefined]>): Record<string, string> | null {
  const map: Record<string, string> = {}
  for (const [lang, raw] of texts) {
    const value = raw?.trim()
    if (value && !Object.values(map).includes(value)) map[lang] = value
  }
  return Object.keys(map).length ? map : null
}

const bySession = (p: OpenProgram) => new Map([...p.sessions, ...(p.withdrawn ?? [])].map((s) => [s.id, s]))
const byHall = (p: OpenProgram) => new Map(p.halls.map((h) => [h.id, h]))

const trackNames = (lang: Lang) => ({
  business: i18nText(lang, /*i18n*/ { id: 'Деловая программа' }),
  festival: i18nText(lang, /*i18n*/ { id: 'Фестивальная программа' }),
})

/** `program`: in the asked-for language; `others`: the same program in the other languages. */
export function scheduleJson2(program: OpenProgram, selfUrl: string, others: OpenProgram[] = []): string {
  const zone = program.event.timeZone
  const all = [program, ...others]
  const sessionsIn = all.map(bySession)
  const hallsIn = all.map(byHall)
  const acronym = acronymOf(program.event.acronym)

  const trackSlug = new Map(program.tracks.map((t, i) => [t.name, t.slug ?? `track-${i + 1}`]))
  const general = trackNames(program.lang)
  const tracks = [
    ...program.tracks.map((t) => ({ name: t.name, slug: trackSlug.get(t.name)! })),
    { name: general.business, slug: 'business' },
    { name: general.festival, slug: 'festival' },
  ]
  const room = (h: OpenHall) => ({ guid: h.guid, name: h.name, slug: `${slugify(h.name)}-${h.id}` })

  const event = (s: OpenSession, state: 'CONFIRMED' | 'CANCELED') => {
    const versions = sessionsIn.map((m) => m.get(s.id))
    const text = (field: 'abstract' | 'description') => localized(versions.map((v, i) => [all[i]!.lang, v?.[field]]))
    const track = s.tracks[0] ? trackSlug.get(s.tracks[0]) : undefined
    return {
      guid: s.guid,
      start: isoInZone(s.start, zone),
      end: isoInZone(s.end, zone),
      room: room(s.hall),
      slug: slugify(s.slug),
      url: s.url,
      title: s.title,
      subtitle: null,
      track: { slug: track ?? (s.festival ? 'festival' : 'business') },
      type: typeOf(versions.map((v) => v?.format ?? null)),
      language: /[a-z]{2}/.exec(s.language ?? '')?.[0] ?? 'ru',
      abstract: text('abstract'),
      description: text('description'),
      participants: s.persons.map((p) => ({ guid: p.guid, name: p.name, role: p.role === 'moderator' ? 'MODERATOR' : 'SPEAKER' })),
      links: [],
      state,
    }
  }

  const doc = {
    $schema: SCHEDULE2_SCHEMA,
    generator: { name: 'forum-site', version: String(program.version), url: selfUrl },
    schedule: {
      version: String(program.version),
      conference: {
        acronym,
        title: program.event.title,
        start: isoInZone(program.days[0]?.start ?? new Date(`${program.event.startsOn}T00:00:00Z`), zone),
        end: isoInZone(program.days.at(-1)?.end ?? new Date(`${program.event.endsOn}T00:00:00Z`), zone),
        time_zone_name: zone,
        url: `${program.site}/program`,
        languages: all.map((p) => p.lang),
        tracks,
        rooms: program.halls.map((h) => ({
          ...room(h),
          capacity: h.capacity,
          description: localized(hallsIn.map((m, i) => [all[i]!.lang, m.get(h.id)?.description])),
        })),
        days: program.days.map((d) => ({ index: d.index, date: d.date, start: isoInZone(d.start, zone), end: isoInZone(d.end, zone) })),
      },
      events: [...program.sessions.map((s) => event(s, 'CONFIRMED')), ...(program.withdrawn ?? []).map((s) => event(s, 'CANCELED'))],
    },
  }
  return JSON.stringify(doc)
}
