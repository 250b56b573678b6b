/**
 * The desk's people (docs/desk-people.md): the list of everyone registered for the event, one
 * person's page, the exports and the ticket's actions, under DESK_API_PREFIX. Every call needs
 * the registrar's (or the admin's) role. One source of truth for both sides.
 */
import { type Infer, type Struct, array, boolean, coerce, enums, integer, nullable, object, optional, refine, string, type, unknown } from 'superstruct'
import { trimmed } from './account-fields'
import { Id, IsoDate, IsoDateTime, QDate, QId, qWordList } from './common'
import { DESK_API_PREFIX } from './desk'
import type { DeskRole } from '../constants'

export const PEOPLE_ROLES = ['visitor', 'speaker'] as const
export type PeopleRole = (typeof PEOPLE_ROLES)[number]
/** Checked in at the door today (the venue's day), on any day, or never. */
export const CHECKED_FILTERS = ['today', 'ever', 'never'] as const
/** A session's people: who picked it (favorites), who signed up, or either. */
export const MEETING_LINKS = ['picked', 'signed', 'any'] as const
export const PEOPLE_SORTS = ['name', '-name', 'registered', '-registered', 'organization', '-organization'] as const
export type PeopleSort = (typeof PEOPLE_SORTS)[number]
export const PEOPLE_PAGE_SIZES = [25, 50, 100] as const
export const PEOPLE_SEARCH_MAX = 100

const toInt = (s: unknown) => (typeof s === 'string' && /^[0-9]+$/.test(s) ? Number(s) : s)
const SearchText = refine(trimmed(string()), 'Search', (v) => (v.length >= 1 && v.length <= PEOPLE_SEARCH_MAX) || `1 to ${PEOPLE_SEARCH_MAX} characters`)
const coercedInt = <T>(struct: Struct<T, null>) => coerce(struct, unknown(), toInt)
const Page = refine(integer(), 'Page', (v) => (v >= 1 && v <= 100_000) || 'must be between 1 and 100000')

/** What narrows the list: the same for the page, the counts, the exports and a message's segment. */
export const PeopleFilter = object({
  /** Part of a name (any of its forms), an e-mail or an organization. */
  q: optional(SearchText),
  role: optional(enums(PEOPLE_ROLES)),
  /** Registered for this day (a registration without days is for every day). */
  day: optional(QDate),
  industry_id: optional(QId),
  region: optional(SearchText),
  checked: optional(enums(CHECKED_FILTERS)),
  meeting_id: optional(QId),
  /** With `meeting_id`; 'any' when left out. */
  meeting_link: optional(enums(MEETING_LINKS)),
})
export type PeopleFilter = Infer<typeof PeopleFilter>
export const PEOPLE_FILTER_KEYS = Object.keys(PeopleFilter.schema) as Array<keyof PeopleFilter>

export const PeopleQuery = object({
  ...PeopleFilter.schema,
  sort: optional(enums(PEOPLE_SORTS)),
  page: optional(coercedInt(Page)),
  per_page: optional(coercedInt(refine(integer(), 'PageSize', (v) => (PEOPLE_PAGE_SIZES as readonly number[]).includes(v) || `one of ${PEOPLE_PAGE_SIZES.join(', ')}`))),
})
export type PeopleQuery = Infer<typeof PeopleQuery>

export const PersonRow = type({
  id: Id,
  name: nullable(string()),
  email: nullable(string()),
  organization: nullable(string()),
  role: string(),
  /** Null: every day of the event. */
  days: nullable(array(IsoDate)),
  registered_at: IsoDateTime,
  checked_in_today: boolean(),
})
export type PersonRow = Infer<typeof PersonRow>

export const PeoplePage = type({
  rows: array(PersonRow),
  page: integer(),
  per_page: integer(),
  /** Everyone the filter matches, and of them by role and checked in today. */
  counts: type({ total: integer(), visitors: integer(), speakers: integer(), checked_in_today: integer() }),
  /** Registered in all, whatever the filter. */
  everyone: integer(),
})
export type PeoplePage = Infer<typeof PeoplePage>

