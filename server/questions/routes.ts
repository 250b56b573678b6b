import { type Context, Hono } from 'hono'
import { type Struct, validate } from 'superstruct'
import { type Lang, QUESTION_MAX_LENGTH, QUESTION_WINDOW, QUESTIONS_PER_MINUTE } from '../../kernel/constants'
import { AskBody, MODERATION, ModerateBody, QuestionSort, type QuestionWindow, VoteBody } from '../../kernel/contract/questions'
import type { Db } from '../db/types'
import { text } from '../i18n'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'
import type { Clock } from '../time'
import {
  type MeetingTimes,
  addQuestion,
  deleteQuestion,
  isSessionSpeaker,
  listQuestions,
  meetingTimes,
  questionById,
  questionMeta,
  questionsSince,
  screenQuestions,
  setState,
  setVote,
} from './store'

/** This module's texts: catalog ids (the Russian text), read in the request's language by say(). */
const MESSAGES = {
  noMeeting: /*i18n*/ { id: 'Такой сессии нет' },
  noQuestion: /*i18n*/ { id: 'Такого вопроса нет' },
  closed: /*i18n*/ { id: 'Вопросы принимаются с 15 минут до начала сессии и до 30 минут после её окончания' },
  badText: /*i18n*/ { id: 'Вопрос — от 1 до {question_max_length} символов', values: { question_max_length: QUESTION_MAX_LENGTH } },
  badBody: /*i18n*/ { id: 'Запрос не по формату' },
  tooMany: /*i18n*/ { id: 'Не больше {questions_per_minute} вопросов в минуту. Подождите минуту и спросите снова — текст сохранён', values: { questions_per_minute: QUESTIONS_PER_MINUTE } },
  notModerator: /*i18n*/ { id: 'Модерировать вопросы могут только модератор и спикеры этой сессии' },
  notAllowed: /*i18n*/ { id: 'Вопрос уже в другом состоянии — список обновлён' },
  notYours: /*i18n*/ { id: 'Удалить можно только свой вопрос' },
  badSort: /*i18n*/ { id: 'sort: votes или new' },
} satisfies Record<string, { id: string; values?: Record<string, string | number> }>

const say = (lang: Lang, key: keyof typeof MESSAGES): string => text(lang, MESSAGES[key])

export interface QuestionRouteDeps {
  db: Db
  clock: Clock
  /** The account's bearer token → the person (a 401 otherwise). */
  requireUserId: (c: Context) => Promise<number>
  /** The person when a bearer token is sent, else null. */
  optionalUserId: (c: Context) => Promise<number | null>
  /**
   * More people who moderate a session besides its own moderators and speakers: the seam for the
   * hall's staff (server/staff/ sits on this floor, so app.ts passes it in).
   */
  alsoModerates?: (userId: number, meetingId: number) => Promise<boolean>
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

export function questionWindow(m: MeetingTimes, now: number): QuestionWindow {
  const opens = m.start_at.getTime() - QUESTION_WINDOW.beforeMs
  const closes = m.end_at.getTime() + QUESTION_WINDOW.afterMs
  return { opens_at: iso(opens), closes_at: iso(closes), open: now >= opens && now <= closes }
}

const idParam = (value: string | undefined): number | null => (value && /^\d{1,9}$/.test(value) ? Number(value) : null)

async function jsonBody<T>(c: Context, struct: Struct<T, unknown>, message: string): Promise<T> {
  const raw: unknown = await c.req.json().catch(() => undefined)
  const [error, body] = validate(raw, struct, { coerce: true })
  if (error) throw new HttpError(400, message)
  return body
}

/** `/api/questions/*` (kernel/contract/questions.ts). */
export function questionRoutes({ db, clock, requireUserId, optionalUserId, alsoModerates }: QuestionRouteDeps): Hono {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }

