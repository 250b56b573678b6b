import { type Infer, array, boolean, integer, literal, nullable, number, object, optional, size, string, trimmed, type } from 'superstruct'
import { FEEDBACK_COMMENT_MAX_LENGTH } from '../constants'
import { Id, IsoDateTime } from './common'
import { QUESTIONS_PREFIX } from './questions'

/**
 * Feedback after a session: a registered person rates it 1–5 and may leave a plain-text comment,
 * from the session's start until FEEDBACK_OPEN_DAYS after its end. The session's speakers see the
 * distribution and the comments, never who wrote them, once FEEDBACK_MIN_ANSWERS people answered.
 */

export const FeedbackWindow = type({ opens_at: IsoDateTime, closes_at: IsoDateTime, open: boolean() })
export type FeedbackWindow = Infer<typeof FeedbackWindow>

export const MyFeedback = type({ rating: integer(), comment: nullable(string()) })
export type MyFeedback = Infer<typeof MyFeedback>

/**
 * The person's own answer (null: none yet) and whether it can be given or changed now; `allowed`:
 * the person picked the session (favorite or sign-up) or was checked in at the door that day.
 */
export const FeedbackState = type({ window: FeedbackWindow, allowed: boolean(), mine: nullable(MyFeedback) })
export type FeedbackState = Infer<typeof FeedbackState>

export const FeedbackBody = object({
  rating: size(integer(), 1, 5),
  /** Empty or absent: no comment. */
  comment: optional(nullable(size(trimmed(string()), 0, FEEDBACK_COMMENT_MAX_LENGTH))),
})
export type FeedbackBody = Infer<typeof FeedbackBody>

/**
 * What a session's speakers see. Below `min_answers` answers everything else is null: not even
 * the count, so no one answer can be traced.
 */
export const FeedbackSummary = type({
  meeting_id: Id,
  title: string(),
  start_at: IsoDateTime,
  min_answers: integer(),
  enough: boolean(),
  answers: nullable(integer()),
  /** How many gave 1, 2, 3, 4 and 5. */
  distribution: nullable(array(integer())),
  average: nullable(number()),
  /** The comments, in no traceable order (sorted by text), without names. */
  comments: nullable(array(string())),
})
export type FeedbackSummary = Infer<typeof FeedbackSummary>

export const feedbackEndpoints = {
  mine: { method: 'GET', path: `${QUESTIONS_PREFIX}/meeting/:id/feedback`, auth: true, body: null, response: FeedbackState },
  /** 403 `closed` outside the window; 400 for a rating outside 1–5 or a comment over the cap. */
  save: { method: 'PUT', path: `${QUESTIONS_PREFIX}/meeting/:id/feedback`, auth: true, body: FeedbackBody, response: FeedbackState },
  /** The person's own answer goes (any time). */
  remove: { method: 'DELETE', path: `${QUESTIONS_PREFIX}/meeting/:id/feedback`, auth: true, body: null, response: type({ deleted: literal(true) }) },
  /** Every session the person speaks at or moderates, with its summary (empty for everyone else). */
  speaker: { method: 'GET', path: `${QUESTIONS_PREFIX}/feedback/speaker`, auth: true, body: null, response: array(FeedbackSummary) },
} as const
