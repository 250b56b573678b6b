import type { Db } from '../../db/types'
import { dateInZone } from '../../time'
import type { Problem } from './report'
import { type ImportFile, SECTIONS, type SectionName } from './schema'

export type { Problem }

/** What already exists in the database, merged with what the file brings. */
export interface Known {
  ids: Record<SectionName, Set<number>>
  eventZones: Map<number, string>
  areaEvents: Map<number, number>
  industrySlugs: Map<string, number>
}

export async function loadKnown(db: Db): Promise<Known> {
  const ids = {} as Record<SectionName, Set<number>>
  for (const section of SECTIONS) {
    const table = section === 'media' ? 'media_files' : section
    const rows = await db.query<{ id: number }>(`SELECT id FROM ${table}`)
    ids[section] = new Set(rows.map((r) => r.id))
  }
  const events = await db.query<{ id: number; timezone: string }>('SELECT id, timezone FROM events')
  const areas = await db.query<{ id: number; event_id: number }>('SELECT id, event_id FROM areas')
  const slugs = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM industries')
  return {
    ids,
    eventZones: new Map(events.map((e) => [e.id, e.timezone])),
    areaEvents: new Map(areas.map((a) => [a.id, a.event_id])),
    industrySlugs: new Map(slugs.map((s) => [s.slug, s.id])),
  }
}

/** Checks what the structs cannot: duplicates, references, time order. Returns every problem. */
export function checkReferences(file: ImportFile, known: Known): Problem[] {
  const problems: Problem[] = []
  const add = (path: string, message: string) => problems.push({ path, message })

  for (const section of SECTIONS) {
    const firstAt = new Map<number, number>()
    ;(file[section] ?? []).forEach((item, i) => {
      const prev = firstAt.get(item.id)
      if (prev !== undefined) add(`${section}[${i}].id`, `duplicate id ${item.id} (also at ${section}[${prev}])`)
      else firstAt.set(item.id, i)
      known.ids[section].add(item.id)
    })
  }
  for (const e of file.events ?? []) known.eventZones.set(e.id, e.timezone)
  for (const a of file.areas ?? []) known.areaEvents.set(a.id, a.event_id)
  ;(file.industries ?? []).forEach((ind, i) => {
    const owner = known.industrySlugs.get(ind.slug)
    if (owner !== undefined && owner !== ind.id) add(`industries[${i}].slug`, `slug "${ind.slug}" is already used by industry ${owner}`)
    known.industrySlugs.set(ind.slug, ind.id)
  })

  const ref = (path: string, section: SectionName, id: number | null, what: string) => {
    if (id !== null && !known.ids[section].has(id)) add(path, `no ${what} with id ${id}`)
  }
  const refs = (path: string, section: SectionName, ids: number[], what: string) => {
    const seen = new Set<number>()
    ids.forEach((id, j) => {
      if (seen.has(id)) add(`${path}[${j}]`, `${what} ${id} is listed twice`)
      seen.add(id)
      ref(`${path}[${j}]`, section, id, what)
    })
  }

  for (const section of ['themes', 'interests', 'areas', 'organizations', 'speakers', 'meetings', 'news'] as const) {
    ;(file[section] ?? []).forEach((item, i) => ref(`${section}[${i}].event_id`, 'events', item.event_id, 'event'))
  }
  ;(file.meetings ?? []).forEach((m, i) => {
    const at = `meetings[${i}]`
    ref(`${at}.area_id`, 'areas', m.area_id, 'area')
    const areaEvent = known.areaEvents.get(m.area_id)
    if (areaEvent !== undefined && areaEvent !== m.event_id) {
      add(`${at}.area_id`, `area ${m.area_id} belongs to event ${areaEvent}, not ${m.event_id}`)
    }
    ref(`${at}.area_event_type_id`, 'area_event_types', m.area_event_type_id, 'area event type')
    refs(`${at}.industry_ids`, 'industries', m.industry_ids, 'industry')
    refs(`${at}.interest_ids`, 'interests', m.interest_ids, 'interest')
    refs(`${at}.speakers`, 'speakers', m.speakers.map((s) => s.id), 'speaker')
    if (Date.parse(m.end_at) <= Date.parse(m.start_at)) add(`${at}.end_at`, 'must be later than start_at')
  })
  ;(file.news ?? []).forEach((n, i) => refs(`news[${i}].industry_ids`, 'industries', n.industry_ids, 'industry'))
  ;(file.media ?? []).forEach((f, i) => ref(`media[${i}].meeting_id`, 'meetings', f.meeting_id, 'meeting'))
  ;(file.events ?? []).forEach((e, i) => {
    if (e.ends_on < e.starts_on) add(`events[${i}].ends_on`, 'must not be before starts_on')
  })
  return problems
}

/** The venue-local day of a meeting, stored so the `date` filter is an index lookup. */
export function meetingDate(startAt: string, eventId: number, known: Known): string {
  return dateInZone(new Date(startAt), known.eventZones.get(eventId) ?? 'UTC')
}
