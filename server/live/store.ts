import { EVENT_ID, LIVE_REPLAY_MAX, LIVE_REPLAY_MS, type Lang } from '../../kernel/constants'
import type { Announcement, AnnouncementBody, LiveEvent, PickChange } from '../../kernel/contract/live'
import { findEventClock } from '../content/event'
import type { Db } from '../db/types'

/** The live channel's queries (migration 015). */

export interface StoredEvent {
  id: number
  event: LiveEvent
}

interface EventRow {
  id: string | number
  kind: 'program' | 'announcement' | 'question'
  payload: Record<string, unknown>
}

function toEvent(row: EventRow): StoredEvent {
  const id = Number(row.id)
  if (row.kind === 'program') {
    const p = row.payload as { version: number; moved?: number[]; cancelled?: number[] }
    return { id, event: { type: 'program', version: p.version, moved: p.moved ?? [], cancelled: p.cancelled ?? [] } }
  }
  if (row.kind === 'question') return { id, event: { type: 'question', meeting_id: Number(row.payload.meeting_id) } }
  return { id, event: { type: 'announcement', announcement: row.payload as unknown as Announcement } }
}

/** The newest event id (0 when there is none) and the program's version. */
export async function liveHead(db: Db): Promise<{ id: number; version: number }> {
  const [row] = await db.query<{ id: string | null; version: number | null }>(
    'SELECT (SELECT max(id) FROM live_events)::text AS id, (SELECT version FROM content_meta WHERE id = 1) AS version',
  )
  return { id: Number(row?.id ?? 0), version: row?.version ?? 0 }
}

/** Events after `afterId`, oldest first, at most `limit`. */
export async function eventsAfter(db: Db, afterId: number, limit = LIVE_REPLAY_MAX + 1): Promise<StoredEvent[]> {
  const rows = await db.query<EventRow>(
    'SELECT id::text AS id, kind, payload FROM live_events WHERE id > $1 ORDER BY id LIMIT $2',
    [afterId, limit],
  )
  return rows.map(toEvent)
}

/**
 * Whether every event after `afterId` is still kept: the one just after it exists, or nothing
 * newer was ever written. Ids have no gaps but the ones rolled back, so "the oldest kept id is at
 * most afterId + 1" is the test, plus a margin for rolled-back ids at the cut.
 */
export async function replayable(db: Db, afterId: number): Promise<boolean> {
  const [row] = await db.query<{ oldest: string | null; newest: string | null }>(
    `SELECT min(id)::text AS oldest, max(id)::text AS newest FROM live_events`,
  )
  const oldest = row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest)
  const newest = row?.newest === null || row?.newest === undefined ? 0 : Number(row.newest)
  if (afterId > newest) return false // ids from another database (a restored backup): start over
  if (oldest === null) return true
  if (afterId >= oldest - 1) return newest - afterId <= LIVE_REPLAY_MAX
  return false
}

/** Events older than the replay window go; the newest one always stays (the next reconnect's reference). */
export async function pruneEvents(db: Db): Promise<void> {
  await db.query(
    `DELETE FROM live_events WHERE created_at < now() - $1 * interval '1 millisecond'
       AND id < (SELECT max(id) FROM live_events)`,
    [LIVE_REPLAY_MS],
  )
}

interface AnnouncementRow {
  id: number
  text_ru: string
  text_en: string
  created_at: string
  ends_at: string
}

const announcementOf = (r: AnnouncementRow): Announcement => ({
  id: r.id,
  text: { ru: r.text_ru, en: r.text_en },
  created_at: r.created_at,
  ends_at: r.ends_at,
})

/**
 * Publishes an announcement until `endsAt` (absent: the end of the venue's day), and its live
 * event, in one transaction; `audit` writes the caller's audit entry in it.
 */
export async function publishAnnouncement(db: Db, body: AnnouncementBody, endsAt: string | null = null, audit?: (tx: Db, a: Announcement) => Promise<void>): Promise<Announcement> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<AnnouncementRow>(
      `INSERT INTO live_announcements (text_ru, text_en, ends_at)
       SELECT $1, $2, coalesce($4::timestamptz, (date_trunc('day', now() AT TIME ZONE $3::text) + interval '1 day') AT TIME ZONE $3::text)
       RETURNING id, text_ru, text_en, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, to_char(ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ends_at`,
      [body.ru, body.en, (await findEventClock(tx, EVENT_ID))?.timezone ?? 'UTC', endsAt],
    )
    const announcement = announcementOf(row as AnnouncementRow)
    await tx.query(`INSERT INTO live_events (kind, payload) VALUES ('announcement', $1::text::jsonb)`, [JSON.stringify(announcement)])
    await audit?.(tx, announcement)
    return announcement
  })
}

/** The announcements made since the venue's day began (those over included), newest first: the desk lists them. */
export async function todaysAnnouncements(db: Db): Promise<Announcement[]> {
  const rows = await db.query<AnnouncementRow>(
    `SELECT id, text_ru, text_en, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, to_char(ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ends_at FROM live_announcements
      WHERE created_at >= (SELECT date_trunc('day', now() AT TIME ZONE coalesce((SELECT timezone FROM events WHERE id = $1), 'UTC')) AT TIME ZONE coalesce((SELECT timezone FROM events WHERE id = $1), 'UTC'))
      ORDER BY id DESC LIMIT 100`,
    [EVENT_ID],
  )
  return rows.map(announcementOf)
}

/** The announcements shown now, newest first. */
export async function currentAnnouncements(db: Db): Promise<Announcement[]> {
  const rows = await db.query<AnnouncementRow>(
    `SELECT id, text_ru, text_en, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, to_char(ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ends_at FROM live_announcements
     WHERE ends_at > now() ORDER BY id DESC LIMIT 20`,
  )
  return rows.map(announcementOf)
}

/**
 * "My program" marks the person's changed sessions with before and after until they have seen
 * them (migration 015's `live_pick_changes`, written in each version's transaction).
 */
export async function pickChanges(db: Db, userId: number, lang: Lang): Promise<PickChange[]> {
  const iso = (col: string) => `to_char((${col})::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
  const hall = (alias: string) => `coalesce(${alias}.translations->$2->>'name', ${alias}.translations->'ru'->>'name', '')`
  return db.query<PickChange>(
    `SELECT c.meeting_id, c.kind,
       json_build_object('start_at', ${iso("c.before->>'start_at'")}, 'end_at', ${iso("c.before->>'end_at'")}, 'hall', ${hall('b')}) AS before,
       json_build_object('start_at', ${iso("c.after->>'start_at'")}, 'end_at', ${iso("c.after->>'end_at'")}, 'hall', ${hall('a')}) AS after
     FROM live_pick_changes c
     LEFT JOIN areas b ON b.id = (c.before->>'area_id')::int
     LEFT JOIN areas a ON a.id = (c.after->>'area_id')::int
     WHERE c.user_id = $1 ORDER BY c.changed_at, c.meeting_id`,
    [userId, lang],
  )
}

export async function markSeen(db: Db, userId: number, ids: number[]): Promise<void> {
  await db.query('DELETE FROM live_pick_changes WHERE user_id = $1 AND meeting_id = ANY($2::int[])', [userId, ids])
}