  const meetingOf = async (c: Context) => {
    const id = idParam(c.req.param('id'))
    const meeting = id === null ? null : await meetingTimes(db, id)
    if (!meeting) throw new HttpError(404, say(requestLang(c), 'noMeeting'))
    return meeting
  }
  const moderates = async (userId: number | null, meetingId: number) =>
    userId !== null && ((await isSessionSpeaker(db, userId, meetingId)) || ((await alsoModerates?.(userId, meetingId)) ?? false))
  const questionOf = async (c: Context) => {
    const id = idParam(c.req.param('qid'))
    const meta = id === null ? null : await questionMeta(db, id)
    if (id === null || !meta) throw new HttpError(404, say(requestLang(c), 'noQuestion'))
    return { id, ...meta }
  }

  app.get('/meeting/:id', async (c) => {
    const lang = requestLang(c)
    const [sortError, sort] = validate(c.req.query('sort') ?? 'votes', QuestionSort)
    if (sortError) throw new HttpError(400, say(lang, 'badSort'))
    const meeting = await meetingOf(c)
    const viewer = await optionalUserId(c)
    const canModerate = await moderates(viewer, meeting.id)
    const questions = await listQuestions(db, meeting.id, viewer, sort, canModerate)
    return c.json({ data: { window: questionWindow(meeting, clock()), can_moderate: canModerate, questions } }, 200, noStore)
  })

  app.get('/meeting/:id/screen', async (c) => {
    const meeting = await meetingOf(c)
    return c.json({ data: { window: questionWindow(meeting, clock()), ...(await screenQuestions(db, meeting.id)) } }, 200, noStore)
  })

  app.post('/meeting/:id', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const meeting = await meetingOf(c)
    const raw: unknown = await c.req.json().catch(() => undefined)
    const [error, body] = validate(raw, AskBody, { coerce: true })
    if (error) throw new HttpError(400, error.path[0] === 'text' ? say(lang, 'badText') : say(lang, 'badBody'), error.path[0] === 'text' ? { text: [say(lang, 'badText')] } : undefined)
    const now = clock()
    if (!questionWindow(meeting, now).open) throw new HttpError(403, say(lang, 'closed'), undefined, 'closed')
    if ((await questionsSince(db, userId, new Date(now - 60_000))) >= QUESTIONS_PER_MINUTE) {
      throw new HttpError(429, say(lang, 'tooMany'), undefined, 'too_many', { 'Retry-After': '60' })
    }
    const id = await addQuestion(db, meeting.id, userId, body.text, body.anonymous ?? false, new Date(now))
    return c.json({ data: await questionById(db, id, userId) }, 201, noStore)
  })

  app.post('/:qid/vote', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const q = await questionOf(c)
    const body = await jsonBody(c, VoteBody, say(lang, 'badBody'))
    const meeting = await meetingTimes(db, q.meeting_id)
    if (!meeting || !questionWindow(meeting, clock()).open) throw new HttpError(403, say(lang, 'closed'), undefined, 'closed')
    if (q.state === 'hidden') throw new HttpError(404, say(lang, 'noQuestion'))
    await setVote(db, q.id, q.meeting_id, userId, body.vote)
    return c.json({ data: await questionById(db, q.id, userId) }, 200, noStore)
  })

  app.post('/:qid/moderate', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const q = await questionOf(c)
    if (!(await moderates(userId, q.meeting_id))) throw new HttpError(403, say(lang, 'notModerator'))
    const { action } = await jsonBody(c, ModerateBody, say(lang, 'badBody'))
    const to = MODERATION[q.state][action]
    if (!to || !(await setState(db, q.id, q.meeting_id, q.state, to))) throw new HttpError(409, say(lang, 'notAllowed'))
    return c.json({ data: await questionById(db, q.id, userId) }, 200, noStore)
  })

  app.delete('/:qid', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const q = await questionOf(c)
    if (q.user_id !== userId || !(await deleteQuestion(db, q.id, q.meeting_id, userId))) throw new HttpError(403, say(lang, 'notYours'))
    return c.json({ data: { deleted: true } }, 200, noStore)
  })

  return app
}
