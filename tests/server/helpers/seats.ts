import { randomUUID } from 'node:crypto'
import { EVENT_ID } from '../../../kernel/constants'
import { startSession } from '../../../server/auth/sessions'
import type { Db } from '../../../server/db/types'
import type { ServerConfig } from '../../../server/config'
import { updateSession } from '../../../server/seats/organizer'
import { TEST_SECRET } from './account'

export interface SeatPerson {
  userId: number
  email: string
  code: string
  token: string
}

/**
 * People registered for the event (on `days`, null: every day), each logged in: straight in the
 * database and without the password check (a 128 MiB scrypt run each), as a registration and a
 * login leave them.
 */
export async function seatPeople(db: Db, config: ServerConfig, clock: () => number, n: number, days: string[] | null = null): Promise<SeatPerson[]> {
  const tag = randomUUID().slice(0, 8)
  const users = await db.query<{ id: number; email: string }>(
    `INSERT INTO users (email, email_verified_at) SELECT 'seat.' || $1 || '.' || i || '@example.org', now() FROM generate_series(1, $2) i RETURNING id, email`,
    [tag, n],
  )
  const people: SeatPerson[] = []
  const deps = { db, key: new TextEncoder().encode(TEST_SECRET), clock, config: config.account }
  for (const u of users) {
    const code = randomUUID().replace(/-/g, '')
    await db.query(`INSERT INTO profiles (user_id, firstname, lastname) VALUES ($1, 'Анна', $2)`, [u.id, `Петрова ${u.id}`])
    await db.query(`INSERT INTO user_event_views (user_id, event_id, member_role, qr_code, days) VALUES ($1, $2, 'visitor', $3, $4::date[])`, [u.id, EVENT_ID, code, days])
    people.push({ userId: u.id, email: u.email, code, token: (await startSession(deps, u.id)).access_token })
  }
  return people.sort((a, b) => a.userId - b.userId)
}

/** A session of the event on `day` that starts at or after `after` (no seats yet), by its id. */
export async function sessionOn(db: Db, day: string, skip = 0): Promise<{ id: number; start_at: Date }> {
  const rows = await db.query<{ id: number; start_at: Date }>(
    `SELECT id, start_at FROM meetings WHERE event_id = $1 AND date = $2::date AND withdrawn_at IS NULL
       AND id NOT IN (SELECT meeting_id FROM seat_sessions) ORDER BY start_at, id OFFSET $3 LIMIT 1`,
    [EVENT_ID, day, skip],
  )
  return rows[0]!
}

export async function withSeats(db: Db, meetingId: number, capacity: number, now: number, more: Parameters<typeof updateSession>[2] = {}) {
  const r = await updateSession(db, meetingId, { capacity, ...more }, now)
  if (!r.ok) throw new Error(`cannot set seats: ${JSON.stringify(r)}`)
}
