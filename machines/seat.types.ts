import type { MySeat, SeatAnswer } from '../kernel/contract/seats'

export type { MySeat, SeatAnswer }

/** Why the last action did not go through: the server's code, or the connection's or the session's. */
export type SeatErrorCode = 'unauthorized' | 'connectionError' | 'refused'

export interface SeatContext {
  meetingId: number
  /** The person's place as the server last said: a seat, a place in line, an offer; null: none. */
  seat: MySeat | null
  error: { code: SeatErrorCode; message: string | null } | null
}

export type SeatEvent =
  | { type: 'seat.take' }
  | { type: 'seat.leave' }
  | { type: 'seat.accept' }
  /** The server's place read again (the live channel said the session's figures moved, or another tab). */
  | { type: 'seat.updated'; seat: MySeat | null }
  /** The offer's time passed on this page's clock: it went to the next in line. */
  | { type: 'seat.expired' }
