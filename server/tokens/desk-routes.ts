/**
 * The desk's tokens page (kernel/contract/tokens.ts): an admin lists, makes and revokes API
 * tokens. Making and revoking are in the audit log; the secret never is.
 */
import type { Hono } from 'hono'
import { tokenEndpoints } from '../../kernel/contract/tokens'
import { readBody } from '../accounts/body'
import { type AccountDeps, ok } from '../accounts/context'
import { recordAudit } from '../audit/record'
import { deskRoute } from '../desk/guard'
import { HttpError } from '../http/errors'
import { text } from '../i18n'
import { createToken, listTokens, revokeToken } from './store'

const DAY_MS = 86_400_000
const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null)

export function tokenDeskRoutes(app: Hono, deps: AccountDeps) {
  const { db, clock } = deps
  deskRoute(app, tokenEndpoints.list, async (c) => ok(c, await listTokens(db)))

  deskRoute(app, tokenEndpoints.create, async (c, who) => {
    const body = await readBody(c, tokenEndpoints.create.body, who.lang)
    const expiresAt = new Date(Date.parse(`${body.expires_on}T00:00:00Z`) + DAY_MS) // the end of that day
    const now = clock()
    if (!(expiresAt.getTime() > now) || expiresAt.getTime() - now > 366 * DAY_MS) {
      const message = text(who.lang, /*i18n*/ { id: 'Срок действия — от завтрашнего дня до года вперёд' })
      throw new HttpError(422, message, { expires_on: [message] }, 'validation_failed')
    }
    const made = await db.transaction(async (tx) => {
      const created = await createToken(tx, { name: body.name, scopes: body.scopes, expiresAt, createdBy: who.actor.label })
      await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'api_token', entityId: created.token.id, action: 'create', after: { name: body.name, scopes: body.scopes, expires_at: created.token.expires_at } })
      return created
    })
    return ok(c, made)
  })

  deskRoute(app, tokenEndpoints.revoke, async (c, who) => {
    const id = idOf(c.req.param('id'))
    const revoked = id === null ? null : await db.transaction(async (tx) => {
      const token = await revokeToken(tx, id)
      if (token) await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'api_token', entityId: id, action: 'revoke', after: { name: token.name } })
      return token
    })
    if (!revoked) throw new HttpError(404, text(who.lang, /*i18n*/ { id: 'Такого токена нет' }), undefined, 'not_found')
    return ok(c, revoked)
  })
}
