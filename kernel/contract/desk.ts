/**
 * The organizer's desk API (docs/desk.md), at DESK_API_PREFIX: every call needs a logged-in person
 * holding one of the endpoint's `roles` (401 without a token, 403 `desk_only` without the role).
 * One source of truth for both sides: the server reads bodies with these structs, the desk's
 * client validates every answer with them. Other parts of the desk add their endpoints to
 * `deskEndpoints` (one line each) or keep their own table built the same way.
 */
import { type Infer, array, enums, integer, nullable, object, optional, string, type, unknown } from 'superstruct'
import { DESK_ROLES, type DeskRole, STAFF_ROLES } from '../constants'
import { Email, trimmed } from './account-fields'
import { Id, IsoDate, IsoDateTime } from './common'

export const DESK_API_PREFIX = '/api/desk'

export const DeskRoleStruct = enums(DESK_ROLES)
export const AnyRole = enums(STAFF_ROLES)

export const DeskMe = type({
  user_id: Id,
  email: nullable(string()),
  name: nullable(string()),
  /** Every role the person holds (door and hall included). */
  roles: array(AnyRole),
})
export type DeskMe = Infer<typeof DeskMe>

/** A person who holds a role, as the roles page lists them. */
export const RoleHolder = type({ user_id: Id, email: nullable(string()), name: nullable(string()), roles: array(AnyRole) })
export type RoleHolder = Infer<typeof RoleHolder>
export const RoleChangeBody = object({ email: trimmed(Email), role: AnyRole })
export type RoleChangeBody = Infer<typeof RoleChangeBody>

/** Who wrote: a person (by account) or a token (ORGANIZER_TOKEN, PROGRAM_IMPORT_KEY) or the CLI. */
export const AUDIT_ACTOR_KINDS = ['person', 'token', 'cli', 'system'] as const
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number]
export const AuditEntry = type({
  id: Id,
  at: IsoDateTime,
  actor_kind: enums(AUDIT_ACTOR_KINDS),
  actor_id: nullable(integer()),
  /** The person's e-mail, the token's name, the command. */
  actor: string(),
  /** The kind of thing written: 'role', 'news', 'meeting', 'announcement', 'import', … */
  entity: string(),
  entity_id: nullable(string()),
  action: string(),
  before: nullable(unknown()),
  after: nullable(unknown()),
  /** The address the request came from (the CLI: 'cli'). */
  origin: string(),
})
export type AuditEntry = Infer<typeof AuditEntry>
export const AuditQuery = object({
  actor: optional(string()),
  entity: optional(string()),
  day: optional(IsoDate),
  before_id: optional(string()),
})
export type AuditQuery = Infer<typeof AuditQuery>
export const AuditPage = type({ entries: array(AuditEntry), next: nullable(Id), entities: array(string()) })
export type AuditPage = Infer<typeof AuditPage>

type Roles = readonly DeskRole[]
export const ANY_DESK: Roles = DESK_ROLES
export const ADMIN: Roles = ['admin']
export const EDITORS: Roles = ['admin', 'editor']

export const deskEndpoints = {
  me: { method: 'GET', path: '/api/desk/me', roles: ANY_DESK, body: null, response: DeskMe },
  roles: { method: 'GET', path: '/api/desk/roles', roles: ADMIN, body: null, response: array(RoleHolder) },
  grantRole: { method: 'POST', path: '/api/desk/roles/grant', roles: ADMIN, body: RoleChangeBody, response: array(RoleHolder) },
  revokeRole: { method: 'POST', path: '/api/desk/roles/revoke', roles: ADMIN, body: RoleChangeBody, response: array(RoleHolder) },
  audit: { method: 'GET', path: '/api/desk/audit', roles: ADMIN, body: null, response: AuditPage },
} as const

export type DeskEndpoints = typeof deskEndpoints
export type DeskEndpointName = keyof DeskEndpoints
