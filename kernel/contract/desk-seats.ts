/**
 * The desk's seats (docs/seats.md, "The organizer's view"): per session its seats, the taken,
 * the line, the offers out and who was checked in at the hall; the people with their states
 * (and as CSV); the settings ("add seats", "close sign-up"), a format's capacity and a place
 * forced for a person. Every write is recorded in the audit log.
 */
import { type Infer, array, boolean, enums, integer, nullable, object, string, type } from 'superstruct'
import { Email, trimmed } from './account-fields'
import { Id, IsoDateTime } from './common'
import type { DeskRole } from '../constants'
import { ANY_DESK } from './desk'
import { SEAT_RELEASES, SEAT_STATES, SeatCapacity, SeatCounts, SeatSettingsBody } from './seats'

export const DeskSeatSession = type({
  meeting_id: Id,
  title: string(),
  start_at: IsoDateTime,
  capacity: integer(),
  seated: integer(),
  offered: integer(),
  waiting: integer(),
  checked_in: integer(),
  closed: boolean(),
  use_hall: boolean(),
  release_to: nullable(enums(SEAT_RELEASES)),
})
export type DeskSeatSession = Infer<typeof DeskSeatSession>

export const DeskSeatPerson = type({
  user_id: Id,
  name: nullable(string()),
  email: nullable(string()),
  state: enums(SEAT_STATES),
  place: nullable(integer()),
  forced: boolean(),
  offer_expires_at: nullable(IsoDateTime),
  checked_in_at: nullable(IsoDateTime),
})
export type DeskSeatPerson = Infer<typeof DeskSeatPerson>

export const ForcePlaceBody = object({ email: trimmed(Email) })
export const FormatCapacityBody = object({ capacity: nullable(SeatCapacity) })

const SEAT_DESK: readonly DeskRole[] = ['admin', 'registrar']

export const DESK_SEATS_CSV_PATH = '/api/desk/seats/:id/people.csv'

export const deskSeatEndpoints = {
  sessions: { method: 'GET', path: '/api/desk/seats', roles: ANY_DESK, body: null, response: array(DeskSeatSession) },
  people: { method: 'GET', path: '/api/desk/seats/:id/people', roles: ANY_DESK, body: null, response: array(DeskSeatPerson) },
  settings: { method: 'PUT', path: '/api/desk/seats/:id', roles: SEAT_DESK, body: SeatSettingsBody, response: SeatCounts },
  force: { method: 'POST', path: '/api/desk/seats/:id/force', roles: SEAT_DESK, body: ForcePlaceBody, response: array(DeskSeatPerson) },
  formatCapacity: { method: 'PUT', path: '/api/desk/seat-formats/:id', roles: SEAT_DESK, body: FormatCapacityBody, response: type({ format_id: Id, capacity: nullable(integer()) }) },
} as const
