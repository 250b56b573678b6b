/**
 * The one home of "what changed between two versions of the program". An import takes a snapshot
 * of the event's sessions before it writes and one after, asks `diffPrograms` for the changes and
 * records them as a version (`recordVersion`); the content API's `changes/{event}` (`loadChanges`),
 * the change log page and its Atom feed, a session page's latest change, the exports' version and
 * the calendars' SEQUENCE (`sessionSequences`) all read what is recorded here.
 */
import type { Lang } from '../../kernel/constants'
import { LANGUAGES } from '../../kernel/constants'
import { fullName } from '../../kernel/person-name'
import type { Translations } from '../../kernel/contract/common'
import {
  type ChangeKind,
  type ProgramChange,
  type SessionState,
  type VersionSource,
} from '../../kernel/contract/changes'
import { pickLangs } from '../content/rows'
import { type Db, json } from '../db/types'
import { emitEvent } from '../events/outbox'
import { isoInZone } from '../time'

type StateText = { title: string; area: string; speakers: string[] }

/** A session as stored in a snapshot and in program_changes (instants in UTC, every language). */
export interface StoredState {
  start_at: string
  end_at: string
  area_id: number
  speaker_ids: number[]
  translations: Translations<StateText>
}

export interface SessionSnapshot {
  id: number
  is_culture: boolean
  withdrawn: boolean
  state: StoredState
}

/** An event's program at one moment: its sessions by id. */
export type ProgramSnapshot = Map<number, SessionSnapshot>

export interface SessionChange {
  meeting_id: number
  is_culture: boolean
  kinds: ChangeKind[]
  before: StoredState | null
  after: StoredState
}

type Names = Translations<{ firstname?: string; lastname?: string }>

/** A person's name in one language: the parts that exist, one space between (never " , "). */
export function personName(tr: Names, lang: Lang): string {
  return fullName(tr[lang] ?? tr.ru ?? tr.en)
}

interface SnapshotRow {
  id: number
  is_culture: boolean
  withdrawn: boolean
  start_s: number
  end_s: number
  area_id: number
  ru: string | null
  en: string | null
}

type NameRow = { id: number; ru_first: string | null; ru_last: string | null; en_first: string | null; en_last: string | null }
const namesOf = (r: NameRow): Names => ({
  ...(r.ru_first !== null || r.ru_last !== null ? { ru: { firstname: r.ru_first ?? '', lastname: r.ru_last ?? '' } } : {}),
  ...(r.en_first !== null || r.en_last !== null ? { en: { firstname: r.en_first ?? '', lastname: r.en_last ?? '' } } : {}),
})
const NAME_COLUMNS = `s.translations -> 'ru' ->> 'firstname' AS ru_first, s.translations -> 'ru' ->> 'lastname' AS ru_last,
  s.translations -> 'en' ->> 'firstname' AS en_first, s.translations -> 'en' ->> 'lastname' AS en_last`

/**
 * The event's sessions as they are now (in the caller's transaction). Only what a change names is
 * read (titles, not descriptions; names, not bios), and each hall and person once: four
 * statements whatever the program's size.
 */
export async function snapshotProgram(db: Db, eventId: number): Promise<ProgramSnapshot> {
  const rows = await db.query<SnapshotRow>(
    `SELECT m.id, m.is_culture, (m.withdrawn_at IS NOT NULL) AS withdrawn,
       extract(epoch FROM m.start_at)::float8 AS start_s, extract(epoch FROM m.end_at)::float8 AS end_s, m.area_id,
       m.translations -> 'ru' ->> 'title' AS ru, m.translations -> 'en' ->> 'title' AS en
     FROM meetings m WHERE m.event_id = $1`,
    [eventId],
  )
  const halls = await db.query<{ id: number; ru: string | null; en: string | null }>(
    `SELECT a.id, a.translations -> 'ru' ->> 'name' AS ru, a.translations -> 'en' ->> 'name' AS en
     FROM areas a WHERE a.id IN (SELECT DISTINCT m.area_id FROM meetings m WHERE m.event_id = $1)`,
    [eventId],
  )
  const links = await db.query<{ meeting_id: number; speaker_id: number }>(
    `SELECT ms.meeting_id, ms.speaker_id FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id
     WHERE m.event_id = $1 ORDER BY ms.meeting_id, ms.position, ms.speaker_id`,
    [eventId],
  )
  const people = await db.query<NameRow>(
    `SELECT s.id, ${NAME_COLUMNS} FROM speakers s
     WHERE s.id IN (SELECT ms.speaker_id FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id WHERE m.event_id = $1)`,
    [eventId],
  )
  const hallName = new Map(halls.map((h) => [h.id, h]))
  const names = new Map(people.map((p) => [p.id, namesOf(p)]))
  const speakers = new Map<number, number[]>()
  for (const l of links) {
    let list = speakers.get(l.meeting_id)
    if (!list) speakers.set(l.meeting_id, (list = []))
    list.push(l.speaker_id)
  }
  const out: ProgramSnapshot = new Map()
  for (const r of rows) {
    const ids = speakers.get(r.id) ?? []
    const hall = hallName.get(r.area_id)
    const translations: Translations<StateText> = {}
    for (const lang of LANGUAGES) {
      const title = r[lang]
      if (title === null) continue
      translations[lang] = {
        title,
        area: hall?.[lang] ?? hall?.ru ?? hall?.en ?? '',
        speakers: ids.map((id) => personName(names.get(id) ?? {}, lang)),
      }
    }
    out.set(r.id, {
      id: r.id,
      is_culture: r.is_culture,
      withdrawn: r.withdrawn,
      state: {
        start_at: new Date(r.start_s * 1000).toISOString(),
        end_at: new Date(r.end_s * 1000).toISOString(),
        area_id: r.area_id,
        speaker_ids: ids,
        translations,
      },
    })
  }
  return out
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i])
function sameTitles(a: Translations<StateText>, b: Translations<StateText>): boolean {
  return LANGUAGES.every((lang) => (a[lang]?.title ?? null) === (b[lang]?.title ?? null))
}

