/**
 * The program's change log as it is read: the versions `withProgramVersion` (version.ts) recorded
 * and their changes. The content API's `changes/{event}` (changes-api.ts), the change log page and
 * its Atom feed (changes-feed.ts), a session page's latest change, the exports' version and the
 * calendars' SEQUENCE (`sessionSequences`) all read it here.
 */
import type { Lang } from '../../kernel/constants'
import type { ChangeKind, ProgramChange, SessionState } from '../../kernel/contract/changes'
import { findEventClock } from '../content/event'
import { pickLangs } from '../content/rows'
import type { Db } from '../db/types'
import { isoInZone } from '../time'
import type { StoredState } from './snapshot'

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
  const rows = await db.query<{ meeting_id: number; is_culture: boolean; kinds: ChangeKind[]; before: StoredState | null; after: StoredState; number: number; event_id: number }>(
    `SELECT DISTINCT ON (c.meeting_id) c.meeting_id, m.is_culture, c.kinds, c.before, c.after, v.number, v.event_id
     FROM program_changes c JOIN program_versions v ON v.id = c.version_id
     JOIN meetings m ON m.id = c.meeting_id
     WHERE c.meeting_id = ANY($1::int[])
     ORDER BY c.meeting_id, c.version_id DESC`,
    [meetingIds],
  )
  const zones = new Map<number, string>()
  for (const id of new Set(rows.map((r) => r.event_id))) zones.set(id, (await findEventClock(db, id))?.timezone ?? 'UTC')
  return new Map(
    rows.map((r) => {
      const timezone = zones.get(r.event_id) ?? 'UTC'
      const change = {
        meeting_id: r.meeting_id,
        is_culture: r.is_culture,
        kinds: r.kinds,
        before: r.before ? toState(r.before, timezone, [lang]) : null,
        after: toState(r.after, timezone, [lang]),
        version: r.number,
        timezone,
      }
      return [r.meeting_id, change]
    }),
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
