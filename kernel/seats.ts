import { SEATS_FEW_SHARE } from './constants'

/**
 * What a visitor reads of a session that takes sign-ups, judged the same way by the server and
 * every page: `open` (places free), `few` (under SEATS_FEW_SHARE of them), `full` (a waiting
 * list), `closed` (the organizer closed sign-up, the session was withdrawn or has ended).
 */
export const SEAT_LABELS = ['open', 'few', 'full', 'closed'] as const
export type SeatLabel = (typeof SEAT_LABELS)[number]

export interface SeatFigures {
  capacity: number
  /** Seats held: confirmed places and offers out. */
  taken: number
  closed: boolean
}

export const freeSeats = (s: SeatFigures) => Math.max(0, s.capacity - s.taken)

export function seatLabel(s: SeatFigures): SeatLabel {
  if (s.closed) return 'closed'
  const free = freeSeats(s)
  if (free === 0) return 'full'
  return free < s.capacity * SEATS_FEW_SHARE ? 'few' : 'open'
}
