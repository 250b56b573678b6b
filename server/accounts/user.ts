import { EVENT_ID } from '../../kernel/constants'
import { type Profile, type User, type UserEventView, accountEndpoints } from '../../kernel/contract/account'
import type { PersonRead } from '../auth/sessions'
import { type AccountDeps, ok, requireUser } from './context'
import type { RouteTable } from './routes'
import { PROFILE_COLUMNS } from './users'

/** The contract's paths end with '/'; the same paths without it work too. */
const withAndWithoutSlash = (path: string) => [path, path.replace(/\/$/, '')]

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
      v.member_role, v.qr_code`,
    joins: `JOIN users u ON u.id = s.user_id
      LEFT JOIN user_event_views v ON v.user_id = s.user_id AND v.event_id = ${EVENT_ID}`,
  },
  value: (row) => {
    const r = row as unknown as PersonColumns
    return {
      user: { id: r.user_id, email: r.email ?? '', email_verified_at: r.email_verified_at, vk_user_id: r.vk_user_id, profile: r.profile ?? null },
      // Both columns are NOT NULL: null here means no row (the LEFT JOIN found none).
      eventView: r.member_role === null || r.qr_code === null ? null : { member_role: r.member_role, qr_code: r.qr_code },
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
}

export function userRoutes(routes: RouteTable, deps: AccountDeps) {
  for (const path of withAndWithoutSlash(accountEndpoints.me.path)) {
    routes.add('GET', path, async (c) => {
      const { data } = await requireUser(deps, c, PERSON)
      return ok(c, data.user)
    })
  }
  for (const path of withAndWithoutSlash(accountEndpoints.eventView.path)) {
    routes.add('GET', path, async (c) => {
      const { data } = await requireUser(deps, c, PERSON)
      return ok(c, data.eventView)
    })
  }
}
