import type { Hono } from 'hono'
import { DESK_SEATS_CSV_PATH, deskSeatEndpoints } from '../../kernel/contract/desk-seats'
import { readBody } from '../accounts/body'
import { type AccountDeps, NO_STORE, ok } from '../accounts/context'
import { recordAudit } from '../audit/record'
import { HttpError } from '../http/errors'
import { deskSeatPeople, deskSeatSessions, seatPeopleCsv, userByEmail } from '../seats/desk-queries'
import { seatMessage } from '../seats/messages'
import { settingsOf } from '../seats/public'
import { forcePlace, setFormatCapacity, updateSession } from '../seats/organizer'
import { countsOf, sessionRules } from '../seats/store'
import { deskRoute } from './guard'
import { deskMessage } from './messages'

const idOf = (raw: string | undefined) => {
  const n = /^[1-9][0-9]{0,8}$/.test(raw ?? '') ? Number(raw) : 0
  return n
}

/**
 * The desk's seats: the sessions' figures, the people and their states (and as CSV), "add
 * seats" / "close sign-up" (the settings), a format's capacity and "force a place"; each write
 * with its audit entry in the same transaction.
 */
export function seatDeskRoutes(app: Hono, deps: AccountDeps) {
  const { db, clock } = deps
  const e = deskSeatEndpoints
  deskRoute(app, e.sessions, async (c) => ok(c, await deskSeatSessions(db)))
  deskRoute(app, e.people, async (c) => ok(c, await deskSeatPeople(db, idOf(c.req.param('id')))))
  deskRoute(app, { method: 'GET', path: DESK_SEATS_CSV_PATH, roles: e.people.roles }, async (c) => {
    const id = idOf(c.req.param('id'))
    return c.body(seatPeopleCsv(await deskSeatPeople(db, id)), 200, { ...NO_STORE, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="seats-${id}.csv"` })
  })
  deskRoute(app, e.settings, async (c, who) => {
    const id = idOf(c.req.param('id'))
    const body = await settingsOf(c)
    const outcome = await db.transaction(async (tx) => {
      const before = await sessionRules(tx, id)
      const done = await updateSession(tx, id, body, clock())
      if (done.ok) await recordAudit(tx, { actor: who.actor, entity: 'seats', entityId: id, action: 'update', before: before && { capacity: before.capacity, closed: before.closed, release_to: before.release_to }, after: body, origin: who.origin })
      return done
    })
    if (!outcome.ok && outcome.reason === 'not_found') throw new HttpError(404, seatMessage(who.lang, 'not_found', { id }), undefined, 'not_found')
    if (!outcome.ok) {
      const message = seatMessage(who.lang, 'below_taken', { taken: outcome.taken })
      throw new HttpError(409, message, { capacity: [message] }, 'below_taken')
    }
    const rules = (await sessionRules(db, id))!
    return ok(c, countsOf({ ...rules, capacity: rules.capacity ?? 0 }, clock()))
  })
  deskRoute(app, e.force, async (c, who) => {
    const id = idOf(c.req.param('id'))
    const body = await readBody(c, e.force.body, who.lang)
    const userId = await userByEmail(db, body.email)
    if (!userId) throw new HttpError(422, deskMessage(who.lang, 'noAccount', { email: body.email }), { email: [deskMessage(who.lang, 'noAccount', { email: body.email })] }, 'no_account')
    const outcome = await db.transaction(async (tx) => {
      const done = await forcePlace(tx, userId, id, clock())
      if (done.ok) await recordAudit(tx, { actor: who.actor, entity: 'seats', entityId: id, action: 'force', after: { email: body.email }, origin: who.origin })
      return done
    })
    if (!outcome.ok) throw new HttpError(outcome.reason === 'not_found' ? 404 : 409, seatMessage(who.lang, outcome.reason === 'not_found' ? 'not_found' : 'no_seats', { id }), undefined, outcome.reason)
    return ok(c, await deskSeatPeople(db, id))
  })
  deskRoute(app, e.formatCapacity, async (c, who) => {
    const id = idOf(c.req.param('id'))
    const body = await readBody(c, e.formatCapacity.body, who.lang)
    const found = await db.transaction(async (tx) => {
      const done = await setFormatCapacity(tx, id, body.capacity)
      if (done) await recordAudit(tx, { actor: who.actor, entity: 'seat_format', entityId: id, action: 'update', after: body, origin: who.origin })
      return done
    })
    if (!found) throw new HttpError(404, seatMessage(who.lang, 'not_found', { id }), undefined, 'not_found')
    return ok(c, { format_id: id, capacity: body.capacity })
  })
}
