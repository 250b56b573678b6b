/**
 * The desk's writes to a person's ticket and role. The ticket's code is replaced in
 * `user_event_views`, the one place the door reads online and makes the scanners' offline data
 * from, so the old code stops working on both paths (migration 021). Each write touches the
 * row, so the auth cache's feed drops what a process remembered of the person.
 */
import { randomBytes } from 'node:crypto'
import { EVENT_ID } from '../../kernel/constants'
import type { PeopleRole } from '../../kernel/contract/desk-people'
import type { Db } from '../db/types'

const iso = (v: Date | null) => (v ? v.toISOString() : null)

/** 18 random bytes, like a first ticket: nothing derived from the person or the old code. */
export const newTicketCode = () => randomBytes(18).toString('base64url')

/** A new code for the person's ticket; null: not registered for the event. */
export async function reissueTicket(db: Db, userId: number, now: number): Promise<{ issues: number; reissued_at: string | null } | null> {
  const [row] = await db.query<{ issues: number; reissued_at: Date | null }>(
    `UPDATE user_event_views SET qr_code = $3, ticket_issues = ticket_issues + 1, ticket_reissued_at = $4
      WHERE user_id = $1 AND event_id = $2 RETURNING ticket_issues AS issues, ticket_reissued_at AS reissued_at`,
    [userId, EVENT_ID, newTicketCode(), new Date(now)],
  )
  return row ? { issues: row.issues, reissued_at: iso(row.reissued_at) } : null
}

/** The person's role at the event; null: not registered. */
export async function setMemberRole(db: Db, userId: number, role: PeopleRole): Promise<{ role: string; before: string } | null> {
  const [row] = await db.query<{ role: string; before: string }>(
    `UPDATE user_event_views v SET member_role = $3 FROM (SELECT member_role FROM user_event_views WHERE user_id = $1 AND event_id = $2 FOR UPDATE) old
      WHERE v.user_id = $1 AND v.event_id = $2 RETURNING v.member_role AS role, old.member_role AS before`,
    [userId, EVENT_ID, role],
  )
  return row ?? null
}

export type LinkOutcome = 'linked' | 'no_account' | 'no_speaker' | 'taken'

/** Links the account to a speaker of the program (their sessions show in the cabinet), or unlinks it with null. */
export async function linkSpeaker(db: Db, userId: number, speakerId: number | null): Promise<LinkOutcome> {
  if (speakerId !== null) {
    const [speaker] = await db.query('SELECT id FROM speakers WHERE id = $1', [speakerId])
    if (!speaker) return 'no_speaker'
    const [other] = await db.query('SELECT id FROM users WHERE speaker_id = $1 AND id <> $2', [speakerId, userId])
    if (other) return 'taken'
  }
  const rows = await db.query('UPDATE users SET speaker_id = $2 WHERE id = $1 RETURNING id', [userId, speakerId])
  return rows.length > 0 ? 'linked' : 'no_account'
}

/** What a ticket mail needs: the address, the language the person reads, the name and the days. */
export interface TicketMailFacts {
  email: string
  name: string | null
  days: string[] | null
  role: string
  lang: 'ru' | 'en'
}

export async function ticketMailFacts(db: Db, userId: number): Promise<TicketMailFacts | null> {
  const [row] = await db.query<TicketMailFacts>(
    `SELECT u.email, nullif(btrim(concat_ws(' ', p.firstname, p.lastname)), '') AS name, v.days::text[] AS days, v.member_role AS role,
            coalesce((SELECT lang FROM change_mail_settings WHERE user_id = v.user_id), (SELECT lang FROM reminder_settings WHERE user_id = v.user_id), 'ru') AS lang
       FROM user_event_views v JOIN users u ON u.id = v.user_id LEFT JOIN profiles p ON p.user_id = v.user_id
      WHERE v.user_id = $1 AND v.event_id = $2 AND u.email IS NOT NULL`,
    [userId, EVENT_ID],
  )
  return row ? { ...row, days: row.days && row.days.length > 0 ? row.days : null } : null
}

/** Gives a door or hall role with today's assignment, or takes it back; the person's door and hall roles after it (null: no account). */
export async function setStaffDuty(db: Db, userId: number, duty: { role: 'door' | 'hall'; granted: boolean; assignment?: string | null }): Promise<Array<{ role: string; assignment: string | null }> | null> {
  const [user] = await db.query('SELECT id FROM users WHERE id = $1', [userId])
  if (!user) return null
  if (duty.granted) {
    await db.query(
      `INSERT INTO staff (user_id, role, assignment) VALUES ($1, $2, $3) ON CONFLICT (user_id, role) DO UPDATE SET assignment = EXCLUDED.assignment`,
      [userId, duty.role, duty.assignment ?? null],
    )
  } else await db.query('DELETE FROM staff WHERE user_id = $1 AND role = $2', [userId, duty.role])
  return db.query<{ role: string; assignment: string | null }>("SELECT role, assignment FROM staff WHERE user_id = $1 AND role IN ('door', 'hall') ORDER BY role", [userId])
}
