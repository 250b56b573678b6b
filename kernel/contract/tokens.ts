/**
 * API tokens (docs/api-tokens.md): an admin makes one in the desk for a tool (a CRM, a bot, badge
 * printing), with a name, the scopes it may use and an expiry. The secret is shown once; the
 * server keeps only its SHA-256. A token is checked against the database on every call, so a
 * revoked one is refused at once on every process; every call made with one is in the audit log
 * under its name. ORGANIZER_TOKEN still works, as a token with every scope.
 */
import { type Infer, array, enums, nullable, object, refine, size, string, type } from 'superstruct'
import { trimmed } from './account-fields'
import { Id, IsoDate, IsoDateTime } from './common'
import { ADMIN } from './desk'

export const TOKEN_SCOPES = ['people:read', 'content:write', 'import', 'announce', 'checkin', 'questions:export', 'webhooks'] as const
export type TokenScope = (typeof TOKEN_SCOPES)[number]
/** The secret's form: a prefix that says what it is (for secret scanners), then 43 base64url characters. */
export const TOKEN_PREFIX = 'fst_'
export const TOKEN_NAME_MAX_LENGTH = 80
/** The longest a token may live: a year; the desk offers shorter. */
export const TOKEN_MAX_DAYS = 366

export const ApiToken = type({
  id: Id,
  name: string(),
  scopes: array(enums(TOKEN_SCOPES)),
  /** The first characters of the secret, to tell tokens apart; never enough to use. */
  hint: string(),
  created_at: IsoDateTime,
  created_by: nullable(string()),
  expires_at: IsoDateTime,
  last_used_at: nullable(IsoDateTime),
  revoked_at: nullable(IsoDateTime),
})
export type ApiToken = Infer<typeof ApiToken>

export const CreateTokenBody = object({
  name: refine(trimmed(string()), 'TokenName', (v) => (v.length >= 1 && v.length <= TOKEN_NAME_MAX_LENGTH) || `1 to ${TOKEN_NAME_MAX_LENGTH} characters`),
  scopes: size(array(enums(TOKEN_SCOPES)), 1, TOKEN_SCOPES.length),
  /** The last day the token works (venue time is not involved: it ends at the end of that day, UTC). */
  expires_on: IsoDate,
})
export type CreateTokenBody = Infer<typeof CreateTokenBody>

/** The answer to a new token: the only time its secret is shown. */
export const CreatedToken = type({ token: ApiToken, secret: string() })
export type CreatedToken = Infer<typeof CreatedToken>

export const tokenEndpoints = {
  list: { method: 'GET', path: '/api/desk/tokens', roles: ADMIN, body: null, response: array(ApiToken) },
  create: { method: 'POST', path: '/api/desk/tokens', roles: ADMIN, body: CreateTokenBody, response: CreatedToken },
  /** Refused from the next call on, on every process. */
  revoke: { method: 'POST', path: '/api/desk/tokens/:id/revoke', roles: ADMIN, body: null, response: ApiToken },
} as const
