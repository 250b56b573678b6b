import { timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { validate } from 'superstruct'
import { SEAT_CAPACITY_MAX } from '../../kernel/constants'
import { SEATS_PATH, SeatSettingsBody } from '../../kernel/contract/seats'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'
import type { Clock } from '../time'
import { seatMessage } from './messages'
import { updateSession } from './organizer'
import { allCounts, countsOf, sessionRules } from './store'

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function requireOrganizer(c: Context, organizerToken: string | null) {
  const auth = c.req.header('Authorization') ?? ''
  const token = auth.startsWith('Bearer ') ? auth.slice(7) : ''
  if (!organizerToken || !sameToken(token, organizerToken)) throw new HttpError(401, seatMessage(requestLang(c), 'organizerOnly'), undefined, 'organizer_only', { 'WWW-Authenticate': 'Bearer' })
}

/** The body, or a 400 that names what is wrong in the person's language (a capacity of -3 or 2.5 among them). */
export async function settingsOf(c: Context): Promise<SeatSettingsBody> {
  const lang = requestLang(c)
  const raw: unknown = await c.req.json().catch(() => undefined)
  const capacity = (raw as { capacity?: unknown } | undefined)?.capacity
  if (capacity !== undefined && capacity !== null && !(Number.isInteger(capacity) && (capacity as number) >= 0 && (capacity as number) <= SEAT_CAPACITY_MAX)) {
    const message = seatMessage(lang, 'capacityInvalid', { max: SEAT_CAPACITY_MAX })
    throw new HttpError(400, message, { capacity: [message] }, 'invalid_capacity')
  }
  const [failure, body] = validate(raw, SeatSettingsBody)
  if (failure) throw new HttpError(400, seatMessage(lang, 'settingsInvalid', { problem: failure.message }), undefined, 'invalid_settings')
  return body
}

/**
 * Everyone's figures of the sessions that take sign-ups (a proxy may keep them 2 s; pages follow
 * the live channel), and the organizer's settings of one session (ORGANIZER_TOKEN; the desk
 * calls the same rules). Fewer seats than are held is refused with the count.
 */
export function seatCountRoutes(db: Db, clock: Clock, organizerToken: string | null = null): Hono {
  const app = new Hono()
  app.get(SEATS_PATH, async (c) => c.json({ data: await allCounts(db, clock()) }, 200, { 'Cache-Control': 'public, max-age=0, s-maxage=2' }))
  app.put(`${SEATS_PATH}/:id{[0-9]+}`, async (c) => {
    requireOrganizer(c, organizerToken)
    const lang = requestLang(c)
    const id = Number(c.req.param('id'))
    const body = await settingsOf(c)
    const outcome = id <= 2_147_483_647 ? await updateSession(db, id, body, clock()) : ({ ok: false, reason: 'not_found' } as const)
    if (!outcome.ok && outcome.reason === 'not_found') throw new HttpError(404, seatMessage(lang, 'not_found', { id }), undefined, 'not_found')
    if (!outcome.ok) throw new HttpError(409, seatMessage(lang, 'below_taken', { taken: outcome.taken }), { capacity: [seatMessage(lang, 'below_taken', { taken: outcome.taken })] }, 'below_taken')
    const rules = (await sessionRules(db, id))!
    return c.json({ data: countsOf({ ...rules, capacity: rules.capacity ?? 0 }, clock()) }, 200, { 'Cache-Control': 'no-store' })
  })
  return app
}
