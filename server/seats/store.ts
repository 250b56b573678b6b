/**
 * The seats' reads (migration 020): the capacity in force for a session, its figures, a person's
 * places. The writes that must be atomic are in rules.ts; every handler calls these and writes no SQL.
 */
import { EVENT_ID } from '../../kernel/constants'
import type { MySeat, SeatCounts } from '../../kernel/contract/seats'
import { seatLabel } from '../../kernel/seats'
import type { Db } from '../db/types'

export interface SessionRules {
  meeting_id: number
  event_id: number
  start_at: Date
  end_at: Date
  withdrawn: boolean
  /** The capacity in force; null: the session takes no sign-ups (open entry). */
  capacity: number | null
  /** The desk's own number, when it set one. */
  own_capacity: number | null
  closed: boolean
  release_to: 'line' | 'walk_in' | null
  released_at: Date | null
  taken: number
  waiting: number
}

/** The desk's number, the import's field, the format's, the hall's when the organizer says so. */
const CAPACITY = `coalesce(s.capacity, m.seats, f.capacity, CASE WHEN s.use_hall THEN coalesce(h.capacity, a.capacity) END)`

const RULES = `
  SELECT m.id AS meeting_id, m.event_id, m.start_at, m.end_at, m.withdrawn_at IS NOT NULL AS withdrawn,
         ${CAPACITY} AS capacity, s.capacity AS own_capacity, coalesce(s.closed, false) AS closed,
         s.release_to, s.released_at,
         (SELECT count(*)::int FROM seat_places p WHERE p.meeting_id = m.id AND p.state <> 'waiting') AS taken,
         (SELECT count(*)::int FROM seat_places p WHERE p.meeting_id = m.id AND p.state = 'waiting') AS waiting
    FROM meetings m
    LEFT JOIN seat_sessions s ON s.meeting_id = m.id
    LEFT JOIN seat_formats f ON f.area_event_type_id = m.area_event_type_id
    LEFT JOIN areas a ON a.id = m.area_id
    LEFT JOIN hall_counts h ON h.area_id = m.area_id`

export async function sessionRules(db: Db, meetingId: number): Promise<SessionRules | null> {
  const [row] = await db.query<SessionRules>(`${RULES} WHERE m.id = $1`, [meetingId])
  return row ?? null
}

/** Sign-up is over: the organizer closed it, the session was withdrawn or has ended. */
export const signUpClosed = (r: SessionRules, now: number) => r.closed || r.withdrawn || new Date(r.end_at).getTime() <= now

export function countsOf(r: SessionRules & { capacity: number }, now: number): SeatCounts {
  const closed = signUpClosed(r, now)
  return { meeting_id: r.meeting_id, capacity: r.capacity, taken: r.taken, waiting: r.waiting, closed, label: seatLabel({ capacity: r.capacity, taken: r.taken, closed }) }
}

/** Every session of the event that takes sign-ups, with its figures. */
export async function allCounts(db: Db, now: number): Promise<SeatCounts[]> {
  const rows = await db.query<SessionRules & { capacity: number }>(`SELECT * FROM (${RULES} WHERE m.event_id = $1) r WHERE r.capacity IS NOT NULL ORDER BY r.meeting_id`, [EVENT_ID])
  return rows.map((r) => countsOf(r, now))
}

/** Whether the session takes sign-ups (a capacity is in force). */
export async function takesSeats(db: Db, meetingId: number): Promise<boolean> {
  const r = await sessionRules(db, meetingId)
  return r !== null && r.capacity !== null
}

interface PlaceRow {
  meeting_id: number
  state: MySeat['state']
  place: number | null
  offer_expires_at: Date | null
}

const PLACES = `
  SELECT p.meeting_id, p.state, p.offer_expires_at,
         CASE WHEN p.state = 'waiting' THEN (SELECT count(*)::int FROM seat_places q
           WHERE q.meeting_id = p.meeting_id AND q.state = 'waiting' AND q.line <= p.line) END AS place
    FROM seat_places p`

const mySeat = (r: PlaceRow): MySeat => ({
  meeting_id: r.meeting_id,
  state: r.state,
  place: r.place,
  offer_expires_at: r.offer_expires_at ? new Date(r.offer_expires_at).toISOString() : null,
})

export async function placeOf(db: Db, meetingId: number, userId: number): Promise<MySeat | null> {
  const [row] = await db.query<PlaceRow>(`${PLACES} WHERE p.meeting_id = $1 AND p.user_id = $2`, [meetingId, userId])
  return row ? mySeat(row) : null
}

export async function placesOf(db: Db, userId: number): Promise<MySeat[]> {
  return (await db.query<PlaceRow>(`${PLACES} WHERE p.user_id = $1 ORDER BY p.meeting_id`, [userId])).map(mySeat)
}

/** Whether the person registered for the event on the session's day (no days: every day). */
export async function registeredFor(db: Db, userId: number, day: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM user_event_views WHERE user_id = $1 AND event_id = $2 AND (days IS NULL OR cardinality(days) = 0 OR $3::date = ANY(days))`,
    [userId, EVENT_ID, day],
  )
  return rows.length > 0
}
