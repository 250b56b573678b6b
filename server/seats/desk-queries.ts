import { EVENT_ID } from '../../kernel/constants'
import type { DeskSeatPerson, DeskSeatSession } from '../../kernel/contract/desk-seats'
import type { Db } from '../db/types'

const iso = (v: Date | null) => (v ? new Date(v).toISOString() : null)

/** Every session of the event that takes sign-ups, with its figures for the organizer. */
export async function deskSeatSessions(db: Db): Promise<DeskSeatSession[]> {
  const rows = await db.query<DeskSeatSession & { start_at: Date; capacity: number | null }>(
    `SELECT * FROM (
       SELECT m.id AS meeting_id, coalesce(m.translations -> 'ru' ->> 'title', '#' || m.id) AS title, m.start_at,
              coalesce(s.capacity, m.seats, f.capacity, CASE WHEN s.use_hall THEN coalesce(h.capacity, a.capacity) END) AS capacity,
              (SELECT count(*)::int FROM seat_places p WHERE p.meeting_id = m.id AND p.state = 'seated') AS seated,
              (SELECT count(*)::int FROM seat_places p WHERE p.meeting_id = m.id AND p.state = 'offered') AS offered,
              (SELECT count(*)::int FROM seat_places p WHERE p.meeting_id = m.id AND p.state = 'waiting') AS waiting,
              (SELECT count(*)::int FROM seat_places p WHERE p.meeting_id = m.id AND p.checked_in_at IS NOT NULL) AS checked_in,
              coalesce(s.closed, false) AS closed, coalesce(s.use_hall, false) AS use_hall, s.release_to
         FROM meetings m
         LEFT JOIN seat_sessions s ON s.meeting_id = m.id
         LEFT JOIN seat_formats f ON f.area_event_type_id = m.area_event_type_id
         LEFT JOIN areas a ON a.id = m.area_id
         LEFT JOIN hall_counts h ON h.area_id = m.area_id
        WHERE m.event_id = $1 AND m.withdrawn_at IS NULL) r
      WHERE r.capacity IS NOT NULL ORDER BY r.start_at, r.meeting_id`,
    [EVENT_ID],
  )
  return rows.map((r) => ({ ...r, title: r.title.replaceAll('\u00AD', ''), start_at: new Date(r.start_at).toISOString(), capacity: r.capacity ?? 0 }))
}

/** The people of one session: seats first, then offers and the line in its order. */
export async function deskSeatPeople(db: Db, meetingId: number): Promise<DeskSeatPerson[]> {
  const rows = await db.query<Omit<DeskSeatPerson, 'offer_expires_at' | 'checked_in_at'> & { offer_expires_at: Date | null; checked_in_at: Date | null }>(
    `SELECT p.user_id, nullif(btrim(concat_ws(' ', pr.firstname, pr.lastname)), '') AS name, u.email, p.state, p.forced, p.offer_expires_at, p.checked_in_at,
            CASE WHEN p.state = 'waiting' THEN (SELECT count(*)::int FROM seat_places q WHERE q.meeting_id = p.meeting_id AND q.state = 'waiting' AND q.line <= p.line) END AS place
       FROM seat_places p JOIN users u ON u.id = p.user_id LEFT JOIN profiles pr ON pr.user_id = p.user_id
      WHERE p.meeting_id = $1
      ORDER BY CASE p.state WHEN 'seated' THEN 0 WHEN 'offered' THEN 1 ELSE 2 END, p.line`,
    [meetingId],
  )
  return rows.map((r) => ({ ...r, offer_expires_at: iso(r.offer_expires_at), checked_in_at: iso(r.checked_in_at) }))
}

export async function userByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email.trim().toLowerCase()])
  return row?.id ?? null
}

/** The people as CSV (a spreadsheet opens it): one row each, the line's place for those waiting. */
export function seatPeopleCsv(people: DeskSeatPerson[]): string {
  const cell = (v: string | number | boolean | null) => {
    const s = v === null ? '' : String(v)
    // A leading =, +, - or @ would be a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(s) ? `'${s}` : s
    return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  const head = ['name', 'email', 'state', 'place', 'forced', 'offer_expires_at', 'checked_in_at']
  const lines = people.map((p) => [p.name, p.email, p.state, p.place, p.forced, p.offer_expires_at, p.checked_in_at].map(cell).join(','))
  return `\uFEFF${[head.join(','), ...lines].join('\r\n')}\r\n`
}