/**
 * What changed from one snapshot to the next, one entry per session touched, in the order of the
 * new program (start, then id). A session withdrawn on both sides did not change; a session
 * missing from `after` is not a change (an import withdraws, never deletes).
 */
export function diffPrograms(before: ProgramSnapshot, after: ProgramSnapshot): SessionChange[] {
  const changes: SessionChange[] = []
  for (const now of after.values()) {
    const was = before.get(now.id)
    const kinds: ChangeKind[] = []
    if (!was) {
      if (!now.withdrawn) kinds.push('added')
    } else if (was.withdrawn && now.withdrawn) {
      continue
    } else if (now.withdrawn) {
      kinds.push('cancelled')
    } else {
      if (was.withdrawn) kinds.push('restored')
      const a = was.state
      const b = now.state
      if (a.start_at !== b.start_at || a.end_at !== b.end_at) kinds.push('moved')
      if (a.area_id !== b.area_id) kinds.push('hall')
      if (!sameTitles(a.translations, b.translations)) kinds.push('retitled')
      if (!sameIds(a.speaker_ids, b.speaker_ids)) kinds.push('speakers')
    }
    if (kinds.length > 0) {
      changes.push({ meeting_id: now.id, is_culture: now.is_culture, kinds, before: was ? was.state : null, after: now.state })
    }
  }
  return changes.sort((x, y) => (x.after.start_at < y.after.start_at ? -1 : x.after.start_at > y.after.start_at ? 1 : x.meeting_id - y.meeting_id))
}

export interface RecordedVersion {
  number: number
  changes: number
}

/**
 * Records a version of the event's program when `changes` is not empty, or when the event has no
 * version yet and now has sessions (its initial version: `listed` sessions, not listed one by one).
 * Returns the version made, or null when the program did not change.
 */
export async function recordVersion(
  tx: Db,
  eventId: number,
  source: VersionSource,
  changes: SessionChange[],
  listed: number,
): Promise<RecordedVersion | null> {
  const [last] = await tx.query<{ n: number }>(
    'SELECT coalesce(max(number), 0)::int AS n FROM program_versions WHERE event_id = $1',
    [eventId],
  )
  const previous = last?.n ?? 0
  const initial = previous === 0
  if (changes.length === 0 && !(initial && listed > 0)) return null
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO program_versions (event_id, number, source_kind, source_name, initial, change_count)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [eventId, previous + 1, source.kind, source.name, initial, initial ? listed : changes.length],
  )
  if (!initial && changes.length > 0) {
    await tx.query(
      `INSERT INTO program_changes (version_id, meeting_id, kinds, before, after)
       SELECT $1, c.meeting_id, array(SELECT jsonb_array_elements_text(c.kinds)), c.before, c.after
       FROM jsonb_to_recordset($2::text::jsonb) AS c(meeting_id int, kinds jsonb, before jsonb, after jsonb)`,
      [row?.id, json(changes.map(({ meeting_id, kinds, before, after }) => ({ meeting_id, kinds, before, after })))],
    )
  }
  // The webhooks' `program.version`, with the version's changes (kept with the version itself).
  await emitEvent(
    tx,
    'program.version',
    { event_id: eventId, version: previous + 1, initial, change_count: initial ? listed : changes.length, changes: initial ? [] : changes.map(({ meeting_id, kinds, before, after }) => ({ meeting_id, kinds, before, after })) },
    new Date(),
  )
  return { number: previous + 1, changes: initial ? listed : changes.length }
}

