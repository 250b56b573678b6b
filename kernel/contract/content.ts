/**
 * The content API (§7, "Content calls"): GET, no auth, under CONTENT_API_PREFIX.
 * One source of truth for paths, query structs and response structs: the server validates
 * every request with the query structs, the client validates every response with the
 * response structs. Response structs use `type()` so a host may add fields.
 */
import {
  type Infer,
  array,
  assign,
  boolean,
  enums,
  integer,
  nullable,
  number,
  optional,
  string,
  type,
} from 'superstruct'
import {
  Id,
  IsoDate,
  IsoDateTime,
  RichText,
  translations,
} from './common'
import { AreasQuery, LangsQuery, MeetingQuery, NewsQuery, SpeakersQuery } from './content-queries'
import { SearchQuery, SearchResults } from './search'
import { changesEndpoints } from './changes'

// The search contract has a file of its own; it is part of the content API.
export * from './search'
export * from './content-queries'
// The program's versions and changes too (changes.ts).
export * from './changes'

// ---------- entities ----------

export const Industry = type({
  id: Id,
  slug: string(),
  icon: string(),
  translations: translations(type({ name: string(), description: string() })),
})
export type Industry = Infer<typeof Industry>

export const Theme = type({
  id: Id,
  translations: translations(type({ name: string() })),
})
export type Theme = Infer<typeof Theme>

/** A hall or area of the venue. `stream_url` is null in the public content API: stream URLs are for registered users and come from the account API. */
export const Area = type({
  id: Id,
  event_id: Id,
  sort: integer(),
  is_active: boolean(),
  is_culture: boolean(),
  capacity: nullable(integer()),
  image: nullable(string()),
  stream_url: nullable(string()),
  translations: translations(type({ name: string(), description: string(), location: string() })),
})
export type Area = Infer<typeof Area>

/** Festival interests (e.g. music, cinema). */
export const Interest = type({
  id: Id,
  slug: string(),
  translations: translations(type({ name: string() })),
})
export type Interest = Infer<typeof Interest>

export const ORGANIZATION_KINDS = ['organizer', 'general_partner', 'partner', 'media_partner'] as const
export const Organization = type({
  id: Id,
  kind: enums(ORGANIZATION_KINDS),
  sort: integer(),
  logo: string(),
  website: nullable(string()),
  translations: translations(type({ name: string(), description: string() })),
})
export type Organization = Infer<typeof Organization>

/** `bio` is absent from a brief speakers list (`SpeakersQuery.brief`), present otherwise. */
export const Speaker = type({
  id: Id,
  photo: nullable(string()),
  on_main: boolean(),
  translations: translations(
    type({
      firstname: string(),
      lastname: string(),
      position: string(),
      organization: string(),
      bio: optional(string()),
    }),
  ),
})
export type Speaker = Infer<typeof Speaker>

/** A speaker as attached to a meeting: the role in that meeting (§2: speaker and moderator roles). */
export const MEETING_ROLES = ['speaker', 'moderator'] as const
/**
 * As in Speaker, plus the role. A brief meeting list (`MeetingQuery.brief`) leaves out `photo`,
 * and of the translations keeps only the names: list screens show the names alone, and
 * position and organization were most of a grid day's response. Hence the optional fields.
 */
export const MeetingSpeaker = type({
  id: Id,
  photo: optional(nullable(string())),
  on_main: boolean(),
  role: enums(MEETING_ROLES),
  translations: translations(
    type({
      firstname: string(),
      lastname: string(),
      position: optional(string()),
      organization: optional(string()),
      bio: optional(string()),
    }),
  ),
})
export type MeetingSpeaker = Infer<typeof MeetingSpeaker>

/** The format of a session (panel discussion, lecture, …). */
export const AreaEventType = type({
  id: Id,
  translations: translations(type({ name: string() })),
})
export type AreaEventType = Infer<typeof AreaEventType>

export const MediaFile = type({
  id: Id,
  meeting_id: Id,
  name: string(),
  url: string(),
  size: integer(),
  mime: string(),
})
export type MediaFile = Infer<typeof MediaFile>


/**
 * A session of the business program (is_culture false) or an item of the festival program
 * (is_culture true). Relations are present only when asked for in `with`.
 * `has_broadcast` is public; the stream URL itself is given only by the account API.
 * The three long texts are absent from a brief list (`MeetingQuery.brief`), present otherwise.
 */
