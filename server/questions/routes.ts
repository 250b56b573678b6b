import { timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { type Struct, validate } from 'superstruct'
import { type Lang, QUESTION_MAX_LENGTH, QUESTION_WINDOW, QUESTIONS_PER_MINUTE } from '../../kernel/constants'
import { AskBody, MODERATION, ModerateBody, type Question, QuestionSettings, QuestionSort, type QuestionWindow, VoteBody } from '../../kernel/contract/questions'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'
import { text } from '../i18n'
import type { Clock } from '../time'
import { feedbackCsv, questionsCsv } from './export'
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
  questionsSince,
  screenQuestions,
  setApproval,
  setState,
  setVote,
} from './store'

const MESSAGES = {
  noMeeting: { ru: 'Такой сессии нет', en: 'There is no such session' },
  noQuestion: { ru: 'Такого вопроса нет', en: 'There is no such question' },
  closed: {
    ru: 'Вопросы принимаются с 15 минут до начала сессии и до 30 минут после её окончания',
    en: 'Questions are taken from 15 minutes before the session starts until 30 minutes after it ends',
  },
  badText: {
    ru: `Вопрос — от 1 до ${QUESTION_MAX_LENGTH} символов`,
    en: `A question is 1 to ${QUESTION_MAX_LENGTH} characters long`,
  },
  badBody: { ru: 'Запрос не по формату', en: 'The request is not in the expected format' },
  tooMany: {
    ru: `Не больше ${QUESTIONS_PER_MINUTE} вопросов в минуту. Подождите минуту и спросите снова — текст сохранён`,
    en: `At most ${QUESTIONS_PER_MINUTE} questions a minute. Wait a minute and ask again — your text is kept`,
  },
  notModerator: {
    ru: 'Модерировать вопросы могут только модератор и спикеры этой сессии и сотрудники залов',
    en: 'Only this session’s moderator and speakers and the hall staff can moderate its questions',
  },
  notAllowed: { ru: 'Вопрос уже в другом состоянии — список обновлён', en: 'The question has already changed — the list is updated' },
  notYours: { ru: 'Удалить можно только свой вопрос', en: 'You can only delete your own question' },
  badSort: { ru: 'sort: votes или new', en: 'sort: votes or new' },
} satisfies Record<string, Record<Lang, string>>

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
  /** ORGANIZER_TOKEN: the organizer's CSV exports answer only to it (none set: the exports are off). */
  organizerToken?: string | null
}

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
export function questionRoutes({ db, clock, requireUserId, optionalUserId, alsoModerates, organizerToken = null }: QuestionRouteDeps): Hono {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }

  const meetingOf = async (c: Context) => {
    const id = idParam(c.req.param('id'))
    const meeting = id === null ? null : await meetingTimes(db, id)
    if (!meeting) throw new HttpError(404, MESSAGES.noMeeting[requestLang(c)])
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
    if (id === null || !meta) throw new HttpError(404, MESSAGES.noQuestion[requestLang(c)])
    return { id, ...meta }
  }

  // The organizer's CSV: every session's questions, or every session's feedback.
  app.get('/export/:file', async (c) => {
    const lang = requestLang(c)
    const file = c.req.param('file')
    if (file !== 'questions.csv' && file !== 'feedback.csv') throw new HttpError(404, text(lang, /*i18n*/ { id: 'Есть выгрузки questions.csv и feedback.csv' }))
    if (!organizerToken) throw new HttpError(403, text(lang, /*i18n*/ { id: 'Выгрузка через API выключена: на сервере не задан ORGANIZER_TOKEN (есть npm run questions:csv)' }))
    const auth = c.req.header('Authorization') ?? ''
    if (!sameToken(auth.startsWith('Bearer ') ? auth.slice(7) : '', organizerToken)) {
      throw new HttpError(401, text(lang, /*i18n*/ { id: 'Нужен токен организатора (Authorization: Bearer …)' }), undefined, undefined, { 'WWW-Authenticate': 'Bearer' })
    }
    const csv = file === 'feedback.csv' ? await feedbackCsv(db) : await questionsCsv(db)
    return c.body(csv, 200, { ...noStore, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${file}"` })
  })

  feedbackRoutes(app, { db, clock, requireUserId, optionalUserId, alsoModerates }, meetingOf)

  app.get('/meeting/:id', async (c) => {
    const lang = requestLang(c)
    const [sortError, sort] = validate(c.req.query('sort') ?? 'votes', QuestionSort)
    if (sortError) throw new HttpError(400, MESSAGES.badSort[lang])
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
    if (!(await moderates(userId, meeting.id))) throw new HttpError(403, MESSAGES.notModerator[lang])
    const { approval } = await jsonBody(c, QuestionSettings, MESSAGES.badBody[lang])
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
    if (error) throw new HttpError(400, error.path[0] === 'text' ? MESSAGES.badText[lang] : MESSAGES.badBody[lang], error.path[0] === 'text' ? { text: [MESSAGES.badText[lang]] } : undefined)
    const now = clock()
    if (!questionWindow(meeting, now).open) throw new HttpError(403, MESSAGES.closed[lang], undefined, 'closed')
    if ((await questionsSince(db, userId, new Date(now - 60_000))) >= QUESTIONS_PER_MINUTE) {
      throw new HttpError(429, MESSAGES.tooMany[lang], undefined, 'too_many', { 'Retry-After': '60' })
    }
    const id = await addQuestion(db, meeting.id, userId, body.text, body.anonymous ?? false, new Date(now))
    return c.json({ data: await questionById(db, id, userId) }, 201, noStore)
  })

  app.post('/:qid/vote', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const q = await questionOf(c)
    const body = await jsonBody(c, VoteBody, MESSAGES.badBody[lang])
    const meeting = await meetingTimes(db, q.meeting_id)
    if (!meeting || !questionWindow(meeting, clock()).open) throw new HttpError(403, MESSAGES.closed[lang], undefined, 'closed')
    // Hidden and pending questions are not in the public list: nobody votes for them.
    if (q.state === 'hidden' || q.state === 'pending') throw new HttpError(404, MESSAGES.noQuestion[lang])
    await setVote(db, q.id, q.meeting_id, userId, body.vote)
    return c.json({ data: await questionById(db, q.id, userId) }, 200, noStore)
  })

  app.post('/:qid/moderate', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const q = await questionOf(c)
    if (!(await moderates(userId, q.meeting_id))) throw new HttpError(403, MESSAGES.notModerator[lang])
    const { action } = await jsonBody(c, ModerateBody, MESSAGES.badBody[lang])
    const to = MODERATION[q.state][action]
    if (!to || !(await setState(db, q.id, q.meeting_id, q.state, to))) throw new HttpError(409, MESSAGES.notAllowed[lang])
    return c.json({ data: await questionById(db, q.id, userId) }, 200, noStore)
  })

  app.delete('/:qid', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const q = await questionOf(c)
    if (q.user_id !== userId || !(await deleteQuestion(db, q.id, q.meeting_id, userId))) throw new HttpError(403, MESSAGES.notYours[lang])
    return c.json({ data: { deleted: true } }, 200, noStore)
  })

  return app
}
