/**
 * The organizer's writes (the desk): a session's capacity, closing sign-up, the release rule,
 * a place forced for a person, a format's capacity; and the release of unclaimed seats after
 * the start. Each in the session's lock, like the visitors' (rules.ts).
 */
import { SEAT_RELEASE_AFTER_START_MINUTES } from '../../kernel/constants'
import type { Db } from '../db/types'
import { notifyCounts, promote } from './offer'
import { type SeatOutcome, lockSession } from './rules'
import { countsOf, placeOf, sessionRules } from './store'

export interface SessionSettings {
  /** A number; null: no number of the desk's own (the import's, the format's or none). */
  capacity?: number | null
  use_hall?: boolean
  closed?: boolean
  release_to?: 'line' | 'walk_in' | null
}

export type SettingsOutcome = { ok: true } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'below_taken'; taken: number }

/** Changes a session's rules; fewer seats than are held is refused with the count. More seats go to the line. */
export function updateSession(db: Db, meetingId: number, s: SessionSettings, now: number): Promise<SettingsOutcome> {
  return db.transaction<SettingsOutcome>(async (tx) => {
    const before = await lockSession(tx, meetingId)
    if (!before) return { ok: false, reason: 'not_found' }
    if (s.capacity !== undefined && s.capacity !== null && s.capacity < before.taken) return { ok: false, reason: 'below_taken', taken: before.taken }
    await tx.query(
      `UPDATE seat_sessions SET
         capacity = CASE WHEN $2 THEN $3::int ELSE capacity END,
         use_hall = coalesce($4, use_hall), closed = coalesce($5, closed),
         release_to = CASE WHEN $6 THEN $7::text ELSE release_to END
       WHERE meeting_id = $1`,
      [meetingId, s.capacity !== undefined, s.capacity ?? null, s.use_hall ?? null, s.closed ?? null, s.release_to !== undefined, s.release_to ?? null],
    )
    const after = (await sessionRules(tx, meetingId))!
    // Only a new number is held to the seats taken: forced places may exceed it, and closing is always allowed.
    const numberChanged = s.capacity !== undefined || s.use_hall !== undefined
    if (numberChanged && after.capacity !== null && after.capacity < after.taken) throw Object.assign(new Error('below taken'), { belowTaken: after.taken })
    await promote(tx, after, now)
    await notifyCounts(tx, meetingId, now)
    return { ok: true }
  }).catch((err: unknown) => {
    const taken = (err as { belowTaken?: number }).belowTaken
    if (taken !== undefined) return { ok: false as const, reason: 'below_taken' as const, taken }
    throw err
  })
}

/** A seat for the person whatever the count (the organizer's decision; the audit log records it). */
export function forcePlace(db: Db, userId: number, meetingId: number, now: number): Promise<SeatOutcome> {
  return db.transaction(async (tx) => {
    const rules = await lockSession(tx, meetingId)
    if (!rules) return { ok: false, reason: 'not_found' }
    if (rules.capacity === null) return { ok: false, reason: 'no_seats' }
    await tx.query(
      `INSERT INTO seat_places (meeting_id, user_id, state, forced) VALUES ($1, $2, 'seated', true)
       ON CONFLICT (meeting_id, user_id) DO UPDATE SET state = 'seated', forced = true, offer_expires_at = NULL`,
      [meetingId, userId],
    )
    await tx.query(`INSERT INTO user_participations (user_id, meeting_id, type) VALUES ($1, $2, 'participant') ON CONFLICT DO NOTHING`, [userId, meetingId])
    const after = (await sessionRules(tx, meetingId))!
    await notifyCounts(tx, meetingId, now)
    return { ok: true, seat: await placeOf(tx, meetingId, userId), counts: countsOf({ ...after, capacity: after.capacity ?? 0 }, now) }
  })
}

export async function setFormatCapacity(db: Db, formatId: number, capacity: number | null): Promise<boolean> {
  const [format] = await db.query('SELECT id FROM area_event_types WHERE id = $1', [formatId])
  if (!format) return false
  if (capacity === null) await db.query('DELETE FROM seat_formats WHERE area_event_type_id = $1', [formatId])
  else await db.query('INSERT INTO seat_formats (area_event_type_id, capacity) VALUES ($1, $2) ON CONFLICT (area_event_type_id) DO UPDATE SET capacity = EXCLUDED.capacity', [formatId, capacity])
  return true
}

/**
 * SEAT_RELEASE_AFTER_START_MINUTES after the start, the seats nobody claimed at the hall's door
 * go (sessions with a release rule, once each): to the line as offers, or to walk-ins.
 */
export async function releaseUnclaimed(db: Db, now: number): Promise<number[]> {
  const due = await db.query<{ meeting_id: number }>(
    `SELECT s.meeting_id FROM seat_sessions s JOIN meetings m ON m.id = s.meeting_id
      WHERE s.release_to IS NOT NULL AND s.released_at IS NULL AND m.start_at + $2 * interval '1 minute' <= $1 AND m.end_at > $1`,
    [new Date(now), SEAT_RELEASE_AFTER_START_MINUTES],
  )
  for (const { meeting_id } of due) {
    await db.transaction(async (tx) => {
      await lockSession(tx, meeting_id)
      const gone = await tx.query<{ user_id: number }>(
        `DELETE FROM seat_places WHERE meeting_id = $1 AND state IN ('seated', 'offered') AND checked_in_at IS NULL AND NOT forced RETURNING user_id`,
        [meeting_id],
      )
      if (gone.length > 0) await tx.query('DELETE FROM user_participations WHERE meeting_id = $1 AND user_id = ANY($2::int[])', [meeting_id, gone.map((g) => g.user_id)])
      await tx.query('UPDATE seat_sessions SET released_at = $2 WHERE meeting_id = $1', [meeting_id, new Date(now)])
      await promote(tx, (await sessionRules(tx, meeting_id))!, now)
      await notifyCounts(tx, meeting_id, now)
    })
  }
  return due.map((d) => d.meeting_id)
}
