/**
 * The seats' writes (docs/seats.md). Each runs in one transaction holding the session's row lock
 * (`seat_sessions ... FOR UPDATE`): on PostgreSQL with many processes, sign-ups of one session
 * take it in turn, so the count they read is the count they write and the line's numbers follow
 * the order they reached it. PGlite has one connection: the same code, one at a time.
 */
import type { Lang } from '../../kernel/constants'
import type { MySeat, SeatCounts } from '../../kernel/contract/seats'
import type { Db } from '../db/types'
import { SEATS_NOTIFY_PREFIX } from './notification'
import { notifyCounts, promote, sessionDay } from './offer'
import { type SessionRules, countsOf, placeOf, registeredFor, sessionRules, signUpClosed } from './store'

export type Refusal = 'not_found' | 'no_seats' | 'withdrawn' | 'closed' | 'not_registered' | 'no_offer'
export type SeatOutcome = { ok: true; seat: MySeat | null; counts: SeatCounts } | { ok: false; reason: Refusal; day?: string }

/** Locks the session's rules row (made on first use) and reads its rules under the lock. */
export async function lockSession(tx: Db, meetingId: number): Promise<SessionRules | null> {
  await tx.query('INSERT INTO seat_sessions (meeting_id) SELECT id FROM meetings WHERE id = $1 ON CONFLICT DO NOTHING', [meetingId])
  const locked = await tx.query('SELECT 1 FROM seat_sessions WHERE meeting_id = $1 FOR UPDATE', [meetingId])
  return locked.length > 0 ? sessionRules(tx, meetingId) : null
}

async function answer(tx: Db, meetingId: number, userId: number, now: number): Promise<SeatOutcome> {
  const rules = (await sessionRules(tx, meetingId))!
  await notifyCounts(tx, meetingId, now)
  return { ok: true, seat: await placeOf(tx, meetingId, userId), counts: countsOf({ ...rules, capacity: rules.capacity ?? 0 }, now) }
}

/** Keeps "signed up" (user_participations) in step with holding a seat. */
async function participation(tx: Db, userId: number, meetingId: number, seated: boolean) {
  if (seated) await tx.query(`INSERT INTO user_participations (user_id, meeting_id, type) VALUES ($1, $2, 'participant') ON CONFLICT DO NOTHING`, [userId, meetingId])
  else await tx.query('DELETE FROM user_participations WHERE user_id = $1 AND meeting_id = $2', [userId, meetingId])
}

/**
 * A seat when one is free and nobody is in line before; else a place at the end of the line. The
 * same again: the place held. What needs no lock is read before it; under the lock, four
 * statements: the lock, the figures, the place (with "signed up" when seated), the notification.
 */
export async function takeSeat(db: Db, userId: number, meetingId: number, now: number, lang: Lang = 'ru'): Promise<SeatOutcome> {
  const before = await sessionRules(db, meetingId)
  if (!before) return { ok: false, reason: 'not_found' }
  if (before.capacity === null) return { ok: false, reason: 'no_seats' }
  if (before.withdrawn) return { ok: false, reason: 'withdrawn' }
  const held = await placeOf(db, meetingId, userId)
  if (held) return { ok: true, seat: held, counts: countsOf({ ...before, capacity: before.capacity }, now) }
  if (signUpClosed(before, now)) return { ok: false, reason: 'closed' }
  const day = await sessionDay(db, before.start_at)
  if (!(await registeredFor(db, userId, day))) return { ok: false, reason: 'not_registered', day }
  await db.query('INSERT INTO seat_sessions (meeting_id) VALUES ($1) ON CONFLICT DO NOTHING', [meetingId])
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM seat_sessions WHERE meeting_id = $1 FOR UPDATE', [meetingId])
    const rules = (await sessionRules(tx, meetingId))!
    if (rules.capacity === null || signUpClosed(rules, now)) return { ok: false, reason: rules.capacity === null ? 'no_seats' : 'closed' }
    const walkIn = rules.release_to === 'walk_in' && rules.released_at !== null
    const seated = rules.taken < rules.capacity && (rules.waiting === 0 || walkIn)
    const [row] = await tx.query<{ state: MySeat['state'] }>(
      `WITH placed AS (
         INSERT INTO seat_places (meeting_id, user_id, state, lang) VALUES ($1, $2, $3, $4)
         ON CONFLICT (meeting_id, user_id) DO NOTHING RETURNING state),
       joined AS (
         INSERT INTO user_participations (user_id, meeting_id, type) SELECT $2, $1, 'participant' FROM placed WHERE state = 'seated'
         ON CONFLICT DO NOTHING)
       SELECT state FROM placed`,
      [meetingId, userId, seated ? 'seated' : 'waiting', lang],
    )
    // Two sign-ups of one person at once: the second finds the first's place.
    if (!row) return answer(tx, meetingId, userId, now)
    const after = { ...rules, capacity: rules.capacity, taken: rules.taken + (seated ? 1 : 0), waiting: rules.waiting + (seated ? 0 : 1) }
    const counts = countsOf(after, now)
    await tx.query('SELECT pg_notify($1, $2)', ['live', SEATS_NOTIFY_PREFIX + JSON.stringify(counts)])
    const seat: MySeat = { meeting_id: meetingId, state: row.state, place: seated ? null : after.waiting, offer_expires_at: null }
    return { ok: true, seat, counts }
  })
}

/** Leaves the seat, the line or the offer (declines it); a freed seat goes to the next in line. */
export function leaveSeat(db: Db, userId: number, meetingId: number, now: number): Promise<SeatOutcome> {
  return db.transaction(async (tx) => {
    const before = await lockSession(tx, meetingId)
    if (!before) return { ok: false, reason: 'not_found' }
    await tx.query('DELETE FROM seat_places WHERE meeting_id = $1 AND user_id = $2', [meetingId, userId])
    await participation(tx, userId, meetingId, false)
    const rules = (await sessionRules(tx, meetingId))!
    await promote(tx, rules, now)
    return answer(tx, meetingId, userId, now)
  })
}

/** Accepts the seat offered while the offer holds. */
export function acceptSeat(db: Db, userId: number, meetingId: number, now: number): Promise<SeatOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockSession(tx, meetingId))) return { ok: false, reason: 'not_found' }
    const rows = await tx.query(
      `UPDATE seat_places SET state = 'seated', offer_expires_at = NULL
        WHERE meeting_id = $1 AND user_id = $2 AND state = 'offered' AND offer_expires_at > $3 RETURNING user_id`,
      [meetingId, userId, new Date(now)],
    )
    const seat = await placeOf(tx, meetingId, userId)
    if (rows.length === 0 && seat?.state !== 'seated') return { ok: false, reason: 'no_offer' }
    await participation(tx, userId, meetingId, true)
    return answer(tx, meetingId, userId, now)
  })
}

/** Offers past their time pass to the next in line; the sessions whose figures moved. */
export async function expireOffers(db: Db, now: number): Promise<number[]> {
  const due = await db.query<{ meeting_id: number }>(`SELECT DISTINCT meeting_id FROM seat_places WHERE state = 'offered' AND offer_expires_at <= $1`, [new Date(now)])
  for (const { meeting_id } of due) {
    await db.transaction(async (tx) => {
      await lockSession(tx, meeting_id)
      await tx.query(`DELETE FROM seat_places WHERE meeting_id = $1 AND state = 'offered' AND offer_expires_at <= $2`, [meeting_id, new Date(now)])
      await promote(tx, (await sessionRules(tx, meeting_id))!, now)
      await notifyCounts(tx, meeting_id, now)
    })
  }
  return due.map((d) => d.meeting_id)
}
