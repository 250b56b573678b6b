import { Hono } from 'hono'
import { integer, object, pattern, size, string, validate } from 'superstruct'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { makeRehearsalTickets } from './rehearsal-tickets-store'

/**
 * Development only (with /dev/mail): ticket holders made in bulk for a rehearsal of the door
 * (the offline journey admits 200 of them with no network). Codes `<prefix>-0001`…; each person
 * has an e-mail under example.org and no password, so no one can log in as them.
 */
const Body = object({ count: size(integer(), 1, 1000), prefix: pattern(string(), /^[A-Za-z0-9]{4,20}$/) })

export function rehearsalTicketRoutes(db: Db): Hono {
  const app = new Hono()
  app.post('/staff/tickets', async (c) => {
    const [error, body] = validate(await c.req.json().catch(() => null), Body)
    if (error) throw new HttpError(400, 'Expected { "count": 1…1000, "prefix": "4 to 20 letters or digits" }')
    return c.json({ data: { codes: await makeRehearsalTickets(db, body.count, body.prefix) } })
  })
  return app
}
