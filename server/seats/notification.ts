import { is } from 'superstruct'
import { SeatCounts } from '../../kernel/contract/seats'

/** The live channel's `seats` notification prefix (server/live/hub.ts sends it on to every page). */
export const SEATS_NOTIFY_PREFIX = 'seats '

/** Reads a seats notification; null for anything out of shape. */
export function seatsOfNotification(payload: string): SeatCounts | null {
  try {
    const raw: unknown = JSON.parse(payload.slice(SEATS_NOTIFY_PREFIX.length))
    return is(raw, SeatCounts) ? raw : null
  } catch {
    return null
  }
}
