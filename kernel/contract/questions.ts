import { type Infer, array, boolean, enums, integer, literal, nullable, object, optional, size, string, trimmed, type } from 'superstruct'
import { QUESTION_MAX_LENGTH } from '../constants'
import { Id, IsoDateTime } from './common'

/**
 * Questions to a session's speakers: asked by registered people during the session's window,
 * voted up, moderated by the session's moderators and speakers, shown on the hall's screen.
 * The public never sees who asked an anonymous question: `author` is null in every answer.
 */

export const QUESTIONS_PREFIX = '/api/questions'
/** A hall's short link: `/h/{hall id}` opens the questions of the session on now in that hall. */
export const HALL_LINK_PREFIX = '/h'
export const hallLink = (hallId: number, lang: string) => `${HALL_LINK_PREFIX}/${hallId}${lang === 'ru' ? '' : `?lang=${lang}`}`

/** A question's moderation state (the machine in machines/question.machine.ts walks these). */
export const QUESTION_STATES = ['pending', 'open', 'pinned', 'answered', 'hidden'] as const
export type QuestionState = (typeof QUESTION_STATES)[number]
export const MODERATION_ACTIONS = ['approve', 'pin', 'unpin', 'answer', 'reopen', 'hide', 'show'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/**
 * The one table of moderation: from each state, the actions allowed and where they lead. The
 * server refuses anything else (409); the client offers only these buttons; the machine is built
 * from it. Pinning one question unpins the session's other pinned one. A question starts `pending`
 * when its session's questions wait for approval (QuestionSettings), else `open`.
 */
export const MODERATION: Record<QuestionState, Partial<Record<ModerationAction, QuestionState>>> = {
  pending: { approve: 'open', hide: 'hidden' },
  open: { pin: 'pinned', answer: 'answered', hide: 'hidden' },
  pinned: { unpin: 'open', answer: 'answered', hide: 'hidden' },
  answered: { reopen: 'open', hide: 'hidden' },
  hidden: { show: 'open' },
}

export const Question = type({
  id: Id,
  meeting_id: Id,
  text: string(),
  /** The asker's name as their profile gives it; null for an anonymous question (or no name). */
  author: nullable(string()),
  anonymous: boolean(),
  state: enums(QUESTION_STATES),
  votes: integer(),
  created_at: IsoDateTime,
  /** For the person asking: whether they voted for it, whether they asked it. */
  voted: boolean(),
  mine: boolean(),
})
export type Question = Infer<typeof Question>

export const QuestionWindow = type({ opens_at: IsoDateTime, closes_at: IsoDateTime, open: boolean() })
export type QuestionWindow = Infer<typeof QuestionWindow>

export const QuestionList = type({
  window: QuestionWindow,
  /** New questions of this session wait for a moderator's approval (pending ones: only to their author and the moderators). */
  approval: boolean(),
  /** The person may hide, answer and pin (the session's moderator or speaker). */
  can_moderate: boolean(),
  /** Hidden questions are listed only to those who moderate. */
  questions: array(Question),
})
export type QuestionList = Infer<typeof QuestionList>

/** The hall's screen: nothing personal (no names, not even for named questions). */
export const ScreenQuestion = type({ id: Id, text: string(), votes: integer(), state: enums(QUESTION_STATES) })
export type ScreenQuestion = Infer<typeof ScreenQuestion>
export const QuestionScreen = type({ window: QuestionWindow, pinned: nullable(ScreenQuestion), top: array(ScreenQuestion) })
export type QuestionScreen = Infer<typeof QuestionScreen>

export const AskBody = object({ text: size(trimmed(string()), 1, QUESTION_MAX_LENGTH), anonymous: optional(boolean()) })
export type AskBody = Infer<typeof AskBody>
export const VoteBody = object({ vote: boolean() })
export const ModerateBody = object({ action: enums(MODERATION_ACTIONS) })

export const QuestionSettings = object({ approval: boolean() })
export type QuestionSettings = Infer<typeof QuestionSettings>

export const QuestionSort = enums(['votes', 'new'] as const)
export type QuestionSort = Infer<typeof QuestionSort>

/** The live channel's event: the questions of a session changed (the page re-reads its list). */
export { QuestionEvent } from './live'

export const questionEndpoints = {
  /** `?sort=votes|new`; the bearer token is optional (voted, mine, can_moderate, hidden ones). */
  list: { method: 'GET', path: `${QUESTIONS_PREFIX}/meeting/:id`, auth: 'optional', body: null, response: QuestionList },
  /** 201; 403 outside the window; 429 over QUESTIONS_PER_MINUTE; 400 over QUESTION_MAX_LENGTH. */
  ask: { method: 'POST', path: `${QUESTIONS_PREFIX}/meeting/:id`, auth: true, body: AskBody, response: Question },
  /** Moderators only: whether the session's new questions wait for approval (existing ones keep their state). */
  settings: { method: 'PUT', path: `${QUESTIONS_PREFIX}/meeting/:id/settings`, auth: true, body: QuestionSettings, response: QuestionSettings },
  /** The person's vote on or off; idempotent. */
  vote: { method: 'POST', path: `${QUESTIONS_PREFIX}/:qid/vote`, auth: true, body: VoteBody, response: Question },
  /** The session's moderators and speakers only (403 otherwise); 409 when the state does not allow it. */
  moderate: { method: 'POST', path: `${QUESTIONS_PREFIX}/:qid/moderate`, auth: true, body: ModerateBody, response: Question },
  /** The asker deletes their own question. */
  remove: { method: 'DELETE', path: `${QUESTIONS_PREFIX}/:qid`, auth: true, body: null, response: type({ deleted: literal(true) }) },
  /** The hall's screen: no login, nothing personal. */
  screen: { method: 'GET', path: `${QUESTIONS_PREFIX}/meeting/:id/screen`, auth: false, body: null, response: QuestionScreen },
} as const

export const questionPath = (path: string, params: { id?: number; qid?: number }) =>
  path.replace(':id', String(params.id ?? '')).replace(':qid', String(params.qid ?? ''))
