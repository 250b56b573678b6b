import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, lazy, useState } from 'react'
import { FEEDBACK_OPEN_DAYS } from '../../../kernel/constants'

const FeedbackBlock = lazy(() => import('../../components/feedback/FeedbackBlock'))

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether "Rate the session" belongs under a session of the program: it is over, and its feedback still open. */
export function rateable(endAt: string, now: number | null): boolean {
  if (now === null) return false
  const ends = Date.parse(endAt)
  return now >= ends && now <= ends + FEEDBACK_OPEN_DAYS * DAY_MS
}

/** "Rate the session" under a past session of the person's program; the form (the session page's own) loads when asked for. */
export function RateSession({ meetingId, title }: { meetingId: number; title: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)} aria-label={t`Оценить сессию: ${title}`}>
        <Trans>Оценить сессию</Trans>
      </button>
    )
  }
  return (
    <div className="my-session__feedback">
      <Suspense
        fallback={
          <p className="muted" role="status">
            <Trans>Загружаем форму…</Trans>
          </p>
        }
      >
        <FeedbackBlock meetingId={meetingId} />
      </Suspense>
    </div>
  )
}
