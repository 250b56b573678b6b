/**
 * Seats (docs/seats.md): sessions that take sign-ups with a number of places, the waiting list,
 * the offers of freed seats and the hall steward's check. Public counts under /api/seats; a
 * person's places under the account API (ACCOUNT_API_PREFIX), with its tokens.
 */
import { type Infer, array, boolean, enums, integer, literal, nullable, object, optional, refine, string, type } from 'superstruct'
import { SEAT_CAPACITY_MAX } from '../constants'
import { SEAT_LABELS } from '../seats'
import { Id, IsoDateTime } from './common'
import { TicketCode } from './staff'

/** One session's figures: what every page shows ("N seats", "few seats left", "full", "closed"). */
export const SeatCounts = type({
  meeting_id: Id,
  capacity: integer(),
  /** Confirmed places and offers out. */
  taken: integer(),
  /** People in line (not yet offered a seat). */
  waiting: integer(),
  closed: boolean(),
  label: enums(SEAT_LABELS),
})
export type SeatCounts = Infer<typeof SeatCounts>

/** `seats {seats}` on the live channel (kernel/contract/live.ts): a session's figures moved. Never replayed. */
export const SeatsEvent = type({ type: literal('seats'), seats: SeatCounts })
export type SeatsEvent = Infer<typeof SeatsEvent>

/** A person's place: a seat, a place in line (`place`, 1 is next), or a seat offered until `offer_expires_at`. */
export const SEAT_STATES = ['seated', 'waiting', 'offered'] as const
export type SeatState = (typeof SEAT_STATES)[number]
export const MySeat = type({
  meeting_id: Id,
  state: enums(SEAT_STATES),
  place: nullable(integer()),
  offer_expires_at: nullable(IsoDateTime),
})
export type MySeat = Infer<typeof MySeat>
/** What a sign-up, an acceptance or a leave answers: the person's place now (null: none) and the session's figures. */
export const SeatAnswer = type({ seat: nullable(MySeat), counts: SeatCounts })
export type SeatAnswer = Infer<typeof SeatAnswer>

export const SeatCapacity = refine(integer(), 'SeatCapacity', (v) => (v >= 0 && v <= SEAT_CAPACITY_MAX) || `0 to ${SEAT_CAPACITY_MAX}`)
export const SEAT_RELEASES = ['line', 'walk_in'] as const

/**
 * The organizer's settings of a session (ORGANIZER_TOKEN, or the desk): a number of seats (null:
 * none of the organizer's own), the hall's capacity instead, sign-up closed, and what happens to
 * seats unclaimed SEAT_RELEASE_AFTER_START_MINUTES after the start. Each field optional.
 */
export const SeatSettingsBody = object({
  capacity: optional(nullable(SeatCapacity)),
  use_hall: optional(boolean()),
  closed: optional(boolean()),
  release_to: optional(nullable(enums(SEAT_RELEASES))),
})
export type SeatSettingsBody = Infer<typeof SeatSettingsBody>

/** The hall steward's check of a ticket at a session's door. */
export const HALL_SEAT_VERDICTS = ['seated', 'waiting', 'none'] as const
export const HallSeatBody = object({ meeting_id: Id, code: TicketCode })
export const HallSeatVerdict = type({
  verdict: enums(HALL_SEAT_VERDICTS),
  /** Place in line for `waiting`. */
  place: nullable(integer()),
  name: nullable(string()),
})
export type HallSeatVerdict = Infer<typeof HallSeatVerdict>

/**
 * What the hall's scanner keeps to judge seats with no network: per session that takes
 * sign-ups, the seat holders' and the line's ticket hashes (the door's salt and hash: same
 * ticket, same hash), the line in order.
 */
export const HallSeatsOffline = type({
  salt: string(),
  generated_at: IsoDateTime,
  sessions: array(type({ meeting_id: Id, title: string(), start_at: IsoDateTime, seated: array(string()), waiting: array(string()) })),
})
export type HallSeatsOffline = Infer<typeof HallSeatsOffline>

export const SEATS_PATH = '/api/seats'

export const seatEndpoints = {
  /** Public: the figures of every session of the event that takes sign-ups. */
  counts: { method: 'GET', path: SEATS_PATH, auth: false, body: null, response: array(SeatCounts) },
  /** The person's places (account API). */
  mine: { method: 'GET', path: '/api/user/seats', auth: true, body: null, response: array(MySeat) },
  /** Take a seat, or a place in line when none is free; the same again answers the place held. */
  take: { method: 'POST', path: '/api/user/seats/:id', auth: true, body: null, response: SeatAnswer },
  /** Leave: the seat or the place in line (an offer: declined). One tap. */
  leave: { method: 'POST', path: '/api/user/seats/:id/leave', auth: true, body: null, response: SeatAnswer },
  /** Accept the seat offered. */
  accept: { method: 'POST', path: '/api/user/seats/:id/accept', auth: true, body: null, response: SeatAnswer },
  /** The organizer (Authorization: Bearer ORGANIZER_TOKEN): a session's seat settings; answers its figures. */
  settings: { method: 'PUT', path: `${SEATS_PATH}/:id`, auth: 'organizer', body: SeatSettingsBody, response: SeatCounts },
  /** The hall steward: does this ticket hold a seat at this session? (hall role) */
  hallCheck: { method: 'POST', path: '/api/staff/hall/seat', auth: true, body: HallSeatBody, response: HallSeatVerdict },
  hallOffline: { method: 'GET', path: '/api/staff/hall/seats', auth: true, body: null, response: HallSeatsOffline },
} as const
