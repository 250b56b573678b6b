import { Hono } from 'hono'
import { integer, object, pattern, size, string, validate } from 'superstruct'
import { EVENT_ID } from '../../kernel/constants'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'

/**
 * Development only (with /dev/mail): ticket holders made in bulk for a rehearsal of the door
 * (the offline journey admits 200 of them with no network). Codes `<prefix>-0001`…; each person
 * has an e-mail under example.org and no password, so no one can log in as them.
 */
const Body = object({ count: size(integer(), 1, 1000), prefix: pattern(string(), /^[A-Za-z0-9]{4,20}$/) })

/** Makes `count` ticket holders of the event ("Репетиция N" / "Rehearsal N"); their codes, in order. */
export async function makeRehearsalTickets(db: Db, count: number, prefix: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ code: string }>(
      `WITH n AS (SELECT i, $2 || '-' || lpad(i::text, 4, '0') AS code FROM generate_series(1, $1::int) i),
            u AS (INSERT INTO users (email, email_verified_at) SELECT lower(code) || '@rehearsal.example.org', now() FROM n RETURNING id, email),
            p AS (INSERT INTO profiles (user_id, firstname, lastname, firstname_en, lastname_en)
                  SELECT u.id, 'Репетиция', n.code, 'Rehearsal', n.code FROM u JOIN n ON lower(n.code) || '@rehearsal.example.org' = u.email RETURNING user_id)
       INSERT INTO user_event_views (user_id, event_id, member_role, qr_code)
       SELECT u.id, $3, 'visitor', n.code FROM u JOIN n ON lower(n.code) || '@rehearsal.example.org' = u.email
       RETURNING qr_code AS code`,
      [count, prefix, EVENT_ID],
    )
    return rows.map((r) => r.code).sort()
  })
}

export function rehearsalTicketRoutes(db: Db): Hono {
  const app = new Hono()
  app.post('/staff/tickets', async (c) => {
    const [error, body] = validate(await c.req.json().catch(() => null), Body)
    if (error) throw new HttpError(400, 'Expected { "count": 1…1000, "prefix": "4 to 20 letters or digits" }')
    return c.json({ data: { codes: await makeRehearsalTickets(db, body.count, body.prefix) } })
  })
  return app
}
