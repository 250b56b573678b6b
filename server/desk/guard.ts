/**
 * The desk's one door: every call under DESK_API_PREFIX passes `deskGuard` (a logged-in person
 * holding a desk role, else 401 / 403 `desk_only`), and every route registered with `deskRoute`
 * also checks the endpoint's own roles (403 `role_needed`). The handler gets who is calling as an
 * audit actor, so each write records who made it.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { DESK_ROLES, type Lang, type StaffRole } from '../../kernel/constants'
import { type AccountDeps, clientIp, langFor, requireUser } from '../accounts/context'
import type { AuditActor } from '../audit/record'
import { HttpError } from '../http/errors'
import { staffRoles } from '../staff/store'
import { deskMessage } from './messages'
import { deskPerson } from './queries'

export interface DeskCaller {
  userId: number
  email: string | null
  name: string | null
  roles: StaffRole[]
  /** For recordAudit: the person, by account and e-mail. */
  actor: AuditActor
  /** For recordAudit: the address the request came from. */
  origin: string
  lang: Lang
}

const CALLER = 'deskCaller'

export function deskGuard(deps: AccountDeps): MiddlewareHandler {
  return async (c, next) => {
    const { userId } = await requireUser(deps, c)
    const roles = await staffRoles(deps.db, userId)
    const lang = langFor(c)
    if (!roles.some((r) => (DESK_ROLES as readonly string[]).includes(r))) throw new HttpError(403, deskMessage(lang, 'deskOnly'), undefined, 'desk_only')
    const person = await deskPerson(deps.db, userId)
    const caller: DeskCaller = {
      userId,
      email: person?.email ?? null,
      name: person?.name ?? null,
      roles,
      actor: { kind: 'person', id: userId, label: person?.email ?? `user ${userId}` },
      origin: clientIp(c, deps.config.account.trustProxy),
      lang,
    }
    c.set(CALLER as never, caller as never)
    await next()
  }
}

export const deskCaller = (c: Context): DeskCaller => c.get(CALLER as never) as DeskCaller

interface DeskEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  roles: readonly StaffRole[]
}

/** Registers a desk endpoint (its path from the contract) behind its roles. */
export function deskRoute(app: Hono, endpoint: DeskEndpoint, handler: (c: Context, caller: DeskCaller) => Promise<Response> | Response): void {
  app.on(endpoint.method, endpoint.path, async (c) => {
    const caller = deskCaller(c)
    if (!caller.roles.some((r) => endpoint.roles.includes(r))) {
      throw new HttpError(403, deskMessage(caller.lang, 'roleNeeded', { roles: endpoint.roles.join(', ') }), undefined, 'role_needed')
    }
    return handler(c, caller)
  })
}
