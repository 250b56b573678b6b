/**
 * The staff API (docs/staff.md) under ACCOUNT_API_PREFIX: the door's check-in, the halls' counts,
 * the organizer's figures. Every call but `hallFill` needs a staff role (`roles`): anyone else gets
 * 403 `staff_only`. One source of truth for both sides, like account.ts.
 */
import { type Infer, array, assign, boolean, define, enums, integer, literal, nullable, object, optional, pattern, refine, size, string, tuple, type } from 'superstruct'
import { DOOR_NAME_MAX_LENGTH, DOOR_SYNC_BATCH_MAX, STAFF_ROLES, type StaffRole } from '../constants'
import { HALL_FILL_LEVELS } from '../hall-fill'
import { trimmed } from './account-fields'
import { ISO_DATE, ISO_DATE_TIME, Id, IsoDate, IsoDateTime, unionOf } from './common'

/** What a ticket's QR code holds: its opaque code (letters, digits, '-' and '_'). Anything else is not a ticket. */
export const TICKET_CODE = /^[A-Za-z0-9_-]{8,64}$/
export const TicketCode = pattern(string(), TICKET_CODE)
/** A check-in's own id, made by the scanner: sending it again never counts twice. */
export const CheckinId = pattern(string(), /^[A-Za-z0-9_-]{8,64}$/)
export const DoorName = refine(trimmed(string()), 'DoorName', (v) => (v.length >= 1 && v.length <= DOOR_NAME_MAX_LENGTH) || `1 to ${DOOR_NAME_MAX_LENGTH} characters`)

export const StaffRoleStruct = enums(STAFF_ROLES)
export const StaffMe = type({ roles: array(StaffRoleStruct) })
export type StaffMe = Infer<typeof StaffMe>

/** The door's four answers (and the code the HTTP answer carries with them). */
export const VERDICTS = ['valid', 'already_checked_in', 'not_this_event', 'other_days'] as const
export type VerdictKind = (typeof VERDICTS)[number]

export const FirstCheckin = type({ at: IsoDateTime, door: string() })
export const DoorVerdict = type({
  verdict: enums(VERDICTS),
  /** The ticket holder's name (valid, already checked in, other days); null for an unknown code. */
  name: nullable(string()),
  /** 'visitor' or 'speaker'. */
  role: nullable(string()),
  /** The days the ticket is valid for (every verdict but not_this_event); null: every day. */
  days: nullable(array(IsoDate)),
  /** The admission that counted today (already_checked_in; for valid, this one). */
  first: nullable(FirstCheckin),
})
export type DoorVerdict = Infer<typeof DoorVerdict>

/** A refused check: 404 not_this_event, 409 already_checked_in or other_days, with the verdict in `data`. */
export const DoorRefusal = type({ message: string(), code: enums(VERDICTS), data: DoorVerdict })

export const DoorCheckBody = object({ id: CheckinId, code: TicketCode, door: DoorName })
export type DoorCheckBody = Infer<typeof DoorCheckBody>

/** A check-in the scanner admitted with no network: the time it happened on the scanner's clock. */
/**
 * `at`: the scanner's time of the check-in; `generated_at`: the offline data's (DoorOfflineData),
 * so the server knows how far back a check-in may lie. The server's clock decides (docs/staff.md).
 */
export const OfflineCheckin = object({ id: CheckinId, code: TicketCode, door: DoorName, at: IsoDateTime, generated_at: optional(IsoDateTime) })
export type OfflineCheckin = Infer<typeof OfflineCheckin>
export const DoorSyncBody = object({ checkins: size(array(OfflineCheckin), 1, DOOR_SYNC_BATCH_MAX) })

/**
 * Each synced check-in: counted (the day's admission), flagged (the ticket had already been
 * admitted, at `first`: two scanners let it in; staff see it in the summary), or refused (the
 * code is not a ticket of this event, or for other days).
 */
export const SYNC_OUTCOMES = ['counted', 'flagged', 'refused'] as const
/** `clock_wrong`: the scanner's time was not believable; counted at the sync's time and day instead. */
export const SyncResult = type({ id: string(), outcome: enums(SYNC_OUTCOMES), first: nullable(FirstCheckin), clock_wrong: optional(literal(true)) })
export const DoorSyncResults = array(SyncResult)
export type SyncResult = Infer<typeof SyncResult>
/** A replayed batch (409 batch_replayed): it had arrived, its answer was lost; the results again in `data`. */
export const SyncReplayed = type({ message: string(), code: literal('batch_replayed'), data: DoorSyncResults })


export const FlaggedCheckin = type({ id: string(), name: nullable(string()), at: IsoDateTime, door: string(), first: FirstCheckin })
export const DoorSummary = type({
  /** The conference day counted (YYYY-MM-DD, the venue's day). */
  day: IsoDate,
  /** False outside the event's days: a rehearsal, where every ticket of the event is valid. */
  event_day: boolean(),
  total: integer(),
  doors: array(type({ door: string(), count: integer() })),
  flagged: array(FlaggedCheckin),
  /** The day's offline check-ins whose scanner clock was wrong (counted at their sync's time). */
  clock_wrong: optional(integer()),
})
export type DoorSummary = Infer<typeof DoorSummary>

/**
 * What a scanner needs to judge tickets alone: for each ticket a salted SHA-256 of its code (the
 * first 12 bytes, base64url; the codes are 144 random bits, so a hash is useless without the
 * ticket), the role ('v' visitor, 's' speaker), the name and the registered days (null: every
 * day); and today's admissions by the same hash. No e-mail, phone or birthdate.
 */
