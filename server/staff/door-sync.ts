/**
 * The offline scanners' sync (docs/staff.md, "Offline"): the check-ins a scanner admitted with no
 * network, in the order it made them. The server's clock decides, never the scanner's: an `at`
 * outside [the offline data's `generated_at` − 24 h, now + 5 min] (or no real instant at all,
 * such as 24:30 or month 13) is kept as "clock wrong", shown to the staff, and counted at the
 * sync's own time and day. Each item is judged on its own, in its own transaction: one bad item
 * never fails the batch, and none is left half-applied.
 */
import { EVENT_ID, type Lang } from '../../kernel/constants'
import type { OfflineCheckin, SyncResult } from '../../kernel/contract/staff'
import { conferenceDay } from '../../kernel/venue-time'
import type { Db } from '../db/types'
import { type DoorDay, admit, countedCheckin, findTicket, iso, otherDaysOnly } from './store'

/** How far ahead of the server a scanner's clock may be. */
export const CLOCK_AHEAD_MS = 5 * 60_000
/** How long before its offline data was made a check-in may lie (a scanner loads it the day before). */
export const BEFORE_DATA_MS = 24 * 3600_000
/** Without the data's time: how far back a check-in may lie (the data is at most a day old, plus the day before). */
export const OLDEST_MS = 48 * 3600_000

/** A real instant in the ISO text (Date.parse rolls 24:30 into the next day, and an impossible date is NaN). */
export function instantOf(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))$/.exec(text)
  if (!m) return null
  const [, y, mo, d, h, mi, s = '0', , oh = '0', om = '0'] = m
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)))
  const valid = date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d) && Number(h) < 24 && Number(mi) < 60 && Number(s) < 60 && Number(oh) < 24 && Number(om) < 60
  if (!valid) return null
  const at = Date.parse(text)
  return Number.isFinite(at) ? at : null
}

/** The time a check-in counts at: the scanner's when believable, else the sync's, flagged. */
export function believedTime(item: { at: string }, now: number, generatedAt: number | null): { at: number; wrong: boolean; claimed: Date | null } {
  const claimed = instantOf(item.at)
  const earliest = Math.max(now - OLDEST_MS - BEFORE_DATA_MS, (generatedAt ?? now - OLDEST_MS + BEFORE_DATA_MS) - BEFORE_DATA_MS)
  if (claimed !== null && claimed >= earliest && claimed <= now + CLOCK_AHEAD_MS) return { at: claimed, wrong: false, claimed: null }
  return { at: now, wrong: true, claimed: claimed === null ? null : new Date(claimed) }
}

type Outcome = Omit<SyncResult, 'id'> & { clock_wrong?: boolean }

async function syncOne(db: Db, staffId: number, item: OfflineCheckin & { generated_at?: string }, eventDay: DoorDay, now: number, lang: Lang): Promise<{ fresh: boolean; result: Outcome }> {
  const ticket = await findTicket(db, item.code, lang)
  const [seen] = await db.query<{ counted: boolean; user_id: number; day: string; clock_wrong: boolean }>(
    'SELECT counted, user_id, day::text AS day, clock_wrong FROM checkins WHERE id = $1',
    [item.id],
  )
  if (seen) {
    // The same id for another ticket (a scanner bug or a forged replay): not this ticket's check-in.
    if (!ticket || ticket.user_id !== seen.user_id) return { fresh: false, result: { outcome: 'refused', first: null } }
    const first = seen.counted ? null : await countedCheckin(db, seen.user_id, seen.day)
    const result: Outcome = { outcome: seen.counted ? 'counted' : 'flagged', first: first ? { at: iso(first.at), door: first.door } : null }
    return { fresh: false, result: seen.clock_wrong ? { ...result, clock_wrong: true } : result }
  }
  const generated = item.generated_at ? instantOf(item.generated_at) : null
  const clock = believedTime(item, now, generated)
  const day = { ...eventDay, day: conferenceDay(clock.at, eventDay.timeZone, eventDay.dayChange) }
  if (!ticket || ticket.event_id !== EVENT_ID || otherDaysOnly(ticket, day)) return { fresh: true, result: { outcome: 'refused', first: null } }
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    if (await admit(tx, ticket, { id: item.id, door: item.door, at: clock.at, day: day.day, offline: true, clock }, staffId)) return { outcome: 'counted', first: null }
    await tx.query(
      `INSERT INTO checkins (id, event_id, user_id, day, at, door, staff_id, offline, counted, flagged, claimed_at, clock_wrong)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true, false, true, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [item.id, EVENT_ID, ticket.user_id, day.day, new Date(clock.at), item.door, staffId, clock.claimed, clock.wrong],
    )
    const first = await countedCheckin(tx, ticket.user_id, day.day)
    return { outcome: 'flagged', first: first ? { at: iso(first.at), door: first.door } : null }
  })
  return { fresh: true, result: clock.wrong ? { ...outcome, clock_wrong: true } : outcome }
}

/**
 * Each id counts once however often it is sent; a ticket another scanner had already admitted
 * that day is kept flagged (the staff see both), a code that is no ticket of the event, or an id
 * reused for another ticket, is refused. `fresh` is how many ids were new: none means the whole
 * batch was a replay.
 */
export async function syncOffline(db: Db, staffId: number, items: OfflineCheckin[], eventDay: DoorDay, lang: Lang, now: number): Promise<{ results: SyncResult[]; fresh: number }> {
  const results: SyncResult[] = []
  let fresh = 0
  for (const item of items) {
    const one = await syncOne(db, staffId, item, eventDay, now, lang)
    if (one.fresh) fresh++
    results.push({ id: item.id, ...one.result })
  }
  return { results, fresh }
}