export const Meeting = type({
  id: Id,
  event_id: Id,
  date: IsoDate,
  start_at: IsoDateTime,
  end_at: IsoDateTime,
  is_culture: boolean(),
  area_id: Id,
  area_event_type_id: nullable(Id),
  industry_ids: array(Id),
  interest_ids: array(Id),
  has_broadcast: boolean(),
  age_limit: nullable(string()),
  /** The session's language as the program declares it ("en", "de, en"); absent or null when not declared. */
  lang: optional(nullable(string())),
  /** Present and true for a session withdrawn by a later import (its page says it was cancelled). */
  withdrawn: optional(boolean()),
  translations: translations(
    type({
      title: string(),
      description: optional(RichText),
      key_questions: optional(RichText),
      expected_result: optional(RichText),
    }),
  ),
  area: optional(Area),
  areaEventType: optional(nullable(AreaEventType)),
  industries: optional(array(Industry)),
  speakers: optional(array(MeetingSpeaker)),
  interests: optional(array(Interest)),
  media: optional(array(MediaFile)),
})
export type Meeting = Infer<typeof Meeting>

export const NewsItem = type({
  id: Id,
  event_id: Id,
  published_at: IsoDateTime,
  is_published: boolean(),
  image: nullable(string()),
  industry_ids: array(Id),
  translations: translations(type({ title: string(), lead: string(), body: RichText })),
})
export type NewsItem = Infer<typeof NewsItem>

/**
 * `events/{event}`: the asked-for event first (its program_link is used, §7), then the
 * past editions of the forum, newest first: they make the archive.
 */
export const ForumEvent = type({
  id: Id,
  year: integer(),
  starts_on: IsoDate,
  ends_on: IsoDate,
  timezone: string(),
  /** §16: the venue time (HH:MM) at which one conference day ends and the next begins; absent: 00:00. */
  day_change: optional(string()),
  program_link: nullable(string()),
  image: nullable(string()),
  stats: type({ participants: integer(), sessions: integer(), speakers: integer(), countries: number() }),
  translations: translations(
    type({
      name: string(), city: string(), venue: string(), address: string(), description: RichText,
      /** The site's name (header, page titles, mails) when shorter than `name`; default `name`. */
      site_name: optional(string()),
      /** The organizer's contacts (the footer's contacts section); each shown only when set. */
      contacts: optional(type({ organizer: optional(string()), email: optional(string()), phone: optional(string()) })),
    }),
  ),
})
export type ForumEvent = Infer<typeof ForumEvent>

/**
 * `figures/{event}`, counted from the content: listed business sessions (not the festival, not
 * withdrawn), people speaking at listed sessions, active business halls. (Organizer-only figures: `stats`.)
 */
export const EventFigures = type({ sessions: integer(), speakers: integer(), halls: integer() })
export type EventFigures = Infer<typeof EventFigures>

/** A speaker's page: every listed session they speak at or moderate, in time order, with the role. */
export const SpeakerSession = type({ role: enums(MEETING_ROLES), meeting: Meeting })
export type SpeakerSession = Infer<typeof SpeakerSession>
export const SpeakerDetail = assign(Speaker, type({ sessions: array(SpeakerSession) }))
export type SpeakerDetail = Infer<typeof SpeakerDetail>

// ---------- endpoints ----------

// The queries' structs are in content-queries.ts.

/**
 * The endpoints, with Hono/URLPattern-style paths relative to CONTENT_API_PREFIX.
 * `:event` and `:id` are positive integers.
 */
export const contentEndpoints = {
  news: { path: '/news/:event', query: NewsQuery, response: array(NewsItem) },
  newsItem: { path: '/news/:event/:id', query: LangsQuery, response: NewsItem },
  themes: { path: '/themes/:event', query: LangsQuery, response: array(Theme) },
  industries: { path: '/industries', query: LangsQuery, response: array(Industry) },
  areas: { path: '/areas/:event', query: AreasQuery, response: array(Area) },
  interests: { path: '/interests/:event', query: LangsQuery, response: array(Interest) },
  organizations: { path: '/organizations/:event', query: LangsQuery, response: array(Organization) },
  meetings: { path: '/meeting', query: MeetingQuery, response: array(Meeting) },
  speakers: { path: '/speakers/:event', query: SpeakersQuery, response: array(Speaker) },
  speaker: { path: '/speakers/:event/:id', query: LangsQuery, response: SpeakerDetail },
  search: { path: '/search/:event', query: SearchQuery, response: SearchResults },
  events: { path: '/events/:event', query: LangsQuery, response: array(ForumEvent) },
  figures: { path: '/figures/:event', query: LangsQuery, response: EventFigures },
  ...changesEndpoints,
} as const

export type ContentEndpoints = typeof contentEndpoints
export type ContentEndpointName = keyof ContentEndpoints

/** Fill `:name` segments of a path. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
