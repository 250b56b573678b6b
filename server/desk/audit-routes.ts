import type { Hono } from 'hono'
import { validate } from 'superstruct'
import { AuditQuery, deskEndpoints } from '../../kernel/contract/desk'
import { ok } from '../accounts/context'
import { auditEntities, listAudit } from '../audit/queries'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { deskRoute } from './guard'
import { deskMessage } from './messages'

/** The audit log page: newest first, by person, entity and day, 50 at a time. */
export function auditRoutes(app: Hono, db: Db) {
  deskRoute(app, deskEndpoints.audit, async (c, who) => {
    const [failure, query] = validate(c.req.query(), AuditQuery)
    if (failure) throw new HttpError(400, deskMessage(who.lang, 'badQuery'), { [failure.path.join('.') || 'query']: [failure.message] })
    const page = await listAudit(db, query)
    return ok(c, { ...page, entities: await auditEntities(db) })
  })
}
