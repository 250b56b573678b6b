import { EVENT_ID } from '../../kernel/constants'
import { type Profile, type User, type UserEventView, accountEndpoints } from '../../kernel/contract/account'
import type { SessionJoin } from '../auth/sessions'
import { type AccountDeps, ok, requireUser } from './context'
import type { RouteTable } from './routes'
import { PROFILE_COLUMNS } from './users'

/** The contract's paths end with '/'; the same paths without it work too. */
const withAndWithoutSlash = (path: string) => [path, path.replace(/\/$/, '')]

/**
 * §3 User read with the session (one statement per call, loadUser's columns): the profile as one
 * JSON object, null until filled in. A VK account without an email shows ''.
 */
const USER_JOIN: SessionJoin = {
  columns: `u.email, u.vk_user_id,
    to_char(u.email_verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS email_verified_at,
    (SELECT row_to_json(x) FROM (SELECT ${PROFILE_COLUMNS} FROM profiles p WHERE p.user_id = s.user_id) x) AS profile`,
  joins: 'JOIN users u ON u.id = s.user_id',
}
type UserColumns = { email: string | null; vk_user_id: string | null; email_verified_at: string | null; profile: Profile | null }

/** §3 User event view for the fixed event, read with the session; null before the person registers. */
const EVENT_VIEW_JOIN: SessionJoin = {
  columns: 'v.member_role, v.qr_code',
  joins: `LEFT JOIN user_event_views v ON v.user_id = s.user_id AND v.event_id = ${EVENT_ID}`,
}
type EventViewColumns = { member_role: string | null; qr_code: string | null }

/** The speaker an account speaks as (users.speaker_id), read with the session. */
export const SPEAKER_JOIN: SessionJoin = { columns: 'u.speaker_id', joins: 'JOIN users u ON u.id = s.user_id' }
export type SpeakerColumns = { speaker_id: number | null }

export function userRoutes(routes: RouteTable, deps: AccountDeps) {
  for (const path of withAndWithoutSlash(accountEndpoints.me.path)) {
    routes.add('GET', path, async (c) => {
      const { userId, row } = await requireUser<UserColumns>(deps, c, USER_JOIN)
      const user: User = { id: userId, email: row.email ?? '', email_verified_at: row.email_verified_at, vk_user_id: row.vk_user_id, profile: row.profile ?? null }
      return ok(c, user)
    })
  }
  for (const path of withAndWithoutSlash(accountEndpoints.eventView.path)) {
    routes.add('GET', path, async (c) => {
      const { row } = await requireUser<EventViewColumns>(deps, c, EVENT_VIEW_JOIN)
      // Both columns are NOT NULL: null here means no row (the LEFT JOIN found none).
      const view: UserEventView | null = row.member_role === null || row.qr_code === null ? null : { member_role: row.member_role, qr_code: row.qr_code }
      return ok(c, view)
    })
  }
}
