/**
 * An event's program as the open schedule formats carry it (frab XML, c3voc JSON, iCalendar:
 * schedule-json.ts, schedule-xml.ts, schedule-ics.ts), read from the content tables in one
 * language. Withdrawn sessions are left out; times stay instants, formatted in the venue's zone
 * by each writer; conference days follow the event's day change.
 */
import { FALLBACK_LANG, type Lang } from '../../kernel/constants'
import type { Translations } from '../../kernel/contract/common'
import { addDays, conferenceDay } from '../../kernel/venue-time'
import type { Db } from '../db/types'
import { instantFromLocal } from './import/schedule/common'
import type { OpenHall, OpenPerson, OpenProgram, OpenSession } from './schedule-model'
import { htmlToText, stableGuid } from './schedule-text'

type Texts = Record<string, string | undefined>
/** The texts in the asked-for language, else in the fallback, else whatever exists (§1). */
function pick(tr: Translations<Texts>, lang: Lang): { texts: Texts; lang: Lang } {
  if (tr[lang]) return { texts: tr[lang], lang }
  if (tr[FALLBACK_LANG]) return { texts: tr[FALLBACK_LANG], lang: FALLBACK_LANG }
  const [other, texts] = (Object.entries(tr) as Array<[Lang, Texts | undefined]>).find(([, t]) => t) ?? [lang, {}]
  return { texts: texts ?? {}, lang: other }
}

const HEADINGS: Record<Lang, { questions: string; result: string }> = {
  ru: { questions: 'Ключевые вопросы', result: 'Ожидаемый результат' },
  en: { questions: 'Key questions', result: 'Expected result' },
}

const keyOf = (kind: string, alias: string) =>
  `(SELECT min(k.key) FROM import_keys k WHERE k.kind = '${kind}' AND k.id = ${alias}.id AND k.key LIKE $2) AS import_key`

interface Row { id: number; translations: Translations<Texts>; import_key: string | null }

