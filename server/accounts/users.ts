import { EVENT_ID } from '../../kernel/constants'
import type { Profile, User, UserEventView } from '../../kernel/contract/account'
import type { PersonRead } from '../auth/sessions'
import type { Db } from '../db/types'
import { TICKET_DAYS_SQL } from './cabinet-store'

export interface UserRow {
  id: number
  email: string | null
  password_hash: string | null
  verified: boolean
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(
    'SELECT id, email, password_hash, email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1',
    [email],
  )
  return row ?? null
}

export const PROFILE_COLUMNS = `p.id, p.phone, p.sex, p.birthdate::text AS birthdate, p.firstname, p.lastname, p.surname,
  p.firstname_en, p.lastname_en, p.userpic, p.organization, p.organization_type, p.industry_id, p.position,
  p.region, p.city, p.education, p.bio`

/** §3 User with its profile (null until filled in). A VK account without an email shows ''. */
export async function loadUser(db: Db, id: number): Promise<User | null> {
  const [u] = await db.query<{ id: number; email: string | null; email_verified_at: string | null; vk_user_id: string | null }>(
    `SELECT id, email, vk_user_id,
       to_char(email_verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS email_verified_at
     FROM users WHERE id = $1`,
    [id],
  )
  if (!u) return null
  const [profile] = await db.query<Profile>(`SELECT ${PROFILE_COLUMNS} FROM profiles p WHERE p.user_id = $1`, [id])
  return { id: u.id, email: u.email ?? '', email_verified_at: u.email_verified_at, vk_user_id: u.vk_user_id, profile: profile ?? null }
}

/** §3 User event view for the fixed event; null before the person registers for it. */
export async function loadEventView(db: Db, userId: number): Promise<UserEventView | null> {
  const [row] = await db.query<UserEventView>(`SELECT member_role, qr_code, ${TICKET_DAYS_SQL} AS days FROM user_event_views WHERE user_id = $1 AND event_id = $2`, [
    userId,
    EVENT_ID,
  ])
  return row ?? null
}

/** The speaker an account speaks as (users.speaker_id): their sessions and files. */
export async function speakerOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.query<{ speaker_id: number | null }>('SELECT speaker_id FROM users WHERE id = $1', [userId])
  return row?.speaker_id ?? null
}

/**
 * A registration: a new unconfirmed user, or a new password for the unconfirmed one with this
 * email; null when the email belongs to a confirmed user.
 */
export async function registerUser(db: Db, email: string, passwordHash: string): Promise<number | null> {
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash WHERE users.email_verified_at IS NULL
     RETURNING id`,
    [email, passwordHash],
  )
  return user?.id ?? null
}

/** Confirms the email (the first confirmation's time is kept) and sets the password, when one is given. */
export async function confirmEmail(db: Db, userId: number, at: Date, passwordHash: string | null): Promise<void> {
  await db.query(
    'UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2), password_hash = COALESCE($3, password_hash) WHERE id = $1',
    [userId, at, passwordHash],
  )
}

/** A new password; it also confirms an unconfirmed email (the link that allowed it proves the mailbox). */
export async function setPassword(db: Db, userId: number, passwordHash: string, at: Date): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, $3) WHERE id = $1', [userId, passwordHash, at])
}

/** The account's address and password hash, for checks of a new or the current password. */
export async function findCredentials(db: Db, userId: number): Promise<{ email: string; password_hash: string | null } | null> {
  const [user] = await db.query<{ email: string; password_hash: string | null }>('SELECT email, password_hash FROM users WHERE id = $1', [userId])
  return user ?? null
}

/** A new password chosen in the cabinet (the address is confirmed already). */
export async function replacePassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash])
}

/**
 * What the cabinet's calls read about their person, in one statement with the session when the
 * process's cache (server/auth/auth-cache.ts) does not have it: the §3 User with its profile (one
 * JSON object, null until filled in; a VK account without an email shows ''), the §3 User event
 * view for the fixed event (null before the person registers) and the speaker the account speaks
 * as (users.speaker_id). One read for the three, so a person's first call fills the cache for
 * the others. Cached values are shared between requests: never change them.
 */
export interface Person {
  user: User
  eventView: UserEventView | null
  speakerId: number | null
}

export const PERSON: PersonRead<Person> = {
  name: 'person',
  join: {
    columns: `u.email, u.vk_user_id, u.speaker_id,
      to_char(u.email_verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS email_verified_at,
      (SELECT row_to_json(x) FROM (SELECT ${PROFILE_COLUMNS} FROM profiles p WHERE p.user_id = s.user_id) x) AS profile,
      v.member_role, v.qr_code, ${TICKET_DAYS_SQL.replaceAll('days', 'v.days')} AS ticket_days`,
    joins: `JOIN users u ON u.id = s.user_id
      LEFT JOIN user_event_views v ON v.user_id = s.user_id AND v.event_id = ${EVENT_ID}`,
  },
  value: (row) => {
    const r = row as unknown as PersonColumns
    return {
      user: { id: r.user_id, email: r.email ?? '', email_verified_at: r.email_verified_at, vk_user_id: r.vk_user_id, profile: r.profile ?? null },
      // Both columns are NOT NULL: null here means no row (the LEFT JOIN found none).
      eventView: r.member_role === null || r.qr_code === null ? null : { member_role: r.member_role, qr_code: r.qr_code, days: r.ticket_days },
      speakerId: r.speaker_id,
    }
  },
}
interface PersonColumns {
  user_id: number
  email: string | null
  vk_user_id: string | null
  speaker_id: number | null
  email_verified_at: string | null
  profile: Profile | null
  member_role: string | null
  qr_code: string | null
  ticket_days: string[] | null
}
