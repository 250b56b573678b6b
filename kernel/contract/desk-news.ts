/**
 * The desk's news and pictures (docs/desk.md, "News"): a news item in both languages with its
 * state (draft, scheduled for a time, published, unpublished), its industries and cover picture.
 * Each save names the `revision` it was made from: a save over someone else's newer one is
 * refused (409 `edited_elsewhere`, with the current item), so nothing is lost silently.
 */
import { type Infer, array, enums, integer, nullable, object, optional, pattern, size, string, type } from 'superstruct'
import { trimmed } from './account-fields'
import { Id, IsoDateTime } from './common'
import { EDITORS } from './desk'

export const NEWS_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const
export type NewsState = (typeof NEWS_STATES)[number]

export const NEWS_TITLE_MAX = 200
export const NEWS_LEAD_MAX = 600
/** The HTML of a news item's text, per language. */
export const NEWS_BODY_MAX = 60_000

const Title = size(trimmed(string()), 1, NEWS_TITLE_MAX)
const OptionalTitle = size(trimmed(string()), 0, NEWS_TITLE_MAX)
const Lead = size(trimmed(string()), 0, NEWS_LEAD_MAX)
const Body = size(string(), 0, NEWS_BODY_MAX)
/** A picture this site stored (/media/...), or none. */
export const PicturePath = nullable(pattern(string(), /^\/media\/[A-Za-z0-9/_.-]{1,200}$/))

/** One field per text and language: the form's fields, and the server's messages, by name. */
export const NewsBody = object({
  state: enums(NEWS_STATES),
  /** Scheduled: when it goes out; published: the date it shows (absent: now). */
  published_at: optional(nullable(IsoDateTime)),
  image: PicturePath,
  industry_ids: size(array(Id), 0, 50),
  ru_title: Title,
  ru_lead: Lead,
  ru_body: Body,
  en_title: OptionalTitle,
  en_lead: Lead,
  en_body: Body,
  /** The revision the editor started from; absent for a new item. */
  revision: optional(integer()),
})
export type NewsBody = Infer<typeof NewsBody>

export const DeskNews = type({
  id: Id,
  state: enums(NEWS_STATES),
  published_at: IsoDateTime,
  image: nullable(string()),
  industry_ids: array(Id),
  ru_title: string(),
  ru_lead: string(),
  ru_body: string(),
  en_title: string(),
  en_lead: string(),
  en_body: string(),
  revision: integer(),
  updated_at: IsoDateTime,
  updated_by: nullable(string()),
})
export type DeskNews = Infer<typeof DeskNews>

export const DeskNewsRow = type({ id: Id, state: enums(NEWS_STATES), published_at: IsoDateTime, ru_title: string(), en_title: string(), image: nullable(string()), updated_at: IsoDateTime })
export type DeskNewsRow = Infer<typeof DeskNewsRow>

/** A stored picture: its address on this site and its size in pixels. */
export const DeskPicture = type({ url: string(), width: nullable(integer()), height: nullable(integer()), bytes: integer() })
export type DeskPicture = Infer<typeof DeskPicture>
/** The multipart field of a picture upload. */
export const PICTURE_FIELD = 'file'

export const deskNewsEndpoints = {
  newsList: { method: 'GET', path: '/api/desk/news', roles: EDITORS, body: null, response: array(DeskNewsRow) },
  newsItem: { method: 'GET', path: '/api/desk/news/:id', roles: EDITORS, body: null, response: DeskNews },
  newsCreate: { method: 'POST', path: '/api/desk/news', roles: EDITORS, body: NewsBody, response: DeskNews },
  newsSave: { method: 'PUT', path: '/api/desk/news/:id', roles: EDITORS, body: NewsBody, response: DeskNews },
  /** multipart/form-data with one image in PICTURE_FIELD (at most UPLOAD_MAX_BYTES). */
  pictureUpload: { method: 'POST', path: '/api/desk/pictures', roles: EDITORS, body: null, response: DeskPicture },
} as const
