/**
 * The import file (see server/IMPORT.md). Strict `object()` structs, so a misspelt field is
 * reported instead of silently ignored; entity fields are taken from the contract where the
 * public shape and the stored shape agree.
 */
import {
  type Infer,
  type Struct,
  array,
  boolean,
  defaulted,
  enums,
  integer,
  nullable,
  object,
  optional,
  refine,
  string,
} from 'superstruct'
import { Id, IsoDate, IsoDateTime } from '../../../kernel/contract/common'
import { MEETING_ROLES, MediaFile, ORGANIZATION_KINDS } from '../../../kernel/contract/content'
import { isRealDay } from '../../time'

/** Russian is the default and fallback language (§1), so it is required; English is optional. */
const tr = <T, S>(fields: Struct<T, S>) => object({ ru: fields, en: optional(fields) })
const text = () => defaulted(string(), '')
const orNull = <T, S>(s: Struct<T, S>) => defaulted(nullable(s), null)

/** Images are served under the site's CSP (img-src 'self'), so they must be site paths. */
const SitePath = refine(string(), 'SitePath', (v) => /^\/[^/\\]/.test(v) || 'must be a path on this site, starting with /')
/** Links may leave the site. */
const Link = refine(string(), 'Link', (v) => /^(\/[^/\\]|https?:\/\/)/.test(v) || 'must start with / or http(s)://')
const TimeZone = refine(string(), 'TimeZone', (v) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: v })
    return true
  } catch {
    return 'must be an IANA time zone such as Europe/Moscow'
  }
})
const Sort = defaulted(integer(), 0)
const DayChange = refine(string(), 'DayChange', (v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v) || 'must be a time HH:MM such as 06:00')
/** The contract's patterns accept 2026-02-30; PostgreSQL would not. */
const Day = refine(IsoDate, 'Day', (v) => isRealDay(v) || 'must be a real date YYYY-MM-DD')
const Instant = refine(IsoDateTime, 'Instant', (v) => (isRealDay(v.slice(0, 10)) && !Number.isNaN(Date.parse(v))) || 'must be a real date and time')

export const EventIn = object({
  id: Id,
  year: integer(),
  starts_on: Day,
  ends_on: Day,
  timezone: TimeZone,
  /** HH:MM (default 00:00): sessions starting before it belong to the conference day before. */
  day_change: optional(DayChange),
  program_link: orNull(Link),
  image: orNull(SitePath),
  stats: defaulted(
    object({ participants: integer(), sessions: integer(), speakers: integer(), countries: integer() }),
    { participants: 0, sessions: 0, speakers: 0, countries: 0 },
  ),
  translations: tr(
    object({
      name: string(), city: text(), venue: text(), address: text(), description: text(),
      /** The site's name when shorter than `name` (header, titles, mails); contacts for the footer. */
      site_name: optional(string()),
      contacts: optional(object({ organizer: optional(string()), email: optional(string()), phone: optional(string()) })),
    }),
  ),
})

export const IndustryIn = object({
  id: Id,
  slug: string(),
  icon: SitePath,
  sort: Sort,
  translations: tr(object({ name: string(), description: text() })),
})

export const ThemeIn = object({ id: Id, event_id: Id, sort: Sort, translations: tr(object({ name: string() })) })
export const InterestIn = object({
  id: Id,
  event_id: Id,
  slug: string(),
  sort: Sort,
  translations: tr(object({ name: string() })),
})
export const AreaEventTypeIn = object({ id: Id, sort: Sort, translations: tr(object({ name: string() })) })

export const AreaIn = object({
  id: Id,
  event_id: Id,
  sort: Sort,
  is_active: defaulted(boolean(), true),
  is_culture: defaulted(boolean(), false),
  capacity: orNull(integer()),
  image: orNull(SitePath),
  broadcast_url: orNull(Link),
  translations: tr(object({ name: string(), description: text(), location: text() })),
})

export const OrganizationIn = object({
  id: Id,
  event_id: Id,
  kind: enums(ORGANIZATION_KINDS),
  sort: Sort,
  logo: SitePath,
  website: orNull(Link),
  translations: tr(object({ name: string(), description: text() })),
})

export const SpeakerIn = object({
  id: Id,
  event_id: Id,
  photo: orNull(SitePath),
  on_main: defaulted(boolean(), false),
  translations: tr(
    object({ firstname: string(), lastname: string(), position: text(), organization: text(), bio: text() }),
  ),
})

export const MeetingIn = object({
  id: Id,
  event_id: Id,
  start_at: Instant,
  end_at: Instant,
  is_culture: defaulted(boolean(), false),
  area_id: Id,
  area_event_type_id: orNull(Id),
  industry_ids: defaulted(array(Id), []),
  interest_ids: defaulted(array(Id), []),
  speakers: defaulted(array(object({ id: Id, role: enums(MEETING_ROLES) })), []),
  broadcast_url: orNull(Link),
  age_limit: orNull(string()),
  /** The session's language as a schedule file declares it ("en", "de, en"). */
  lang: optional(nullable(string())),
  translations: tr(
    object({ title: string(), description: text(), key_questions: text(), expected_result: text() }),
  ),
})

export const NewsIn = object({
  id: Id,
  event_id: Id,
  published_at: Instant,
  is_published: defaulted(boolean(), true),
  image: orNull(SitePath),
  industry_ids: defaulted(array(Id), []),
  translations: tr(object({ title: string(), lead: text(), body: text() })),
})

export const MediaIn = object({ ...MediaFile.schema, url: Link, size: refine(integer(), 'Size', (v) => v >= 0) })

const list = <T, S>(s: Struct<T, S>) => optional(array(s))

/** Every section is optional; a file may carry only the news, say. */
export const ImportFile = object({
  $schema: optional(string()),
  events: list(EventIn),
  industries: list(IndustryIn),
  themes: list(ThemeIn),
  interests: list(InterestIn),
  area_event_types: list(AreaEventTypeIn),
  areas: list(AreaIn),
  organizations: list(OrganizationIn),
  speakers: list(SpeakerIn),
  meetings: list(MeetingIn),
  news: list(NewsIn),
  media: list(MediaIn),
})

export type ImportFile = Infer<typeof ImportFile>
export type EventIn = Infer<typeof EventIn>
export type MeetingIn = Infer<typeof MeetingIn>
export type SectionName = Exclude<keyof ImportFile, '$schema'>
export const SECTIONS: SectionName[] = [
  'events',
  'industries',
  'themes',
  'interests',
  'area_event_types',
  'areas',
  'organizations',
  'speakers',
  'meetings',
  'news',
  'media',
]
