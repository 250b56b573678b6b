/** Times are stored as timestamptz and shown in the event's time zone, with its offset (kernel/venue-time.ts). */
export { dateInZone, isoInZone } from '../kernel/venue-time'
/** True for a calendar date that exists: the contract's pattern accepts 2026-02-30, PostgreSQL does not. */
export function isRealDay(v: string): boolean {
  const t = Date.parse(`${v}T00:00:00Z`)
  // Year 0 parses in JavaScript, but PostgreSQL has no year 0.
  return !Number.isNaN(t) && !v.startsWith('0000') && new Date(t).toISOString().slice(0, 10) === v
}

/**
 * Milliseconds since the epoch. The account API takes the clock as a dependency, so tests can
 * stand exactly on the edge of a token's refresh window instead of sleeping.
 */
export type Clock = () => number
export const systemClock: Clock = () => Date.now()
