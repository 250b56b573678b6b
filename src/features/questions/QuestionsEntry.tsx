import { Trans } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useState } from 'react'
import { FEEDBACK_OPEN_DAYS, QUESTION_WINDOW } from '../../../kernel/constants'
import type { Meeting } from '../../../kernel/contract/content'
import { useHydrated } from '../../session/use-session'

// The Q&A block's code loads when it is opened or when the questions' window starts, not with the page.
const QuestionsBlock = lazy(() => import('./QuestionsBlock'))
const FeedbackBlock = lazy(() => import('../../components/feedback/FeedbackBlock'))

/** Longest wait a page left open arms for the window's start (setTimeout's own limit is ~24.8 days). */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000

/** The address that opens the questions at once, their field ready: the hall's short link and the login's way back lead here. */
export const QUESTIONS_HASH = 'questions'

/**
 * The session page's "Questions to the speakers" section: a button until opened or until the
 * window starts; opened at once, the field focused, on a page addressed at `#questions` (the
 * hall's QR code), whatever the time.
 */
export function QuestionsEntry({ meeting }: { meeting: Meeting }) {
  const opensAt = Date.parse(meeting.start_at) - QUESTION_WINDOW.beforeMs
  const closesAt = Date.parse(meeting.end_at) + QUESTION_WINDOW.afterMs
  const [open, setOpen] = useState(false)
  // Read after hydration: the server never sees the hash, so its render is the button.
  const hash = useLocation({ select: (l) => l.hash })
  const arrived = useHydrated() && hash === QUESTIONS_HASH
  // Opened for good: leaving the hash later does not fold the questions back.
  if (arrived && !open) setOpen(true)
  useEffect(() => {
    // After hydration (the server's render is the button): open now within the window, or when it starts.
    const now = Date.now()
    if (now > closesAt || opensAt - now > MAX_WAIT_MS) return
    const timer = setTimeout(() => setOpen(true), Math.max(0, opensAt - now))
    return () => clearTimeout(timer)
  }, [opensAt, closesAt])
  if (meeting.withdrawn) return null
  return (
    <>
      <section id="questions" className="questions" aria-labelledby="questions-qa-heading">
        <h2 id="questions-qa-heading">
          <Trans>Вопросы спикерам</Trans>
        </h2>
        {open ? (
          <Suspense
            fallback={
              <p className="muted" role="status">
                <Trans>Загружаем вопросы…</Trans>
              </p>
            }
          >
            <QuestionsBlock meeting={meeting} focusAsk={arrived} />
          </Suspense>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
            <Trans>Показать вопросы</Trans>
          </button>
        )}
      </section>
      <FeedbackEntry meeting={meeting} />
    </>
  )
}

/**
 * "Rate the session": shown from the session's start until FEEDBACK_OPEN_DAYS after its end (by
 * this browser's clock, after hydration; the server decides); its form loads when opened.
 */
function FeedbackEntry({ meeting }: { meeting: Meeting }) {
  const [shown, setShown] = useState(false)
  const [open, setOpen] = useState(false)
  const startsAt = Date.parse(meeting.start_at)
  const closesAt = Date.parse(meeting.end_at) + FEEDBACK_OPEN_DAYS * 24 * 60 * 60 * 1000
  useEffect(() => {
    const now = Date.now()
    if (now > closesAt || startsAt - now > MAX_WAIT_MS) return
    const timer = setTimeout(() => setShown(true), Math.max(0, startsAt - now))
    return () => clearTimeout(timer)
  }, [startsAt, closesAt])
  if (!shown) return null
  return (
    <section className="questions" aria-labelledby="feedback-heading">
      <h2 id="feedback-heading">
        <Trans>Оцените сессию</Trans>
      </h2>
      {open ? (
        <Suspense
          fallback={
            <p className="muted" role="status">
              <Trans>Загружаем форму…</Trans>
            </p>
          }
        >
          <FeedbackBlock meetingId={meeting.id} />
        </Suspense>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          <Trans>Оценить сессию</Trans>
        </button>
      )}
    </section>
  )
}
