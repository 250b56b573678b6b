import type { Context, Hono } from 'hono'
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_OPEN_DAYS, type Lang } from '../../kernel/constants'
import { FeedbackBody, type FeedbackWindow } from '../../kernel/contract/feedback'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'
import { text } from '../i18n'
import { deleteFeedback, feedbackClosed, mayRate, myFeedback, saveFeedback, speakerFeedback } from './feedback-store'
import type { QuestionRouteDeps } from './deps'
import { type MeetingTimes, isSessionSpeaker } from './store'

const closedText = (lang: Lang) =>
  text(lang, /*i18n*/ { id: 'Оценить сессию можно с её начала и до {days} дней после окончания', values: { days: FEEDBACK_OPEN_DAYS } })
const badRatingText = (lang: Lang) => text(lang, /*i18n*/ { id: 'Оценка — от 1 до 5' })
const badCommentText = (lang: Lang) =>
  text(lang, /*i18n*/ { id: 'Комментарий — не длиннее {max} символов', values: { max: FEEDBACK_COMMENT_MAX_LENGTH } })

const notPickedText = (lang: Lang) =>
  text(lang, /*i18n*/ {
    id: 'Оценить сессию могут те, кто добавил её в свою программу или был на мероприятии в этот день',
  })

const ownSessionText = (lang: Lang) => text(lang, /*i18n*/ { id: 'Свою сессию оценить нельзя: оценки читают её спикеры и модераторы' })
const closedDeleteText = (lang: Lang) => text(lang, /*i18n*/ { id: 'Окно оценок закрыто: ответ уже учтён в итогах и не удаляется' })

const DAY_MS = 24 * 60 * 60 * 1000
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

/** Feedback opens when the session starts and closes FEEDBACK_OPEN_DAYS after it ends. */
export function feedbackWindow(m: MeetingTimes, now: number): FeedbackWindow {
  const opens = m.start_at.getTime()
  const closes = m.end_at.getTime() + FEEDBACK_OPEN_DAYS * DAY_MS
  return { opens_at: iso(opens), closes_at: iso(closes), open: now >= opens && now <= closes }
}

/** Feedback after a session (kernel/contract/feedback.ts), on the questions' app. */
export function feedbackRoutes(
  app: Hono,
  { db, clock, requireUserId }: QuestionRouteDeps,
  meetingOf: (c: Context) => Promise<MeetingTimes>,
) {
  const noStore = { 'Cache-Control': 'no-store' }
  const state = async (meeting: MeetingTimes, userId: number) => ({
    window: feedbackWindow(meeting, clock()),
    allowed: await mayRate(db, meeting.id, userId),
    mine: await myFeedback(db, meeting.id, userId),
  })

  app.get('/feedback/speaker', async (c) => {
    const userId = await requireUserId(c)
    return c.json({ data: await speakerFeedback(db, userId, requestLang(c), clock()) }, 200, noStore)
  })

  app.get('/meeting/:id/feedback', async (c) => {
    const userId = await requireUserId(c)
    return c.json({ data: await state(await meetingOf(c), userId) }, 200, noStore)
  })

  app.put('/meeting/:id/feedback', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const meeting = await meetingOf(c)
    const raw: unknown = await c.req.json().catch(() => undefined)
    const [error, body] = FeedbackBody.validate(raw, { coerce: true })
    if (error) {
      const field = error.path[0] === 'comment' ? 'comment' : 'rating'
      const message = field === 'comment' ? badCommentText(lang) : badRatingText(lang)
      throw new HttpError(400, message, { [field]: [message] })
    }
    if (!feedbackWindow(meeting, clock()).open) throw new HttpError(403, closedText(lang), undefined, 'closed')
    if (await isSessionSpeaker(db, userId, meeting.id)) throw new HttpError(403, ownSessionText(lang), undefined, 'own_session')
    if (!(await mayRate(db, meeting.id, userId))) throw new HttpError(403, notPickedText(lang), undefined, 'not_picked')
    await saveFeedback(db, meeting.id, userId, body.rating, body.comment ?? null, new Date(clock()))
    return c.json({ data: await state(meeting, userId) }, 200, noStore)
  })

  app.delete('/meeting/:id/feedback', async (c) => {
    const userId = await requireUserId(c)
    const meeting = await meetingOf(c)
    // After the window the summaries may show: an answer taken back then would show by difference.
    if (feedbackClosed(meeting.end_at.getTime(), clock())) throw new HttpError(403, closedDeleteText(requestLang(c)), undefined, 'closed')
    await deleteFeedback(db, meeting.id, userId)
    return c.json({ data: { deleted: true } }, 200, noStore)
  })
}
