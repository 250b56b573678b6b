import { type Infer, array, boolean, enums, integer, literal, min, nullable, number, object, optional, size, string, trimmed, type } from 'superstruct'
import { ANNOUNCEMENT_MAX_LENGTH } from '../constants'
import { Id, IsoDateTime, unionOf } from './common'
import { SeatsEvent } from './seats'
import { HallEvent } from './staff'

/**
 * The live channel: one Server-Sent Events stream (`GET /api/live/events`) that tells an open
 * page of a new program version or an organizer's announcement within about a second, and the
 * announcements themselves. Each event's SSE `id:` is the server's event id: a reconnect that
 * sends it back (the `Last-Event-ID` header, as EventSource does, or `?last=`) first gets what it
 * missed, or one `reload` event when that is no longer kept.
 */

export const LIVE_PREFIX = '/api/live'

/** An organizer's short notice in both languages; shown until `ends_at` (the end of that venue day). */
export const Announcement = type({
  id: Id,
  text: type({ ru: string(), en: string() }),
  created_at: IsoDateTime,
  ends_at: IsoDateTime,
})
export type Announcement = Infer<typeof Announcement>

const AnnouncementText = size(trimmed(string()), 1, ANNOUNCEMENT_MAX_LENGTH)
export const AnnouncementBody = object({ ru: AnnouncementText, en: AnnouncementText })
export type AnnouncementBody = Infer<typeof AnnouncementBody>

/** A new program version: the sessions it moved (a new time or hall) and cancelled. */
export const ProgramEvent = type({
  type: literal('program'),
  version: integer(),
  moved: array(Id),
  cancelled: array(Id),
})
export type ProgramEvent = Infer<typeof ProgramEvent>

export const AnnouncementEvent = type({ type: literal('announcement'), announcement: Announcement })
export type AnnouncementEvent = Infer<typeof AnnouncementEvent>

/** The first event of every stream: the newest event id and program version the server knows. */
export const HelloEvent = type({ type: literal('hello'), version: integer() })
/** What was missed is no longer kept: the page re-reads everything it shows. */
export const ReloadEvent = type({ type: literal('reload'), version: integer() })

/**
 * `question {meeting_id}`: that session's questions changed (server/questions/); nothing personal.
 * Defined here, not in questions.ts, so every page's live channel does not carry the questions' contract.
 */
export const QuestionEvent = type({ type: literal('question'), meeting_id: Id })
export type QuestionEvent = Infer<typeof QuestionEvent>

/** The `data:` of every event on the stream (its SSE `event:` name is `type`). */
/** `hall {hall}`: a hall's fill level (kernel/contract/staff.ts), with no id: never replayed. */
/** `seats {seats}`: a session's seat figures (kernel/contract/seats.ts), with no id: never replayed. */
export const LiveEvent = unionOf([ProgramEvent, AnnouncementEvent, QuestionEvent, HallEvent, SeatsEvent, HelloEvent, ReloadEvent])
export type LiveEvent = Infer<typeof LiveEvent>
export type LiveEventType = LiveEvent['type']

export const liveEndpoints = {
  /**
   * text/event-stream; `?last=N` (or the Last-Event-ID header): the last event id seen. Each event
   * `id: N`, `event: <type>`, `data: <LiveEvent JSON>`; comment lines as heartbeats.
   */
  stream: { method: 'GET', path: `${LIVE_PREFIX}/events`, auth: false, body: null, events: LiveEvent },
  /** The announcements still shown now, newest first. */
  announcements: { method: 'GET', path: `${LIVE_PREFIX}/announcements`, auth: false, body: null, response: array(Announcement) },
  /** An organizer publishes (Authorization: Bearer ORGANIZER_TOKEN); 201 with the announcement. */
  announce: { method: 'POST', path: `${LIVE_PREFIX}/announcements`, auth: 'organizer', body: AnnouncementBody, response: Announcement },
} as const

// ---------- Web Push ----------

/**
 * The browser's PushSubscription as `toJSON()` gives it (Push API: endpoint, expirationTime,
 * keys base64url). `expirationTime`: milliseconds since 1970 after which the push service stops
 * taking messages, or null; the server sends nothing after it.
 */
export const PushSubscriptionBody = object({
  endpoint: size(string(), 1, 2000),
  expirationTime: optional(nullable(min(number(), 0))),
  keys: object({ p256dh: size(string(), 1, 200), auth: size(string(), 1, 100) }),
})
export type PushSubscriptionBody = Infer<typeof PushSubscriptionBody>
export const PushUnsubscribeBody = object({ endpoint: size(string(), 1, 2000) })

/** The server's VAPID public key (base64url) for `pushManager.subscribe`; null: push is off on this server. */
export const PushKey = type({ public_key: nullable(string()) })

/** What a notification carries (the service worker shows it): texts in the subscription's language. */
export const PushPayload = type({ title: string(), body: string(), url: string(), tag: string() })
export type PushPayload = Infer<typeof PushPayload>

export const pushEndpoints = {
  key: { method: 'GET', path: `${LIVE_PREFIX}/push/key`, auth: false, body: null, response: PushKey },
  /** The person's browser opts in (the account's bearer token); the same endpoint again updates it. */
  subscribe: { method: 'POST', path: `${LIVE_PREFIX}/push/subscription`, auth: true, body: PushSubscriptionBody, response: type({ subscribed: literal(true) }) },
  /** The browser opts out (or its subscription changed). */
  unsubscribe: { method: 'POST', path: `${LIVE_PREFIX}/push/unsubscription`, auth: true, body: PushUnsubscribeBody, response: type({ subscribed: literal(false) }) },
} as const

// ---------- "My program": changed picks until seen ----------

const SessionSide = type({ start_at: IsoDateTime, end_at: IsoDateTime, hall: string() })
/** A picked session that moved (`before` → `after`) or was cancelled, not yet seen by the person. */
export const PickChange = type({ meeting_id: Id, kind: enums(['moved', 'cancelled'] as const), before: SessionSide, after: SessionSide })
export type PickChange = Infer<typeof PickChange>

export const pickChangeEndpoints = {
  list: { method: 'GET', path: `${LIVE_PREFIX}/my-changes`, auth: true, body: null, response: array(PickChange) },
  /** The person has seen these: the marks go. */
  seen: { method: 'POST', path: `${LIVE_PREFIX}/my-changes/seen`, auth: true, body: object({ ids: size(array(Id), 1, 500) }), response: type({ seen: array(Id) }) },
} as const

// ---------- Mails about changes to the person's program ----------

export const ChangeMailSetting = object({ enabled: boolean() })
/** What the cabinet sends to turn the mails on or off. */
export const ChangeMailBody = ChangeMailSetting
export const changeMailEndpoints = {
  /** On unless the person turned them off (in the cabinet or by a mail's one-click link). */
  setting: { method: 'GET', path: `${LIVE_PREFIX}/mail/setting`, auth: true, body: null, response: ChangeMailSetting },
  save: { method: 'POST', path: `${LIVE_PREFIX}/mail/setting`, auth: true, body: ChangeMailSetting, response: ChangeMailSetting },
} as const
