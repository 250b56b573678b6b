import type { Context } from 'hono'
import { EVENT_ID } from '../../kernel/constants'
import { seatEndpoints } from '../../kernel/contract/seats'
import { readBody } from '../accounts/body'
import { type AccountDeps, langFor, ok, requireUser } from '../accounts/context'
import type { RouteTable } from '../accounts/routes'
import { HttpError } from '../http/errors'
import { hallSeatCheck, hallSeatLists } from '../seats/hall'
import { staffMessage } from './messages'
import { doorDay, staffRoles, ticketHash } from './store'

async function requireHall(deps: AccountDeps, c: Context) {
  const { userId } = await requireUser(deps, c)
  if (!(await staffRoles(deps.db, userId)).includes('hall')) throw new HttpError(403, staffMessage(langFor(c), 'staffOnly'), undefined, 'staff_only')
}

/**
 * The hall steward's seat check (hall role): "has a seat", "on the waiting list (place N)" or
 * "no seat" from the ticket's QR code; and the same for the scanner to keep offline, hashed as
 * the door's data is (same salt: the scanner hashes a code once).
 */
export function hallSeatRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db, clock } = deps
  routes.add('POST', seatEndpoints.hallCheck.path, async (c) => {
    await requireHall(deps, c)
    const body = await readBody(c, seatEndpoints.hallCheck.body, langFor(c))
    return ok(c, await hallSeatCheck(db, body.meeting_id, body.code, clock()))
  })
  routes.add('GET', seatEndpoints.hallOffline.path, async (c) => {
    await requireHall(deps, c)
    const now = clock()
    const day = await doorDay(db, now)
    if (!day) throw new HttpError(404, staffMessage(langFor(c), 'noEvent'), undefined, 'not_found')
    const salt = `${EVENT_ID}:${day.day}:`
    const lists = await hallSeatLists(db, day.day, langFor(c))
    const hash = (code: string) => ticketHash(salt, code)
    return ok(c, { salt, generated_at: new Date(now).toISOString(), sessions: lists.map((l) => ({ ...l, seated: l.seated.map(hash), waiting: l.waiting.map(hash) })) })
  })
}
