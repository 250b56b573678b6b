import { EVENT_ID } from '../../kernel/constants'
import type { Db } from '../db/types'

/** The query of /dev/staff/tickets (rehearsal-tickets.ts): rehearsal ticket holders in bulk. */

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
