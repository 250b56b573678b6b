import { Hono } from 'hono'
import { validate } from 'superstruct'
import { SeatSettingsBody } from '../../kernel/contract/seats'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { updateSession } from '../seats/organizer'
import type { SeatOffers } from '../seats/offers'
import type { Clock } from '../time'

/**
 * Development only (with /dev/mail): a session's seats set as the organizer would (the desk, or
 * PUT /api/seats/{id} with ORGANIZER_TOKEN), and one seats round at once, so the browser
 * journeys can drive sign-ups and offers on the development server.
 */
export function seatSettingRoutes(db: Db, clock: Clock, seats: SeatOffers): Hono {
  const app = new Hono()
  app.post('/seats/:id{[0-9]+}', async (c) => {
    const [error, body] = validate(await c.req.json().catch(() => null), SeatSettingsBody)
    if (error) throw new HttpError(400, 'Expected { "capacity": N | null, "use_hall": bool, "closed": bool, "release_to": "line" | "walk_in" | null }')
    const outcome = await updateSession(db, Number(c.req.param('id')), body, clock())
    return c.json({ data: outcome })
  })
  app.post('/seats-round', async (c) => c.json({ data: { told: await seats.round() } }))
  return app
}
