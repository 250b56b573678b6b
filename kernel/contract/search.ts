import { type Infer, array, integer, nullable, object, optional, size, string, tuple, type } from 'superstruct'
import { Id, IsoDateTime, QLangs, QLimit } from './common'

/** The content API's search (`search/{event}`): its query and its answer. */

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

/** The longest search text; a longer one is a 400. */
export const SEARCH_TEXT_MAX = 200
/** `q`: what was typed, 1 to SEARCH_TEXT_MAX characters; `limit`: hits per group (default 10, at most 50). */
export const SearchQuery = object({ langs: optional(QLangs), q: size(string(), 1, SEARCH_TEXT_MAX), limit: optional(QLimit) })
export type SearchQuery = Infer<typeof SearchQuery>