/** The event's newest program version number; 0 before its first import. */
export async function currentVersion(db: Db, eventId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT coalesce(max(number), 0)::int AS n FROM program_versions WHERE event_id = $1',
    [eventId],
  )
  return row?.n ?? 0
}

/**
 * Each session's calendar SEQUENCE: the number of the latest version that changed it (0 when none
 * did), so it grows exactly when the session changes and a calendar app replaces the old entry.
 */
export async function sessionSequences(db: Db, eventId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ meeting_id: number; n: number }>(
    `SELECT c.meeting_id, max(v.number)::int AS n FROM program_changes c
     JOIN program_versions v ON v.id = c.version_id WHERE v.event_id = $1 GROUP BY c.meeting_id`,
    [eventId],
  )
  return new Map(rows.map((r) => [r.meeting_id, r.n]))
}

/**
 * The latest change of each of these sessions (the reminders mention a move or a hall change), in
 * the contract's form for one language, times with the venue's offset. One statement.
 */
export async function latestChanges(db: Db, meetingIds: number[], lang: Lang): Promise<Map<number, ProgramChange & { version: number; timezone: string }>> {
  if (meetingIds.length === 0) return new Map()
  const rows = await db.query<{ meeting_id: number; is_culture: boolean; kinds: ChangeKind[]; before: StoredState | null; after: StoredState; number: number; timezone: string }>(
    `SELECT DISTINCT ON (c.meeting_id) c.meeting_id, m.is_culture, c.kinds, c.before, c.after, v.number, e.timezone
     FROM program_changes c JOIN program_versions v ON v.id = c.version_id
     JOIN meetings m ON m.id = c.meeting_id JOIN events e ON e.id = v.event_id
     WHERE c.meeting_id = ANY($1::int[])
     ORDER BY c.meeting_id, c.version_id DESC`,
    [meetingIds],
  )
  return new Map(
    rows.map((r) => [
      r.meeting_id,
      {
        meeting_id: r.meeting_id,
        is_culture: r.is_culture,
        kinds: r.kinds,
        before: r.before ? toState(r.before, r.timezone, [lang]) : null,
        after: toState(r.after, r.timezone, [lang]),
        version: r.number,
        timezone: r.timezone,
      },
    ]),
  )
}

export function toState(stored: StoredState, timezone: string, langs: Lang[]): SessionState {
  return {
    start_at: isoInZone(new Date(stored.start_at), timezone),
    end_at: isoInZone(new Date(stored.end_at), timezone),
    area_id: stored.area_id,
    speaker_ids: stored.speaker_ids,
    translations: pickLangs(stored.translations, langs),
  }
}

export interface VersionRow {
  id: number
  number: number
  created_at: Date | string
  source_kind: 'file' | 'url'
  source_name: string
  initial: boolean
  change_count: number
}

export interface VersionChangeRow {
  version_id: number
  meeting_id: number
  is_culture: boolean
  kinds: ChangeKind[]
  before: StoredState | null
  after: StoredState
}

/** Which versions to list: after `since`, before `before`, those touching one session, in which order, how many. */
export interface VersionsAsked {
  since: number
  before: number | null
  meetingId: number | null
  newestFirst: boolean
  limit: number
}

/** The asked-for versions, one more than `limit` when there are more, in the asked order. */
export function listVersions(db: Db, eventId: number, a: VersionsAsked): Promise<VersionRow[]> {
  return db.query<VersionRow>(
    `SELECT v.id, v.number, v.created_at, v.source_kind, v.source_name, v.initial, v.change_count
     FROM program_versions v
     WHERE v.event_id = $1 AND v.number > $2 AND ($3::int IS NULL OR v.number < $3::int)
       AND ($4::int IS NULL OR EXISTS (SELECT 1 FROM program_changes c WHERE c.version_id = v.id AND c.meeting_id = $4::int))
     ORDER BY v.number ${a.newestFirst ? 'DESC' : 'ASC'}
     LIMIT $5`,
    [eventId, a.since, a.before, a.meetingId, a.limit + 1],
  )
}

/** The changes of the given versions (of one session only, when `meetingId` is given), in time order. */
export async function listVersionChanges(db: Db, versionIds: number[], meetingId: number | null): Promise<VersionChangeRow[]> {
  if (versionIds.length === 0) return []
  return db.query<VersionChangeRow>(
    `SELECT c.version_id, c.meeting_id, coalesce(m.is_culture, false) AS is_culture, c.kinds, c.before, c.after
     FROM program_changes c LEFT JOIN meetings m ON m.id = c.meeting_id
     WHERE c.version_id = ANY($1::int[]) AND ($2::int IS NULL OR c.meeting_id = $2::int)
     ORDER BY c.version_id, c.after ->> 'start_at', c.meeting_id`,
    [versionIds, meetingId],
  )
}
