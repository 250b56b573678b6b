import { type Infer, object, optional } from 'superstruct'
import { QDate, QFlag, QId, QIdList, QLangs, QLimit, qWordList } from './common'

/** The content API's query parameters (validated by the server, serialized by the client). */

/** What a meeting query may ask to be attached (`with`). */
export const MEETING_RELATIONS = ['area', 'areaEventType', 'industries', 'speakers', 'interests', 'media'] as const
export type MeetingRelation = (typeof MEETING_RELATIONS)[number]

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

export type NewsQuery = Infer<typeof NewsQuery>
export type AreasQuery = Infer<typeof AreasQuery>
export type MeetingQuery = Infer<typeof MeetingQuery>
export type SpeakersQuery = Infer<typeof SpeakersQuery>
