import { timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { type Struct, validate } from 'superstruct'
import { type Lang, QUESTION_MAX_LENGTH, QUESTION_WINDOW, QUESTIONS_PER_MINUTE } from '../../kernel/constants'
import { AskBody, MODERATION, ModerateBody, type Question, QuestionSettings, QuestionSort, type QuestionWindow, VoteBody } from '../../kernel/contract/questions'
import type { LimitRule } from '../auth/rate-limit'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'
import { isInvisible, withoutBidiControls } from '../http/text'
import { text } from '../i18n'
import { feedbackCsv, questionsCsv } from './export'
import type { QuestionRouteDeps } from './deps'
import { feedbackRoutes } from './feedback-routes'
import {
  type MeetingTimes,
  addQuestion,
  deleteQuestion,
  isSessionSpeaker,
  listQuestions,
  listState,
  meetingTimes,
  questionById,
  questionMeta,
  screenQuestions,
  setApproval,
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
  notModerator: /*i18n*/ { id: 'Модерировать вопросы могут только модератор и спикеры этой сессии и сотрудники залов' },
  notAllowed: /*i18n*/ { id: 'Вопрос уже в другом состоянии — список обновлён' },
  notYours: /*i18n*/ { id: 'Удалить можно только свой вопрос' },
  badSort: /*i18n*/ { id: 'sort: votes или new' },
  slowDown: /*i18n*/ { id: 'Слишком много действий подряд. Подождите минуту и попробуйте снова' },
} satisfies Record<string, { id: string; values?: Record<string, string | number> }>

const say = (lang: Lang, key: keyof typeof MESSAGES): string => text(lang, MESSAGES[key])

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** At most this many sessions' public lists kept in memory (two orders each); more and they are all dropped. */
const PUBLIC_LISTS_MAX = 400

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
/** Per person, counted in the database so every process counts together (one statement: atomic). */
export const QUESTION_LIMITS = {
  /** A vote or its withdrawal: far more than a person reads and votes in a minute. */
  vote: { name: 'question-vote', limit: 60, windowS: 60 },
  /** A moderation step or a deletion. */
  edit: { name: 'question-edit', limit: 120, windowS: 60 },
} satisfies Record<string, LimitRule>

export function questionRoutes({ db, clock, requireUserId, optionalUserId, alsoModerates, limiter, organizerToken = null, authorize }: QuestionRouteDeps): Hono {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }
  const limit = async (c: Context, rule: LimitRule, userId: number) => {
    const result = (await limiter?.hit(rule, String(userId))) ?? { ok: true }
    if (!result.ok) throw new HttpError(429, say(requestLang(c), 'slowDown'), undefined, 'too_many', { 'Retry-After': String(result.retryAfterS) })
  }

  const meetingOf = async (c: Context) => {
    const id = idParam(c.req.param('id'))
    const meeting = id === null ? null : await meetingTimes(db, id)
    if (!meeting) throw new HttpError(404, say(requestLang(c), 'noMeeting'))
    return meeting
  }
  /**
   * The list as everyone not logged in sees it, kept per session and order until the session's
   * questions change (their version, bumped in each change's transaction): on a change every open
   * page re-reads, and at 1,000 pages that is one query instead of 1,000. The version is read
   * before the list, so a kept list is never older than its version says.
   */
  const publicLists = new Map<string, { version: number; questions: Question[] }>()
  const publicList = async (meetingId: number, sort: QuestionSort, version: number) => {
    const key = `${meetingId}:${sort}`
    const kept = publicLists.get(key)
    if (kept?.version === version) return kept.questions
    const questions = await listQuestions(db, meetingId, null, sort, false)
    if (publicLists.size >= PUBLIC_LISTS_MAX) publicLists.clear()
    publicLists.set(key, { version, questions })
    return questions
  }
  const moderates = async (userId: number | null, meetingId: number) =>
    userId !== null && ((await isSessionSpeaker(db, userId, meetingId)) || ((await alsoModerates?.(userId, meetingId)) ?? false))
  const questionOf = async (c: Context) => {
    const id = idParam(c.req.param('qid'))
    const meta = id === null ? null : await questionMeta(db, id)
    if (id === null || !meta) throw new HttpError(404, say(requestLang(c), 'noQuestion'))
    return { id, ...meta }
  }

  // The organizer's CSV: every session's questions, or every session's feedback.
  app.get('/export/:file', async (c) => {
    const lang = requestLang(c)
    const file = c.req.param('file')
    if (file !== 'questions.csv' && file !== 'feedback.csv') throw new HttpError(404, text(lang, /*i18n*/ { id: 'Есть выгрузки questions.csv и feedback.csv' }))
    if (authorize) await authorize(c, 'questions:export')
    else {
      if (!organizerToken) throw new HttpError(403, text(lang, /*i18n*/ { id: 'Выгрузка через API выключена: на сервере не задан ORGANIZER_TOKEN (есть npm run questions:csv)' }))
      const auth = c.req.header('Authorization') ?? ''
      if (!sameToken(auth.startsWith('Bearer ') ? auth.slice(7) : '', organizerToken)) {
        throw new HttpError(401, text(lang, /*i18n*/ { id: 'Нужен токен организатора (Authorization: Bearer …)' }), undefined, undefined, { 'WWW-Authenticate': 'Bearer' })
      }
    }
    const csv = file === 'feedback.csv' ? await feedbackCsv(db) : await questionsCsv(db)
    return c.body(csv, 200, { ...noStore, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${file}"` })
  })

  feedbackRoutes(app, { db, clock, requireUserId, optionalUserId, alsoModerates }, meetingOf)

  app.get('/meeting/:id', async (c) => {
    const lang = requestLang(c)
    const [sortError, sort] = validate(c.req.query('sort') ?? 'votes', QuestionSort)
    if (sortError) throw new HttpError(400, say(lang, 'badSort'))
    const meeting = await meetingOf(c)
    const viewer = await optionalUserId(c)
    const canModerate = await moderates(viewer, meeting.id)
    const { approval, version } = await listState(db, meeting.id)
    const questions = viewer === null ? await publicList(meeting.id, sort, version) : await listQuestions(db, meeting.id, viewer, sort, canModerate)
    return c.json({ data: { window: questionWindow(meeting, clock()), approval, can_moderate: canModerate, questions } }, 200, noStore)
  })

  app.put('/meeting/:id/settings', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const meeting = await meetingOf(c)
    if (!(await moderates(userId, meeting.id))) throw new HttpError(403, say(lang, 'notModerator'))
    const { approval } = await jsonBody(c, QuestionSettings, say(lang, 'badBody'))
    await setApproval(db, meeting.id, approval)
    return c.json({ data: { approval } }, 200, noStore)
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
    if (isInvisible(body.text)) throw new HttpError(400, say(lang, 'badText'), { text: [say(lang, 'badText')] })
    const now = clock()
    if (!questionWindow(meeting, now).open) throw new HttpError(403, say(lang, 'closed'), undefined, 'closed')
    const id = await addQuestion(db, meeting.id, userId, withoutBidiControls(body.text), body.anonymous ?? false, new Date(now), QUESTIONS_PER_MINUTE)
    if (id === null) throw new HttpError(429, say(lang, 'tooMany'), undefined, 'too_many', { 'Retry-After': '60' })
    return c.json({ data: await questionById(db, id, userId) }, 201, noStore)
  })

  app.post('/:qid/vote', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const q = await questionOf(c)
    const body = await jsonBody(c, VoteBody, say(lang, 'badBody'))
    await limit(c, QUESTION_LIMITS.vote, userId)
    const meeting = await meetingTimes(db, q.meeting_id)
    if (!meeting || !questionWindow(meeting, clock()).open) throw new HttpError(403, say(lang, 'closed'), undefined, 'closed')
    // Hidden and pending questions are not in the public list: nobody votes for them.
    if (q.state === 'hidden' || q.state === 'pending') throw new HttpError(404, say(lang, 'noQuestion'))
    await setVote(db, q.id, q.meeting_id, userId, body.vote)
    return c.json({ data: await questionById(db, q.id, userId) }, 200, noStore)
  })

  app.post('/:qid/moderate', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const q = await questionOf(c)
    if (!(await moderates(userId, q.meeting_id))) throw new HttpError(403, say(lang, 'notModerator'))
    const { action } = await jsonBody(c, ModerateBody, say(lang, 'badBody'))
    await limit(c, QUESTION_LIMITS.edit, userId)
    const to = MODERATION[q.state][action]
    if (!to || !(await setState(db, q.id, q.meeting_id, q.state, to))) throw new HttpError(409, say(lang, 'notAllowed'))
    return c.json({ data: await questionById(db, q.id, userId) }, 200, noStore)
  })

  app.delete('/:qid', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const q = await questionOf(c)
    await limit(c, QUESTION_LIMITS.edit, userId)
    if (q.user_id !== userId || !(await deleteQuestion(db, q.id, q.meeting_id, userId))) throw new HttpError(403, say(lang, 'notYours'))
    return c.json({ data: { deleted: true } }, 200, noStore)
  })

  return app
}
