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
  object,
  optional,
  size,
  string,
  tuple,
  type,
} from 'superstruct'
import {
  Id,
  IsoDate,
  IsoDateTime,
  QDate,
  QFlag,
  QId,
  QIdList,
  QLangs,
  QLimit,
  RichText,
  qWordList,
  translations,
} from './common'

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

export const MEETING_RELATIONS = ['area', 'areaEventType', 'industries', 'speakers', 'interests', 'media'] as const
export type MeetingRelation = (typeof MEETING_RELATIONS)[number]

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

/**
 * A plain text (never HTML) with the words a search matched: each mark is [start, end) in
 * UTF-16 code units of `text`, ascending and apart. The client wraps them in <mark>.
 */
export const MarkedText = type({ text: string(), marks: array(tuple([integer(), integer()])) })
export type MarkedText = Infer<typeof MarkedText>

/**
 * One search result, in the request's language (ru when the item has no text in it). `title`:
 * a session's, festival item's or news item's title, a speaker's full name; `snippet`: a passage
 * of the description or the lead with the matched words, a speaker's position and organization.
 * `date`: a session's start or a news item's publication, in the venue's zone; `photo`: a speaker's.
 */
export const SearchHit = type({
  id: Id,
  title: MarkedText,
  snippet: nullable(MarkedText),
  date: optional(IsoDateTime),
  photo: optional(nullable(string())),
})
export type SearchHit = Infer<typeof SearchHit>

export const SEARCH_GROUPS = ['meetings', 'festival', 'speakers', 'news'] as const
export type SearchGroup = (typeof SEARCH_GROUPS)[number]

/**
 * `search/{event}`: the hits grouped by kind, best first in each (a title or name match before a
 * match in the longer texts). Withdrawn sessions and unpublished news are never found.
 */
export const SearchResults = type({
  meetings: array(SearchHit),
  festival: array(SearchHit),
  speakers: array(SearchHit),
  news: array(SearchHit),
})
export type SearchResults = Infer<typeof SearchResults>

/** A speaker's page: every listed session they speak at or moderate, in time order, with the role. */
export const SpeakerSession = type({ role: enums(MEETING_ROLES), meeting: Meeting })
export type SpeakerSession = Infer<typeof SpeakerSession>
export const SpeakerDetail = assign(Speaker, type({ sessions: array(SpeakerSession) }))
export type SpeakerDetail = Infer<typeof SpeakerDetail>

// ---------- endpoints ----------

/** `langs` and X-Lang apply to every endpoint. */
const langs = optional(QLangs)

export const NewsQuery = object({
  langs,
  industry_ids: optional(QIdList),
  limit: optional(QLimit),
  with_unpublished: optional(QFlag),
})
export const AreasQuery = object({ langs, only_active: optional(QFlag) })
export const LangsQuery = object({ langs })
/**
 * `brief=1` is for list screens: each meeting's translations carry only `title` (no
 * description, key_questions, expected_result), and attached speakers only `id`, `role`,
 * `on_main` and translations with `firstname` and `lastname` (no photo, position, organization
 * or bio). The other relations are as asked in `with`. Absent or 0: the full meeting.
 */
export const MeetingQuery = object({
  langs,
  with: optional(qWordList(MEETING_RELATIONS)),
  event_id: optional(QId),
  date: optional(QDate),
  area_id: optional(QId),
  industry_ids: optional(QIdList),
  interest_ids: optional(QIdList),
  is_culture: optional(QFlag),
  limit: optional(QLimit),
  meeting_ids: optional(QIdList),
  brief: optional(QFlag),
})
/**
 * `industry_ids`: speakers of listed sessions in any of these industries. `brief=1`: no `bio`
 * (the list screen shows names, position and organization).
 */
export const SpeakersQuery = object({
  langs,
  meeting_id: optional(QId),
  on_main: optional(QFlag),
  limit: optional(QLimit),
  industry_ids: optional(QIdList),
  brief: optional(QFlag),
})
/** The longest search text; a longer one is a 400. */
export const SEARCH_TEXT_MAX = 200
/** `q`: what was typed, 1 to SEARCH_TEXT_MAX characters; `limit`: hits per group (default 10, at most 50). */
export const SearchQuery = object({ langs, q: size(string(), 1, SEARCH_TEXT_MAX), limit: optional(QLimit) })

export type NewsQuery = Infer<typeof NewsQuery>
export type AreasQuery = Infer<typeof AreasQuery>
export type MeetingQuery = Infer<typeof MeetingQuery>
export type SpeakersQuery = Infer<typeof SpeakersQuery>
export type SearchQuery = Infer<typeof SearchQuery>

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
