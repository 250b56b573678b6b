/**
 * The cabinet's reads and writes: the event registration, favorites, participation, a speaker's
 * files, the halls' streams and the userpic's place in the profile.
 */
import { EVENT_ID } from '../../kernel/constants'
import type { EventRegistrationBody, StreamLink, UserEventView } from '../../kernel/contract/account'
import type { MediaFile } from '../../kernel/contract/content'
import type { Db } from '../db/types'

const INT4_MAX = 2_147_483_647

/** The first and last day of the fixed event, or undefined when it does not exist. */
export async function eventDays(db: Db): Promise<{ first_day: string; last_day: string } | undefined> {
  const [event] = await db.query<{ first_day: string; last_day: string }>(
    'SELECT starts_on::text AS first_day, ends_on::text AS last_day FROM events WHERE id = $1',
    [EVENT_ID],
  )
  return event
}

export interface EventViewFields {
  qrCode: string
  purpose: EventRegistrationBody['purpose']
  days: string[]
  notCreativeIndustry: boolean
  consentAt: Date
}

/** The ticket's days as the door judges them (server/staff/store.ts): an empty list is every day, like null. */
export const TICKET_DAYS_SQL = `CASE WHEN cardinality(days) > 0 THEN days::text[] END`

/** Creates the person's view of the fixed event (a visitor with `qrCode`) or updates its answers; role and code stay. */
/** Saves the registration; `inserted` is true when it made the person a member of the event. */
export async function saveEventView(db: Db, userId: number, f: EventViewFields): Promise<UserEventView & { inserted: boolean }> {
  const [row] = await db.query<UserEventView & { inserted: boolean }>(
    `INSERT INTO user_event_views (user_id, event_id, member_role, qr_code, purpose, days, not_creative_industry, consent_at)
     VALUES ($1, $2, 'visitor', $3, $4, $5::date[], $6, $7)
     ON CONFLICT (user_id, event_id) DO UPDATE SET purpose = EXCLUDED.purpose, days = EXCLUDED.days,
       not_creative_industry = EXCLUDED.not_creative_industry, consent_at = EXCLUDED.consent_at
     RETURNING member_role, qr_code, ${TICKET_DAYS_SQL} AS days, (xmax = 0) AS inserted`,
    [userId, EVENT_ID, f.qrCode, f.purpose, f.days, f.notCreativeIndustry, f.consentAt],
  )
  return row!
}

/** The ids among `ids` that are sessions (any event: the archive's too). */
export async function knownMeetings(db: Db, ids: number[]): Promise<Set<number>> {
  const candidates = ids.filter((id) => id <= INT4_MAX)
  if (candidates.length === 0) return new Set()
  const rows = await db.query<{ id: number }>('SELECT id FROM meetings WHERE id = ANY($1::int[])', [candidates])
  return new Set(rows.map((r) => r.id))
}

export async function listFavorites(db: Db, userId: number): Promise<number[]> {
  return (await db.query<{ id: number }>('SELECT meeting_id AS id FROM user_favorites WHERE user_id = $1 ORDER BY meeting_id', [userId])).map((r) => r.id)
}

export async function addFavorites(db: Db, userId: number, ids: number[]): Promise<void> {
  await db.query('INSERT INTO user_favorites (user_id, meeting_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [userId, ids])
}

export async function removeFavorites(db: Db, userId: number, ids: number[]): Promise<void> {
  await db.query('DELETE FROM user_favorites WHERE user_id = $1 AND meeting_id = ANY($2::int[])', [userId, ids])
}

export async function joinMeeting(db: Db, userId: number, meetingId: number): Promise<void> {
  await db.query(`INSERT INTO user_participations (user_id, meeting_id, type) VALUES ($1, $2, 'participant') ON CONFLICT DO NOTHING`, [userId, meetingId])
}

export async function leaveMeeting(db: Db, userId: number, meetingId: number): Promise<void> {
  await db.query('DELETE FROM user_participations WHERE user_id = $1 AND meeting_id = $2', [userId, meetingId])
}

/** A file of the speaker, for a session they still speak at. */
const OWNED = `f.speaker_id = $1 AND EXISTS (
  SELECT 1 FROM meeting_speakers ms WHERE ms.meeting_id = f.meeting_id AND ms.speaker_id = f.speaker_id)`

/** The speaker's files, in their sessions' time order. */
export function listSpeakerFiles(db: Db, speakerId: number, limit: number): Promise<Array<Omit<MediaFile, 'url'>>> {
  return db.query<Omit<MediaFile, 'url'>>(
    `SELECT f.id, f.meeting_id, f.name, f.size, f.mime FROM speaker_files f JOIN meetings m ON m.id = f.meeting_id
     WHERE ${OWNED} ORDER BY m.start_at, f.id LIMIT $2`,
    [speakerId, limit],
  )
}

/** One file of the speaker, or undefined when it is not theirs (or does not exist). */
export async function findSpeakerFile(db: Db, speakerId: number, fileId: number): Promise<{ name: string; mime: string; content: Uint8Array } | undefined> {
  const [file] = await db.query<{ name: string; mime: string; content: Uint8Array }>(
    `SELECT f.name, f.mime, f.content FROM speaker_files f WHERE f.id = $2 AND ${OWNED}`,
    [speakerId, fileId],
  )
  return file
}

/** Active halls of the fixed event with a stream, in the halls' order. */
export function listStreams(db: Db): Promise<StreamLink[]> {
  return db.query<StreamLink>(
    `SELECT id AS area_id, broadcast_url AS stream_url FROM areas
     WHERE event_id = $1 AND is_active AND broadcast_url IS NOT NULL ORDER BY sort, id`,
    [EVENT_ID],
  )
}

/** Points the profile (created if needed) at a new userpic; answers the one it had, locked until the transaction ends. */
export async function replaceUserpic(tx: Db, userId: number, url: string): Promise<string | null> {
  const [row] = await tx.query<{ userpic: string | null }>('SELECT userpic FROM profiles WHERE user_id = $1 FOR UPDATE', [userId])
  await tx.query('INSERT INTO profiles (user_id, userpic) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET userpic = EXCLUDED.userpic', [userId, url])
  return row?.userpic ?? null
}
