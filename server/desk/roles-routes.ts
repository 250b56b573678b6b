import type { Hono } from 'hono'
import { deskEndpoints } from '../../kernel/contract/desk'
import { readBody } from '../accounts/body'
import { type AccountDeps, ok } from '../accounts/context'
import { HttpError } from '../http/errors'
import { deskRoute } from './guard'
import { deskMessage } from './messages'
import { roleHolders } from './queries'
import { grant, revoke } from './role-change'

/** The roles page: who holds which role; an admin grants and removes them by e-mail. */
export function roleRoutes(app: Hono, deps: AccountDeps) {
  const { db } = deps
  deskRoute(app, deskEndpoints.me, (c, who) => ok(c, { user_id: who.userId, email: who.email, name: who.name, roles: who.roles }))
  deskRoute(app, deskEndpoints.roles, async (c) => ok(c, await roleHolders(db)))
  deskRoute(app, deskEndpoints.grantRole, async (c, who) => {
    const body = await readBody(c, deskEndpoints.grantRole.body, who.lang)
    const done = await grant(db, body.email, body.role, who)
    if (done.outcome === 'no_account') throw new HttpError(422, deskMessage(who.lang, 'noAccount', { email: body.email }), { email: [deskMessage(who.lang, 'noAccount', { email: body.email })] }, 'no_account')
    return ok(c, await roleHolders(db))
  })
  deskRoute(app, deskEndpoints.revokeRole, async (c, who) => {
    const body = await readBody(c, deskEndpoints.revokeRole.body, who.lang)
    const done = await revoke(db, body.email, body.role, { ...who, keepAnAdmin: true })
    if (done.outcome === 'no_account') throw new HttpError(404, deskMessage(who.lang, 'noAccount', { email: body.email }), undefined, 'no_account')
    if (done.outcome === 'last_admin') throw new HttpError(409, deskMessage(who.lang, 'lastAdmin'), undefined, 'last_admin')
    return ok(c, await roleHolders(db))
  })
}
