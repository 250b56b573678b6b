/**
 * Who may call the organizer's API calls (announce, the questions' CSV, …): a bearer token of the
 * desk (kernel/contract/tokens.ts) holding the call's scope, or ORGANIZER_TOKEN, which keeps
 * working as a token with every scope. The token is read from the database on every call (one
 * indexed row), so a revocation holds at once on every process. Each call allowed is recorded in
 * the audit log under the token's name.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { TOKEN_PREFIX, type TokenScope } from '../../kernel/contract/tokens'
import { clientIp } from '../accounts/context'
import { type AuditActor, recordAudit } from '../audit/record'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'
import { text } from '../i18n'
import type { Clock } from '../time'
import { findTokenByHash, tokenHash, touchToken } from './store'

export const ORGANIZER_TOKEN_NAME = 'ORGANIZER_TOKEN'

export interface TokenCaller {
  actor: AuditActor
  scopes: readonly TokenScope[]
}

export type Authorize = (c: Context, scope: TokenScope) => Promise<TokenCaller>

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const bearer = (c: Context) => /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '')?.[1] ?? ''

export function tokenAuthority(deps: { db: Db; organizerToken: string | null; clock: Clock; trustProxy: number }): Authorize {
  const { db, organizerToken, clock } = deps
  const refuse = (c: Context) =>
    new HttpError(401, text(requestLang(c), /*i18n*/ { id: 'Нужен действующий токен API (Authorization: Bearer …): этот не подходит, истёк или отозван' }), undefined, 'token_invalid', { 'WWW-Authenticate': 'Bearer' })

  return async (c, scope) => {
    const secret = bearer(c)
    let caller: TokenCaller | null = null
    if (organizerToken && secret && sameSecret(secret, organizerToken)) {
      caller = { actor: { kind: 'token', label: ORGANIZER_TOKEN_NAME }, scopes: ['people:read', 'content:write', 'import', 'announce', 'checkin', 'questions:export', 'webhooks'] }
    } else if (secret.startsWith(TOKEN_PREFIX)) {
      const token = await findTokenByHash(db, tokenHash(secret))
      const now = clock()
      if (!token || token.revoked_at !== null || Date.parse(token.expires_at) <= now) throw refuse(c)
      if (!token.scopes.includes(scope)) {
        throw new HttpError(403, text(requestLang(c), /*i18n*/ { id: 'У токена «{name}» нет права «{scope}»', values: { name: token.name, scope } }), undefined, 'scope_needed')
      }
      await touchToken(db, token.id, new Date(now))
      caller = { actor: { kind: 'token', label: `token ${token.name} (#${token.id})` }, scopes: token.scopes }
    }
    if (!caller) throw refuse(c)
    await recordAudit(db, {
      actor: caller.actor,
      entity: 'api',
      entityId: scope,
      action: `${c.req.method} ${c.req.path}`.slice(0, 200),
      origin: clientIp(c, deps.trustProxy),
    })
    return caller
  }
}
