/**
 * The desk's messages to a group (docs/desk-messages.md): a mail in both languages to a segment
 * of the people, its preview (as each language's reader gets it, and how many it reaches), its
 * progress through the mail queue (under DESK_API_PREFIX); and each person's organizer-mail
 * setting (under the account API).
 */
import { type Infer, array, boolean, enums, integer, literal, nullable, object, optional, refine, string, type } from 'superstruct'
import { ANNOUNCEMENT_MAX_LENGTH } from '../constants'
import { trimmed } from './account-fields'
import { Id, IsoDate, IsoDateTime, unionOf } from './common'
import { DESK_API_PREFIX } from './desk'
import { PeopleFilter, REGISTRARS } from './desk-people'

export const MESSAGE_SUBJECT_MAX = 150
export const MESSAGE_BODY_MAX = 10_000

const text = (max: number) => refine(trimmed(string()), 'Text', (v) => (v.length >= 1 && v.length <= max) || `1 to ${max} characters`)

/** Who a message goes to: everyone, a day's people, a session's, a hall's (on a day), the speakers, or the list's filter. */
export const Segment = unionOf([
  object({ kind: literal('everyone') }),
  object({ kind: literal('day'), day: IsoDate }),
  object({ kind: literal('meeting'), meeting_id: Id }),
  object({ kind: literal('hall'), area_id: Id, day: optional(IsoDate) }),
  object({ kind: literal('speakers') }),
  object({ kind: literal('filter'), filter: PeopleFilter }),
])
export type Segment = Infer<typeof Segment>

export const Letter = object({ subject: text(MESSAGE_SUBJECT_MAX), body: text(MESSAGE_BODY_MAX) })
export const MessageBody = object({
  segment: Segment,
  ru: Letter,
  en: Letter,
  /** Also an announcement banner on every open page (its text: the subject, in each language). */
  banner: optional(boolean()),
})
export type MessageBody = Infer<typeof MessageBody>

const Rendered = type({ lang: enums(['ru', 'en'] as const), subject: string(), text: string(), html: string(), count: integer() })
export const MessagePreview = type({
  /** Each language's mail as its readers get it, and how many get it. */
  letters: array(Rendered),
  /** Who the segment holds, and of them who turned organizer mail off (skipped) or has no address. */
  total: integer(),
  opted_out: integer(),
  no_email: integer(),
})
export type MessagePreview = Infer<typeof MessagePreview>

export const MESSAGE_STATES = ['sending', 'sent'] as const
export const MessageProgress = type({
  id: Id,
  subject: string(),
  segment: Segment,
  created_at: IsoDateTime,
  by: nullable(string()),
  state: enums(MESSAGE_STATES),
  /** Recipients; waiting to be handed to the mail queue; in the queue; delivered; failed; bounced (refused by the receiving server); skipped (opted out). */
  recipients: integer(),
  waiting: integer(),
  queued: integer(),
  delivered: integer(),
  failed: integer(),
  bounced: integer(),
  skipped: integer(),
  banner: boolean(),
})
export type MessageProgress = Infer<typeof MessageProgress>

export const OrganizerMailSettings = type({ enabled: boolean() })
export const OrganizerMailBody = object({ enabled: boolean() })

const M = `${DESK_API_PREFIX}/messages`
export const deskMessageEndpoints = {
  preview: { method: 'POST', path: `${M}/preview`, roles: REGISTRARS, body: MessageBody, response: MessagePreview },
  send: { method: 'POST', path: M, roles: REGISTRARS, body: MessageBody, response: MessageProgress },
  list: { method: 'GET', path: M, roles: REGISTRARS, body: null, response: array(MessageProgress) },
  one: { method: 'GET', path: `${M}/:id`, roles: REGISTRARS, body: null, response: MessageProgress },
} as const

/** The cabinet's switch (account API, logged in). */
export const organizerMailEndpoints = {
  read: { method: 'GET', path: '/api/user/organizer-mail', auth: true, body: null, response: OrganizerMailSettings },
  save: { method: 'PUT', path: '/api/user/organizer-mail', auth: true, body: OrganizerMailBody, response: OrganizerMailSettings },
} as const

/** The one-click link's public path: /organizer-mail/off/{key}. */
export const ORGANIZER_MAIL_OFF_PATH = '/organizer-mail/off'
export const BANNER_MAX = ANNOUNCEMENT_MAX_LENGTH