const Named = type({ id: Id, title: string(), starts_at: nullable(IsoDateTime), area: nullable(string()) })
export const PersonPage = type({
  id: Id,
  email: nullable(string()),
  email_verified: boolean(),
  vk: boolean(),
  created_at: IsoDateTime,
  profile: type({
    firstname: nullable(string()),
    lastname: nullable(string()),
    surname: nullable(string()),
    firstname_en: nullable(string()),
    lastname_en: nullable(string()),
    phone: nullable(string()),
    organization: nullable(string()),
    organization_type: nullable(string()),
    industry: nullable(string()),
    position: nullable(string()),
    region: nullable(string()),
    city: nullable(string()),
  }),
  registration: nullable(
    type({
      role: string(),
      days: nullable(array(IsoDate)),
      purpose: nullable(string()),
      not_creative_industry: nullable(boolean()),
      registered_at: IsoDateTime,
      consent_at: nullable(IsoDateTime),
    }),
  ),
  /** The ticket's state, never its code: issued how many times, the last time reissued. */
  ticket: nullable(type({ issues: integer(), reissued_at: nullable(IsoDateTime) })),
  speaker: nullable(type({ id: Id, name: string(), meetings: array(Named) })),
  picks: array(Named),
  signups: array(Named),
  checkins: array(type({ day: IsoDate, at: IsoDateTime, door: string(), counted: boolean(), flagged: boolean() })),
  mails: array(type({ subject: string(), status: string(), at: IsoDateTime })),
  staff_roles: array(string()),
  /** The door and hall roles with the day's assignment. */
  staff: array(type({ role: string(), assignment: nullable(string()) })),
  /** What the desk did to this person (the audit log's lines about them). */
  events: array(type({ at: IsoDateTime, action: string(), by: nullable(string()) })),
})
export type PersonPage = Infer<typeof PersonPage>

/** The columns an export may hold: profile and registration fields, never a secret (no hash, token, ticket code or feed key). */
export const EXPORT_COLUMNS = [
  'id', 'lastname', 'firstname', 'surname', 'firstname_en', 'lastname_en', 'email', 'phone', 'organization', 'organization_type',
  'industry', 'position', 'region', 'city', 'role', 'days', 'purpose', 'registered_at', 'checked_in_days',
] as const
export type ExportColumn = (typeof EXPORT_COLUMNS)[number]
export const DEFAULT_EXPORT_COLUMNS: ExportColumn[] = ['lastname', 'firstname', 'email', 'organization', 'role', 'days']
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const ExportQuery = object({
  ...PeopleFilter.schema,
  format: enums(EXPORT_FORMATS),
  columns: optional(qWordList(EXPORT_COLUMNS)),
})
export type ExportQuery = Infer<typeof ExportQuery>

export const RoleBody = object({ role: enums(PEOPLE_ROLES) })
export const SpeakerLinkBody = object({ speaker_id: nullable(Id) })
export const STAFF_DUTIES = ['door', 'hall'] as const
const Assignment = refine(trimmed(string()), 'Assignment', (v) => (v.length >= 1 && v.length <= 80) || '1 to 80 characters')
/** A door or hall role given (with the door or hall it works today) or taken back. */
export const StaffDutyBody = object({ role: enums(STAFF_DUTIES), granted: boolean(), assignment: optional(nullable(Assignment)) })
export type StaffDutyBody = Infer<typeof StaffDutyBody>
export const TicketAnswer = type({ issues: integer(), reissued_at: nullable(IsoDateTime) })

/** Who works with people: the registrar, and the admin who can do everything. */
export const REGISTRARS: readonly DeskRole[] = ['admin', 'registrar']
const ADMINS: readonly DeskRole[] = ['admin']
const P = `${DESK_API_PREFIX}/people`

export const deskPeopleEndpoints = {
  list: { method: 'GET', path: P, roles: REGISTRARS, body: null, query: PeopleQuery, response: PeoplePage },
  /** The file itself (CSV or XLSX), not JSON. */
  export: { method: 'GET', path: `${P}/export`, roles: REGISTRARS, body: null, query: ExportQuery, response: unknown() },
  person: { method: 'GET', path: `${P}/:id`, roles: REGISTRARS, body: null, response: PersonPage },
  reissue: { method: 'POST', path: `${P}/:id/ticket`, roles: REGISTRARS, body: null, response: TicketAnswer },
  resend: { method: 'POST', path: `${P}/:id/resend`, roles: REGISTRARS, body: null, response: type({ to: string() }) },
  role: { method: 'PUT', path: `${P}/:id/role`, roles: REGISTRARS, body: RoleBody, response: type({ role: string() }) },
  speaker: { method: 'PUT', path: `${P}/:id/speaker`, roles: REGISTRARS, body: SpeakerLinkBody, response: type({ speaker_id: nullable(Id) }) },
  /** Roles are the admin's to give (docs/desk.md). */
  staff: { method: 'PUT', path: `${P}/:id/staff`, roles: ADMINS, body: StaffDutyBody, response: array(type({ role: string(), assignment: nullable(string()) })) },
} as const
export type DeskPeopleEndpointName = keyof typeof deskPeopleEndpoints
