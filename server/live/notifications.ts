import type { HallFill } from '../../kernel/contract/staff'
import { hallFillLevel } from '../../kernel/hall-fill'

/** What arrives on the database's `live` channel (server/live/hub.ts reads it). */

/** The NOTIFY channel migration 015's trigger sends each new live event's id on (and 018's a hall's count). */
export const LIVE_CHANNEL = 'live'

/** A session's questions changed (server/questions/store.ts): `question {meeting id}`, never kept. */
export const QUESTION_PREFIX = 'question '
/** One question event per session at most this often, whatever the votes: the pages re-read the list once. */
export const QUESTION_EVENT_EVERY_MS = 500

/** A notification of migration 018's trigger: `hall {"area_id", "capacity", "present", "counted_at"}`. */
export const HALL_PREFIX = 'hall '

/** Reads a hall notification; null for anything out of shape. */
export function hallOfNotification(payload: string, now: number): HallFill | null {
  let raw: unknown
  try {
    raw = JSON.parse(payload.slice(HALL_PREFIX.length))
  } catch {
    return null
  }
  if (typeof raw !== 'object' || raw === null) return null
  const r = raw as Record<string, unknown>
  const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)
  if (!int(r.area_id) || !int(r.present) || !(r.capacity === null || int(r.capacity))) return null
  if (!(r.counted_at === null || typeof r.counted_at === 'string')) return null
  return {
    area_id: r.area_id,
    capacity: r.capacity,
    present: r.present,
    counted_at: r.counted_at,
    level: hallFillLevel(r.present, r.capacity, r.counted_at, now),
  }
}

