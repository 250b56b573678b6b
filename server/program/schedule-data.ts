/**
 * An event's program as the open schedule formats carry it (frab XML, c3voc JSON, iCalendar:
 * schedule-json.ts, schedule-xml.ts, schedule-ics.ts), read from the content tables in one
 * language. Withdrawn sessions are left out; times stay instants, formatted in the venue's zone
 * by each writer; conference days follow the event's day change.
 */
import { FALLBACK_LANG, type Lang } from '../../kernel/constants'
import type { Translations } from '../../kernel/contract/common'
import { addDays, conferenceDay } from '../../kernel/venue-time'
import { findEventClock } from '../content/event'
import type { Db } from '../db/types'
import { text as i18nText } from '../i18n'
import { instantFromLocal } from './import/schedule/common'
import { findProgramEvent, listProgramHalls, listProgramIndustries, listProgramPeople, listProgramSessions, readContentMeta } from './queries'
import type { OpenHall, OpenPerson, OpenProgram, OpenSession } from './schedule-model'
import { fullName } from '../../kernel/person-name'
import { currentVersion, sessionSequences } from './changes'
import { htmlToText, stableGuid } from './schedule-text'

type Texts = Record<string, string | undefined>
/** The texts in the asked-for language, else in the fallback, else whatever exists (§1). */
function pick(tr: Translations<Texts>, lang: Lang): { texts: Texts; lang: Lang } {
  if (tr[lang]) return { texts: tr[lang], lang }
  if (tr[FALLBACK_LANG]) return { texts: tr[FALLBACK_LANG], lang: FALLBACK_LANG }
  const [other, texts] = (Object.entries(tr) as Array<[Lang, Texts | undefined]>).find(([, t]) => t) ?? [lang, {}]
  return { texts: texts ?? {}, lang: other }
}

const headingsIn = (lang: Lang) => ({
  questions: i18nText(lang, /*i18n*/ { id: 'Ключевые вопросы' }),
  result: i18nText(lang, /*i18n*/ { id: 'Ожидаемый результат' }),
})

export async function loadOpenProgram(db: Db, eventId: number, lang: Lang, site: string): Promise<OpenProgram | null> {
  const [event, clock] = await Promise.all([findProgramEvent(db, eventId), findEventClock(db, eventId)])
  if (!event || !clock) return null
  const meta = await readContentMeta(db)
  const hallRows = await listProgramHalls(db, eventId)
  const rows = await listProgramSessions(db, eventId)
  const people = await listProgramPeople(db, eventId)
  const industries = await listProgramIndustries(db, eventId)
  const siteId = meta?.site ?? ''
  const programVersion = await currentVersion(db, eventId)
  const sequences = await sessionSequences(db, eventId)

  const zone = clock.timezone
  const info = pick(event.translations, lang).texts
  const acronym = event.acronym || `forum${event.year}`
  const text = (html: string | undefined) => htmlToText(html, site)

  // Hall names key the c3voc JSON's rooms: two halls of one name are told apart by their id.
  const names = new Set<string>()
  const hallById = new Map<number, OpenHall & { sort: number }>()
  hallRows.forEach((r, sort) => {
    const t = pick(r.translations, lang).texts
    let name = (t.name ?? '').trim() || `#${r.id}`
    if (names.has(name)) name = `${name} (${r.id})`
    names.add(name)
    const guid = stableGuid(siteId, eventId, 'area', r.id, r.import_key)
    hallById.set(r.id, { id: r.id, guid, name, description: text(t.description), capacity: r.capacity, sort })
  })

  const personsOf = new Map<number, OpenPerson[]>()
  for (const p of people) {
    const t = pick(p.translations, lang).texts
    const name = fullName(t)
    const list = personsOf.get(p.meeting_id) ?? []
    list.push({ id: p.id, guid: stableGuid(siteId, eventId, 'speaker', p.id, p.import_key), name, bio: (t.bio ?? '').trim(), role: p.role })
    personsOf.set(p.meeting_id, list)
  }
  const tracksOf = new Map<number, string[]>()
  const trackSlugs = new Map<string, string | null>()
  for (const i of industries) {
    const name = (pick(i.translations, lang).texts.name ?? i.slug).trim()
    tracksOf.set(i.meeting_id, [...(tracksOf.get(i.meeting_id) ?? []), name])
    if (!trackSlugs.has(name)) trackSlugs.set(name, /^[a-z][a-z0-9-]*[a-z0-9]$/.test(i.slug) ? i.slug : null)
  }

  const sessions: OpenSession[] = []
  const withdrawn: OpenSession[] = []
  for (const r of rows) {
    const hall = hallById.get(r.area_id)
    if (!hall) continue
    const { texts: t, lang: textLang } = pick(r.translations, lang)
    const headings = headingsIn(textLang)
    const parts = [
      t.key_questions?.trim() ? `${headings.questions}:\n${text(t.key_questions)}` : '',
      t.expected_result?.trim() ? `${headings.result}:\n${text(t.expected_result)}` : '',
    ]
    const start = new Date(r.start_at)
    ;(r.withdrawn ? withdrawn : sessions).push({
      id: r.id,
      guid: stableGuid(siteId, eventId, 'meeting', r.id, r.import_key),
      slug: `${acronym}-${r.is_culture ? 'festival' : 'meeting'}-${r.id}`,
      url: `${site}${r.is_culture ? '/festival-program' : '/program/meeting'}/${r.id}`,
      start,
      end: new Date(r.end_at),
      day: conferenceDay(start, zone, clock.day_change),
      hall,
      title: (t.title ?? '').trim(),
      abstract: text(t.description),
      description: parts.filter(Boolean).join('\n\n'),
      format: r.format ? (pick(r.format, lang).texts.name ?? '').trim() || null : null,
      tracks: tracksOf.get(r.id) ?? [],
      language: r.lang,
      festival: r.is_culture,
      persons: personsOf.get(r.id) ?? [],
      sequence: sequences.get(r.id) ?? 0,
    })
  }
  const sortOf = (s: OpenSession) => hallById.get(s.hall.id)?.sort ?? 0
  sessions.sort((a, b) => a.start.getTime() - b.start.getTime() || sortOf(a) - sortOf(b) || a.id - b.id)

  // Every day of the event, and any a session is listed under outside them.
  const dates = new Set<string>()
  for (let d = event.starts_on; d <= event.ends_on; d = addDays(d, 1)) dates.add(d)
  for (const s of sessions) dates.add(s.day)
  const at = (date: string) => instantFromLocal(`${date}T${clock.day_change}:00`, zone)
  const days = [...dates].sort().map((date, i) => ({ index: i + 1, date, start: at(date), end: at(addDays(date, 1)) }))

  return {
    lang,
    event: { id: eventId, title: (info.name ?? '').trim() || acronym, acronym, startsOn: event.starts_on, endsOn: event.ends_on, timeZone: zone, venue: info.venue ?? '', city: info.city ?? '' },
    version: programVersion,
    updatedAt: new Date(meta?.updated_at ?? 0),
    site,
    days,
    halls: [...hallById.values()],
    tracks: [...trackSlugs].map(([name, slug]) => ({ name, slug })),
    sessions,
    withdrawn,
  }
}
