/**
 * The program's versions and their changes (content API, `changes/{event}`): "what changed since
 * version N". Every import that changes an event's program makes a version (a number counted per
 * event from 1, a time, a source); each version holds one change per session it touched. The change
 * log page, its Atom feed and live delivery to people are all built on this one answer.
 */
import { type Infer, array, boolean, coerce, enums, integer, nullable, object, optional, refine, string, type, unknown } from 'superstruct'
import { Id, IsoDateTime, QFlag, QId, QLangs, QLimit, translations } from './common'

/**
 * What happened to a session in one version; one change may carry several (moved and hall).
 * `added`: new in this version; `cancelled`: gone from the program (withdrawn, still reachable by
 * id); `restored`: back after a cancellation; `moved`: its start or end changed; `hall`: another
 * hall; `retitled`: another title; `speakers`: its speakers (who or their order) changed.
 */
export const CHANGE_KINDS = ['added', 'cancelled', 'restored', 'moved', 'hall', 'retitled', 'speakers'] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]

/**
 * A session as it was on one side of a change, with the names it had then (a hall renamed later
 * does not rewrite the log). Times carry the venue's offset; `translations` holds the asked-for
 * languages (`langs`, default the X-Lang language), falling back as the other content calls do.
 */
export const SessionState = type({
  start_at: IsoDateTime,
  end_at: IsoDateTime,
  area_id: Id,
  speaker_ids: array(Id),
  translations: translations(type({ title: string(), area: string(), speakers: array(string()) })),
})
export type SessionState = Infer<typeof SessionState>

/**
 * One session's change in one version. `before` is null for `added`; `after` is the state the
 * version left (for `cancelled`, the last state the session had). `is_culture` tells the session's
 * page apart: the festival's (`/festival-program/{id}`) or the business program's (`/program/meeting/{id}`).
 */
export const ProgramChange = type({
  meeting_id: Id,
  is_culture: boolean(),
  kinds: array(enums(CHANGE_KINDS)),
  before: nullable(SessionState),
  after: SessionState,
})
export type ProgramChange = Infer<typeof ProgramChange>

/** Where a version came from: a file handed to the import, or the pull from `PROGRAM_URL`. */
export const VersionSource = type({ kind: enums(['file', 'url'] as const), name: string() })
export type VersionSource = Infer<typeof VersionSource>

/**
 * One version of an event's program. `initial`: the event's first imported program, whose sessions
 * are not listed one by one (every one would be `added`); `change_count` counts its sessions then.
 */
export const ProgramVersion = type({
  number: integer(),
  at: IsoDateTime,
  source: VersionSource,
  initial: boolean(),
  change_count: integer(),
  changes: array(ProgramChange),
})
export type ProgramVersion = Infer<typeof ProgramVersion>

/**
 * `changes/{event}`: the versions with a number above `since` and below `before`, oldest first
 * (newest first with `newest_first=1`), at most `limit` (default CHANGES_DEFAULT_LIMIT); `more`
 * says that more such versions exist past the last one returned (ask again with `since`, or
 * `before` when newest first, set to its number). `current` is the event's newest version number
 * (0 before its first import). With `meeting_id`, only the versions that changed that session,
 * each with that session's change alone. `timezone` is the venue's: the times carry its offset.
 */
export const ProgramChanges = type({
  event_id: Id,
  timezone: string(),
  current: integer(),
  more: boolean(),
  versions: array(ProgramVersion),
})
export type ProgramChanges = Infer<typeof ProgramChanges>

/** A version number given as a query string: 0 (everything) or more. */
const QVersion = coerce(
  refine(integer(), 'Version', (v) => v >= 0 || 'must be 0 or a positive integer'),
  unknown(),
  (value) => (typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : value),
)

export const ChangesQuery = object({
  langs: optional(QLangs),
  since: optional(QVersion),
  before: optional(QVersion),
  limit: optional(QLimit),
  newest_first: optional(QFlag),
  meeting_id: optional(QId),
})
export type ChangesQuery = Infer<typeof ChangesQuery>

/** The endpoint, relative to CONTENT_API_PREFIX (registered with the other content endpoints). */
export const changesEndpoints = {
  changes: { path: '/changes/:event', query: ChangesQuery, response: ProgramChanges },
} as const

/** The number of versions one answer holds at most when `limit` is not given. */
export const CHANGES_DEFAULT_LIMIT = 20
