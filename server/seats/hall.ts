/** The hall steward's reads: a ticket's place at a session, and the places the scanner keeps offline. */
import { EVENT_ID } from '../../kernel/constants'
import type { HallSeatVerdict } from '../../kernel/contract/seats'
import type { Db } from '../db/types'
import { placeOf } from './store'

/**
 * What the ticket holds at the session: a seat (claimed now: the release after the start spares
 * it), a place in line, or nothing. An unknown code is "no seat" too.
 */
export async function hallSeatCheck(db: Db, meetingId: number, code: string, now: number): Promise<HallSeatVerdict> {
  const [ticket] = await db.query<{ user_id: number; name: string | null }>(
    `SELECT v.user_id, nullif(btrim(concat_ws(' ', p.firstname, p.lastname)), '') AS name
       FROM user_event_views v LEFT JOIN profiles p ON p.user_id = v.user_id WHERE v.qr_code = $1 AND v.event_id = $2`,
    [code, EVENT_ID],
  )
  if (!ticket) return { verdict: 'none', place: null, name: null }
  const seat = await placeOf(db, meetingId, ticket.user_id)
  if (seat?.state === 'seated') {
    await db.query('UPDATE seat_places SET checked_in_at = coalesce(checked_in_at, $3) WHERE meeting_id = $1 AND user_id = $2', [meetingId, ticket.user_id, new Date(now)])
    return { verdict: 'seated', place: null, name: ticket.name }
  }
  // An offer not yet accepted is a place at the head of the line.
  if (seat) return { verdict: 'waiting', place: seat.place ?? 0, name: ticket.name }
  return { verdict: 'none', place: null, name: ticket.name }
}

/** Today's sessions that take sign-ups: seat holders' and the line's ticket codes, the line in order. */
export async function hallSeatLists(db: Db, day: string, lang: 'ru' | 'en'): Promise<Array<{ meeting_id: number; title: string; start_at: string; seated: string[]; waiting: string[] }>> {
  const rows = await db.query<{ meeting_id: number; title: string; start_at: Date; seated: string[] | null; waiting: string[] | null }>(
    `SELECT p.meeting_id, coalesce(m.translations -> $3 ->> 'title', m.translations -> 'ru' ->> 'title', '#' || m.id) AS title, m.start_at,
            array_agg(v.qr_code ORDER BY p.line) FILTER (WHERE p.state = 'seated') AS seated,
            array_agg(v.qr_code ORDER BY p.line) FILTER (WHERE p.state <> 'seated') AS waiting
       FROM seat_places p JOIN meetings m ON m.id = p.meeting_id
       JOIN user_event_views v ON v.user_id = p.user_id AND v.event_id = m.event_id
      WHERE m.event_id = $1 AND m.date = $2::date GROUP BY p.meeting_id, m.id ORDER BY m.start_at, p.meeting_id`,
    [EVENT_ID, day, lang],
  )
  return rows.map((r) => ({ meeting_id: r.meeting_id, title: r.title.replaceAll('\u00AD', ''), start_at: new Date(r.start_at).toISOString(), seated: r.seated ?? [], waiting: r.waiting ?? [] }))
}
