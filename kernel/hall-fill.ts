import { HALL_COUNT_STALE_MS, HALL_FILLING_SHARE } from './constants'

/** What a visitor reads about a hall: free, filling (≥ 75 %), full, or unknown (no recent count). */
export const HALL_FILL_LEVELS = ['free', 'filling', 'full', 'unknown'] as const
export type HallFillLevel = (typeof HALL_FILL_LEVELS)[number]

/**
 * The one rule for a hall's fill level, used by the server's answer and again by the browser with
 * its own clock, so a page left open never shows a stale "free": no count for HALL_COUNT_STALE_MS,
 * or no capacity to compare with, reads "unknown".
 */
export function hallFillLevel(present: number, capacity: number | null, countedAt: string | number | null, now: number): HallFillLevel {
  if (countedAt === null || capacity === null || capacity <= 0) return 'unknown'
  const at = typeof countedAt === 'number' ? countedAt : Date.parse(countedAt)
  if (!Number.isFinite(at) || now - at > HALL_COUNT_STALE_MS) return 'unknown'
  if (present >= capacity) return 'full'
  if (present >= capacity * HALL_FILLING_SHARE) return 'filling'
  return 'free'
}
