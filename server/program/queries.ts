/**
 * The program's reads from the content tables, for the open schedule data (schedule-data.ts) and
 * the program PDF. The event's time zone and day change are not read here: content/event.ts is
 * their one place. The import writes through program/import/.
 */
import type { Translations } from '../../kernel/contract/common'
import type { Db } from '../db/types'

type Texts = Record<string, string | undefined>

export interface ProgramEventRow {
  year: number
  starts_on: string
  ends_on: string
  acronym: string | null
  translations: Translations<Texts>
}

export async function findProgramEvent(db: Db, eventId: number): Promise<ProgramEventRow | undefined> {
  const [event] = await db.query<ProgramEventRow>(
    'SELECT year, starts_on::text AS starts_on, ends_on::text AS ends_on, acronym, translations FROM events WHERE id = $1',
    [eventId],
  )
  return event
}

/** The first event of an edition (the program PDF's address names the year). */
export async function findEventIdByYear(db: Db, year: number): Promise<number | null> {
  const [event] = await db.query<{ id: number }>('SELECT id FROM events WHERE year = $1 ORDER BY id LIMIT 1', [year])
  return event?.id ?? null
}

/** The content version, when it last moved, and this site's identity (made once, never changed: migration 013). */
export async function readContentMeta(db: Db): Promise<{ version: number; updated_at: Date; site: string } | undefined> {
  const [meta] = await db.query<{ version: number; updated_at: Date; site: string }>(
    'SELECT c.version, c.updated_at, s.uid::text AS site FROM content_meta c CROSS JOIN site_identity s WHERE c.id = 1',
  )
  return meta
}

/** The smallest import key of a row of `kind` under the event's prefix ($2), as `import_key`. */
const keyOf = (kind: string, alias: string) =>
  `(SELECT min(k.key) FROM import_keys k WHERE k.kind = '${kind}' AND k.id = ${alias}.id AND k.key LIKE $2) AS import_key`

export interface KeyedRow {
  id: number
  translations: Translations<Texts>
  import_key: string | null
}

const keyed = (eventId: number) => [eventId, `${eventId}/%`]

export function listProgramHalls(db: Db, eventId: number): Promise<Array<KeyedRow & { capacity: number | null }>> {
  return db.query(`SELECT a.id, a.capacity, a.translations, ${keyOf('area', 'a')} FROM areas a WHERE a.event_id = $1 ORDER BY a.sort, a.id`, keyed(eventId))
}

export type ProgramSessionRow = KeyedRow & {
  start_at: Date
  end_at: Date
  is_culture: boolean
  lang: string | null
  area_id: number
  format: Translations<Texts> | null
  withdrawn: boolean
}

/**
 * The event's sessions with their format's names, withdrawn ones too (flagged): only the personal
 * calendars list them (STATUS:CANCELLED), so a subscribed app removes the session instead of
 * keeping a ghost.
 */
export function listProgramSessions(db: Db, eventId: number): Promise<ProgramSessionRow[]> {
  return db.query<ProgramSessionRow>(
    `SELECT m.id, m.start_at, m.end_at, m.is_culture, m.lang, m.area_id, m.translations, f.translations AS format, ${keyOf('meeting', 'm')},
       m.withdrawn_at IS NOT NULL AS withdrawn
     FROM meetings m LEFT JOIN area_event_types f ON f.id = m.area_event_type_id
     WHERE m.event_id = $1`,
    keyed(eventId),
  )
}

/** Who speaks at each session (withdrawn ones too), in the session's order of speakers. */
export function listProgramPeople(db: Db, eventId: number): Promise<Array<KeyedRow & { meeting_id: number; role: 'speaker' | 'moderator' }>> {
  return db.query(
    `SELECT ms.meeting_id, ms.role, s.id, s.translations, ${keyOf('speaker', 's')}
     FROM meeting_speakers ms JOIN speakers s ON s.id = ms.speaker_id JOIN meetings m ON m.id = ms.meeting_id
     WHERE m.event_id = $1 ORDER BY ms.meeting_id, ms.position, s.id`,
    keyed(eventId),
  )
}

/** The industries of each session that is not withdrawn. */
export function listProgramIndustries(db: Db, eventId: number): Promise<Array<{ meeting_id: number; slug: string; translations: Translations<Texts> }>> {
  return db.query(
    `SELECT mi.meeting_id, i.slug, i.translations
     FROM meeting_industries mi JOIN industries i ON i.id = mi.industry_id JOIN meetings m ON m.id = mi.meeting_id
     WHERE m.event_id = $1 AND m.withdrawn_at IS NULL ORDER BY i.sort, i.id`,
    [eventId],
  )
}

/** The event's name in `lang`, else in Russian, else in English ('' when it has none). */
export async function findEventName(db: Db, eventId: number, lang: string): Promise<string> {
  const [event] = await db.query<{ name: string | null }>(
    `SELECT coalesce(nullif(translations -> $2 ->> 'name', ''), translations -> 'ru' ->> 'name', translations -> 'en' ->> 'name') AS name
     FROM events WHERE id = $1`,
    [eventId, lang],
  )
  return event?.name ?? ''
}
