import { EVENT_ID } from '../../kernel/constants'
import type { Profile, User, UserEventView } from '../../kernel/contract/account'
import type { Db } from '../db/types'

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
  const [row] = await db.query<UserEventView>('SELECT member_role, qr_code FROM user_event_views WHERE user_id = $1 AND event_id = $2', [
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