export async function loadOpenProgram(db: Db, eventId: number, lang: Lang, site: string): Promise<OpenProgram | null> {
  const [event] = await db.query<{ year: number; starts_on: string; ends_on: string; timezone: string; day_change: string; translations: Translations<Texts> }>(
    'SELECT year, starts_on::text AS starts_on, ends_on::text AS ends_on, timezone, day_change, translations FROM events WHERE id = $1',
    [eventId],
  )
  if (!event) return null
  const args = [eventId, `${eventId}/%`]
  const [meta] = await db.query<{ version: number; updated_at: Date }>('SELECT version, updated_at FROM content_meta WHERE id = 1')
  const hallRows = await db.query<Row & { capacity: number | null }>(
    `SELECT a.id, a.capacity, a.translations, ${keyOf('area', 'a')} FROM areas a WHERE a.event_id = $1 ORDER BY a.sort, a.id`,
    args,
  )
  // Withdrawn sessions too: only the personal calendars list them (STATUS:CANCELLED), so a
  // subscribed app removes the session instead of keeping a ghost.
  const rows = await db.query<Row & { start_at: Date; end_at: Date; is_culture: boolean; lang: string | null; area_id: number; format: Translations<Texts> | null; withdrawn: boolean }>(
    `SELECT m.id, m.start_at, m.end_at, m.is_culture, m.lang, m.area_id, m.translations, f.translations AS format, ${keyOf('meeting', 'm')},
       m.withdrawn_at IS NOT NULL AS withdrawn
     FROM meetings m LEFT JOIN area_event_types f ON f.id = m.area_event_type_id
     WHERE m.event_id = $1`,
    args,
  )
  const people = await db.query<Row & { meeting_id: number }>(
    `SELECT ms.meeting_id, s.id, s.translations, ${keyOf('speaker', 's')}
     FROM meeting_speakers ms JOIN speakers s ON s.id = ms.speaker_id JOIN meetings m ON m.id = ms.meeting_id
     WHERE m.event_id = $1 ORDER BY ms.meeting_id, ms.position, s.id`,
    args,
  )
  const industries = await db.query<{ meeting_id: number; slug: string; translations: Translations<Texts> }>(
    `SELECT mi.meeting_id, i.slug, i.translations
     FROM meeting_industries mi JOIN industries i ON i.id = mi.industry_id JOIN meetings m ON m.id = mi.meeting_id
     WHERE m.event_id = $1 AND m.withdrawn_at IS NULL ORDER BY i.sort, i.id`,
    [eventId],
  )

  const zone = event.timezone
  const info = pick(event.translations, lang).texts
  const acronym = `forum${event.year}`
  const text = (html: string | undefined) => htmlToText(html, site)

  // Hall names key the c3voc JSON's rooms: two halls of one name are told apart by their id.
  const names = new Set<string>()
  const hallById = new Map<number, OpenHall & { sort: number }>()
  hallRows.forEach((r, sort) => {
    const t = pick(r.translations, lang).texts
    let name = (t.name ?? '').trim() || `#${r.id}`
    if (names.has(name)) name = `${name} (${r.id})`
    names.add(name)
    const guid = stableGuid(eventId, 'area', r.id, r.import_key)
    hallById.set(r.id, { id: r.id, guid, name, description: text(t.description), capacity: r.capacity, sort })
  })

  const personsOf = new Map<number, OpenPerson[]>()
  for (const p of people) {
    const t = pick(p.translations, lang).texts
    const name = `${t.firstname ?? ''} ${t.lastname ?? ''}`.trim()
    const list = personsOf.get(p.meeting_id) ?? []
    list.push({ id: p.id, guid: stableGuid(eventId, 'speaker', p.id, p.import_key), name, bio: (t.bio ?? '').trim() })
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
    const headings = HEADINGS[textLang]
    const parts = [
      t.key_questions?.trim() ? `${headings.questions}:\n${text(t.key_questions)}` : '',
      t.expected_result?.trim() ? `${headings.result}:\n${text(t.expected_result)}` : '',
    ]
    const start = new Date(r.start_at)
    ;(r.withdrawn ? withdrawn : sessions).push({
      id: r.id,
      guid: stableGuid(eventId, 'meeting', r.id, r.import_key),
      slug: `${acronym}-${r.is_culture ? 'festival' : 'meeting'}-${r.id}`,
      url: `${site}${r.is_culture ? '/festival-program' : '/program/meeting'}/${r.id}`,
      start,
      end: new Date(r.end_at),
      day: conferenceDay(start, zone, event.day_change),
      hall,
      title: (t.title ?? '').trim(),
      abstract: text(t.description),
      description: parts.filter(Boolean).join('\n\n'),
      format: r.format ? (pick(r.format, lang).texts.name ?? '').trim() || null : null,
      tracks: tracksOf.get(r.id) ?? [],
      language: r.lang,
      festival: r.is_culture,
      persons: personsOf.get(r.id) ?? [],
    })
  }
  const sortOf = (s: OpenSession) => hallById.get(s.hall.id)?.sort ?? 0
  sessions.sort((a, b) => a.start.getTime() - b.start.getTime() || sortOf(a) - sortOf(b) || a.id - b.id)

  // Every day of the event, and any a session is listed under outside them.
  const dates = new Set<string>()
  for (let d = event.starts_on; d <= event.ends_on; d = addDays(d, 1)) dates.add(d)
  for (const s of sessions) dates.add(s.day)
  const at = (date: string) => instantFromLocal(`${date}T${event.day_change}:00`, zone)
  const days = [...dates].sort().map((date, i) => ({ index: i + 1, date, start: at(date), end: at(addDays(date, 1)) }))

  const used = new Set(sessions.map((s) => s.hall.id))
  return {
    lang,
    event: { id: eventId, title: (info.name ?? '').trim() || acronym, acronym, startsOn: event.starts_on, endsOn: event.ends_on, timeZone: zone, venue: info.venue ?? '', city: info.city ?? '' },
    version: meta?.version ?? 0,
    updatedAt: new Date(meta?.updated_at ?? 0),
    site,
    days,
    halls: [...hallById.values()].filter((h) => used.has(h.id)),
    tracks: [...trackSlugs].map(([name, slug]) => ({ name, slug })),
    sessions,
    withdrawn,
  }
}