export const OfflineTicket = tuple([string(), enums(['v', 's'] as const), string(), nullable(array(IsoDate))])
export const OfflineAdmission = tuple([string(), IsoDateTime, string()])
export type OfflineTicket = Infer<typeof OfflineTicket>
export type OfflineAdmission = Infer<typeof OfflineAdmission>

/**
 * The lists checked with the same rules as the tuples above, by one plain loop: superstruct's
 * tuple checks took 0.3–0.5 s for 20,000 tickets on this machine (well over a second on a 4×
 * slowed CPU), this loop 1–5 ms.
 */
const isIsoDate = (v: unknown) => typeof v === 'string' && ISO_DATE.test(v)
const isOfflineTicket = (v: unknown) =>
  Array.isArray(v) && v.length === 4 && typeof v[0] === 'string' && (v[1] === 'v' || v[1] === 's') && typeof v[2] === 'string' && (v[3] === null || (Array.isArray(v[3]) && v[3].every(isIsoDate)))
const isOfflineAdmission = (v: unknown) => Array.isArray(v) && v.length === 3 && typeof v[0] === 'string' && typeof v[1] === 'string' && ISO_DATE_TIME.test(v[1]) && typeof v[2] === 'string'
const listOf = <T>(name: string, item: (v: unknown) => boolean, shape: string) =>
  define<T[]>(name, (v) => {
    if (!Array.isArray(v)) return `expected an array of ${shape}`
    const bad = v.findIndex((x) => !item(x))
    return bad < 0 || `item ${bad}: expected ${shape}`
  })
export const OfflineTickets = listOf<OfflineTicket>('OfflineTickets', isOfflineTicket, '[hash, "v" | "s", name, days | null]')
export const OfflineAdmissions = listOf<OfflineAdmission>('OfflineAdmissions', isOfflineAdmission, '[hash, ISO date-time, door]')
export const DoorOfflineData = type({
  event_id: Id,
  day: IsoDate,
  event_day: boolean(),
  /** The venue's zone and day change: the scanner works out the conference day with no network. */
  time_zone: string(),
  day_change: string(),
  salt: string(),
  generated_at: IsoDateTime,
  tickets: OfflineTickets,
  admitted: OfflineAdmissions,
})
export type DoorOfflineData = Infer<typeof DoorOfflineData>

export const HallFill = type({
  area_id: Id,
  capacity: nullable(integer()),
  present: integer(),
  counted_at: nullable(IsoDateTime),
  level: enums(HALL_FILL_LEVELS),
})
export type HallFill = Infer<typeof HallFill>
/**
 * `hall {hall}` on the live channel (kernel/contract/live.ts): a hall was counted (or its capacity
 * set); `level` is judged on the server's clock when it was sent, and again by each page on its
 * own. Not kept for a replay: a page that (re)connects reads `hallFill` instead.
 */
export const HallEvent = type({ type: literal('hall'), hall: HallFill })
export type HallEvent = Infer<typeof HallEvent>
/** What the hall staff see: a hall's fill and its name. */
export const StaffHall = assign(HallFill, type({ name: string() }))
export type StaffHall = Infer<typeof StaffHall>
export const HallCountBody = object({ delta: unionOf([literal(1), literal(-1)]) })

export const StaffStats = type({
  days: array(type({ day: IsoDate, checkins: integer(), registered: integer(), no_shows: nullable(integer()) })),
  hours: array(type({ day: IsoDate, hour: integer(), checkins: integer() })),
  halls: array(StaffHall),
})
export type StaffStats = Infer<typeof StaffStats>

/** The figures as CSV (not JSON): an authenticated file, like a speaker's presentation. */
export const STAFF_STATS_CSV_PATH = '/api/staff/stats.csv'

type Roles = readonly StaffRole[]
const ANY: Roles = STAFF_ROLES
const DOOR: Roles = ['door']
const HALL: Roles = ['hall']

export const staffEndpoints = {
  me: { method: 'GET', path: '/api/staff/me', auth: true, roles: ANY, body: null, response: StaffMe },
  /** `refusal`: the refused answers that are answers too (a verdict, a replayed batch's results): the client returns their `data`. */
  doorCheck: { method: 'POST', path: '/api/staff/door/check', auth: true, roles: DOOR, body: DoorCheckBody, response: DoorVerdict, refusal: DoorRefusal },
  doorSync: { method: 'POST', path: '/api/staff/door/sync', auth: true, roles: DOOR, body: DoorSyncBody, response: DoorSyncResults, refusal: SyncReplayed },
  doorSummary: { method: 'GET', path: '/api/staff/door/summary', auth: true, roles: DOOR, body: null, response: DoorSummary },
  doorOffline: { method: 'GET', path: '/api/staff/door/offline', auth: true, roles: DOOR, body: null, response: DoorOfflineData },
  halls: { method: 'GET', path: '/api/staff/halls', auth: true, roles: HALL, body: null, response: array(StaffHall) },
  hallCount: { method: 'POST', path: '/api/staff/halls/:id/count', auth: true, roles: HALL, body: HallCountBody, response: StaffHall },
  stats: { method: 'GET', path: '/api/staff/stats', auth: true, roles: ANY, body: null, response: StaffStats },
  /** Public: every hall's fill level, polled by the grid, the session page and my program. */
  hallFill: { method: 'GET', path: '/api/halls/fill', auth: false, roles: null, body: null, response: array(HallFill) },
} as const

export type StaffEndpoints = typeof staffEndpoints
export type StaffEndpointName = keyof StaffEndpoints
