import { EVENT_ID, SEAT_HOLD_MINUTES, SEAT_HOLD_SESSION_DAY_MINUTES } from '../../kernel/constants'
import { conferenceDay } from '../../kernel/venue-time'
import type { Db } from '../db/types'
import { SEATS_NOTIFY_PREFIX } from './notification'
import { type SessionRules, countsOf, sessionRules } from './store'
import { emitEvent } from '../events/outbox'

/** The venue's clock, read inside the caller's transaction. */
export async function venueClock(tx: Db): Promise<{ timezone: string; day_change: string }> {
  const [row] = await tx.query<{ timezone: string; day_change: string }>('SELECT timezone, day_change FROM events WHERE id = $1', [EVENT_ID])
  return row ?? { timezone: 'UTC', day_change: '00:00' }
}

export async function sessionDay(tx: Db, startAt: Date): Promise<string> {
  const clock = await venueClock(tx)
  return conferenceDay(startAt, clock.timezone, clock.day_change)
}

/** How long an offer made now holds: SEAT_HOLD_MINUTES, or SEAT_HOLD_SESSION_DAY_MINUTES on the session's own day. */
export async function holdMinutes(tx: Db, startAt: Date, now: number): Promise<number> {
  const clock = await venueClock(tx)
  const today = conferenceDay(now, clock.timezone, clock.day_change)
  return today === conferenceDay(startAt, clock.timezone, clock.day_change) ? SEAT_HOLD_SESSION_DAY_MINUTES : SEAT_HOLD_MINUTES
}

/**
 * The one place an offer is made: the person's row becomes `offered` (done by the caller) and
 * the offer goes to the outbox in the same transaction, so it is told once (offers.ts). A hook
 * for more (a webhook) belongs here.
 */
export async function makeOffer(tx: Db, offer: { meetingId: number; userId: number; expiresAt: Date }): Promise<void> {
  await tx.query('INSERT INTO seat_offer_outbox (meeting_id, user_id, expires_at) VALUES ($1, $2, $3)', [offer.meetingId, offer.userId, offer.expiresAt])
  // The webhooks' `seat.offered`, kept with the offer itself (server/events/).
  await emitEvent(tx, 'seat.offered', { meeting_id: offer.meetingId, user_id: offer.userId, expires_at: offer.expiresAt.toISOString() }, new Date())
}

/**
 * Offers the free seats to the first people in line, in line order; inside the session's lock.
 * Nothing while sign-up is closed or after the seats went to walk-ins.
 */
export async function promote(tx: Db, rules: SessionRules, now: number): Promise<number> {
  if (rules.capacity === null || rules.closed || rules.withdrawn || new Date(rules.end_at).getTime() <= now) return 0
  if (rules.release_to === 'walk_in' && rules.released_at) return 0
  const free = rules.capacity - rules.taken
  if (free <= 0 || rules.waiting === 0) return 0
  const expiresAt = new Date(now + (await holdMinutes(tx, rules.start_at, now)) * 60_000)
  const offered = await tx.query<{ user_id: number }>(
    `UPDATE seat_places SET state = 'offered', offer_expires_at = $3
      WHERE meeting_id = $1 AND user_id IN (
        SELECT user_id FROM seat_places WHERE meeting_id = $1 AND state = 'waiting' ORDER BY line LIMIT $2)
      RETURNING user_id`,
    [rules.meeting_id, free, expiresAt],
  )
  for (const o of offered) await makeOffer(tx, { meetingId: rules.meeting_id, userId: o.user_id, expiresAt })
  return offered.length
}

/** Tells every page the session's figures, at the transaction's commit (NOTIFY is transactional). */
export async function notifyCounts(tx: Db, meetingId: number, now: number): Promise<void> {
  const rules = await sessionRules(tx, meetingId)
  if (!rules || rules.capacity === null) return
  const counts = countsOf({ ...rules, capacity: rules.capacity }, now)
  await tx.query('SELECT pg_notify($1, $2)', ['live', SEATS_NOTIFY_PREFIX + JSON.stringify(counts)])
}
