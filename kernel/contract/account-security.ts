import { type Infer, array, boolean, nullable, object, pattern, size, string, type } from 'superstruct'
import { PASSWORD_MAX_LENGTH } from '../constants'
import { Password, passwordsMatch } from './account-fields'
import { IsoDateTime } from './common'

/**
 * A person looks after their own account from the cabinet: a new password given the current one,
 * and the list of their sessions (where they are logged in), each of which they may end.
 */

export const ChangePasswordBody = object({
  current_password: size(string(), 1, PASSWORD_MAX_LENGTH),
  password: Password,
  password_confirmation: string(),
})
export type ChangePasswordBody = Infer<typeof ChangePasswordBody>

/** One live session: the device it was started on (its browser's User-Agent), when, and when last used. */
export const SessionInfo = type({
  id: string(),
  device: nullable(string()),
  started_at: IsoDateTime,
  last_used_at: IsoDateTime,
  /** The session of the request itself. */
  current: boolean(),
})
export type SessionInfo = Infer<typeof SessionInfo>

export const EndSessionBody = object({ id: pattern(size(string(), 36, 36), /^[0-9a-f-]{36}$/) })
export type EndSessionBody = Infer<typeof EndSessionBody>

export const SessionList = type({ sessions: array(SessionInfo) })
export type SessionList = Infer<typeof SessionList>

/** Spread into accountEndpoints (account.ts). */
export const accountSecurityEndpoints = {
  /** The current password and a new one: the other sessions end, the feed and unsubscribe links are renewed. */
  changePassword: { method: 'POST', path: '/api/user/password', auth: true, body: passwordsMatch(ChangePasswordBody), response: type({ message: string() }) },
  /** The person's live sessions, most recently used first. */
  sessions: { method: 'GET', path: '/api/user/sessions', auth: true, body: null, response: SessionList },
  /** Ends one of them (the current one too: that is a logout); answers the list left. */
  endSession: { method: 'POST', path: '/api/user/sessions/end', auth: true, body: EndSessionBody, response: SessionList },
  /** Ends every session but the current one; answers the list left. */
  endOtherSessions: { method: 'POST', path: '/api/user/sessions/end-others', auth: true, body: null, response: SessionList },
} as const
