import { Trans } from '@lingui/react/macro'
import { Suspense, lazy, useEffect, useState } from 'react'
import { QUESTION_WINDOW } from '../../../kernel/constants'
import type { Meeting } from '../../../kernel/contract/content'

// The Q&A block's code loads when it is opened or when the questions' window starts, not with the page.
const QuestionsBlock = lazy(() => import('./QuestionsBlock'))

/** Longest wait a page left open arms for the window's start (setTimeout's own limit is ~24.8 days). */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000

/** The session page's "Questions to the speakers" section: a button until opened or until the window starts. */
export function QuestionsEntry({ meeting }: { meeting: Meeting }) {
  const opensAt = Date.parse(meeting.start_at) - QUESTION_WINDOW.beforeMs
  const closesAt = Date.parse(meeting.end_at) + QUESTION_WINDOW.afterMs
  const [open, setOpen] = useState(false)
  useEffect(() => {
    // After hydration (the server's render is the button): open now within the window, or when it starts.
    const now = Date.now()
    if (now > closesAt || opensAt - now > MAX_WAIT_MS) return
    const timer = setTimeout(() => setOpen(true), Math.max(0, opensAt - now))
    return () => clearTimeout(timer)
  }, [opensAt, closesAt])
  if (meeting.withdrawn) return null
  return (
    <section className="questions" aria-labelledby="questions-qa-heading">
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
          <QuestionsBlock meeting={meeting} />
        </Suspense>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
          <Trans>Показать вопросы</Trans>
        </button>
      )}
    </section>
  )
}
