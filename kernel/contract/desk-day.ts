/**
 * The forum's day on one screen (docs/desk-day.md): the figures the dashboard shows, and its
 * stream (text/event-stream; a `changed` event when something it counts moved, so the page reads
 * the figures again). Every desk role may watch it.
 */
import { type Infer, array, boolean, integer, nullable, string, type } from 'superstruct'
import { DESK_ROLES } from '../constants'
import { IsoDate, IsoDateTime } from './common'
import { DESK_API_PREFIX } from './desk'

export const DeskDay = type({
  /** The venue's conference day the figures are for. */
  day: IsoDate,
  generated_at: IsoDateTime,
  registrations: type({ total: integer(), today: integer(), per_day: array(type({ day: IsoDate, count: integer() })) }),
  checkins: type({
    total: integer(),
    doors: array(type({ door: string(), count: integer() })),
    /** The venue's hours of today, 0–23. */
    hours: array(type({ hour: integer(), count: integer() })),
    flagged: integer(),
  }),
  halls: array(type({ area_id: integer(), name: string(), present: integer(), capacity: nullable(integer()), level: string() })),
  questions_waiting: integer(),
  program: type({
    version: nullable(integer()),
    changed_at: nullable(IsoDateTime),
    changes: nullable(integer()),
    /** The pull's last check (PROGRAM_URL), when there is one. */
    pull: nullable(type({ checked_at: nullable(IsoDateTime), result: nullable(string()), ok: boolean() })),
  }),
  queues: type({ mail_pending: integer(), push_pending: integer(), messages_waiting: integer() }),
  /** What went wrong for people in the last 24 hours, as counts: mails that were not delivered, pushes that failed. */
  errors: type({ mail_failed: integer(), door_double: integer() }),
})
export type DeskDay = Infer<typeof DeskDay>

export const deskDayEndpoints = {
  day: { method: 'GET', path: `${DESK_API_PREFIX}/day`, roles: DESK_ROLES, body: null, response: DeskDay },
  stream: { method: 'GET', path: `${DESK_API_PREFIX}/day/stream`, roles: DESK_ROLES, body: null, response: DeskDay },
} as const
