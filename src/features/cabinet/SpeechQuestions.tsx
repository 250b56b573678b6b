import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { QuestionList, QuestionSort } from '../../../kernel/contract/questions'
import { QuestionSortToggle } from '../../components/questions/QuestionSortToggle'
import { BlockFailed } from '../../components/states/BlockStates'
import { useApi } from '../../session/use-session'

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: QuestionList }

/**
 * The questions people asked at one of the speaker's sessions, answered or not, read-only (the
 * session's page is where they are moderated): top-voted or newest first. Read when opened, so a
 * cabinet with many sessions makes no calls it does not need.
 */
export function SpeechQuestions({ meetingId, title }: { meetingId: number; title: string }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <div className="speech__questions">
      <h3 className="speech__files-title">
        <Trans>Вопросы слушателей</Trans>
      </h3>
      {open ? (
        <QuestionsRead meetingId={meetingId} />
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setOpen(true)} aria-label={t`Показать вопросы: ${title}`}>
          <Trans>Показать вопросы</Trans>
        </button>
      )}
    </div>
  )
}

function QuestionsRead({ meetingId }: { meetingId: number }) {
  const { t } = useLingui()
  const { questions: api } = useApi()
  const [sort, setSort] = useState<QuestionSort>('votes')
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    api.list(meetingId, sort).then(
      (list) => current && setLoad({ status: 'ready', list }),
      () => current && setLoad({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [api, meetingId, sort, attempt])
  const choose = (next: QuestionSort) => {
    if (next === sort) return
    setLoad({ status: 'loading' })
    setSort(next)
  }
  const stateLabel = {
    pending: t`Ждёт одобрения`,
    open: null,
    pinned: t`Сейчас отвечают`,
    answered: t`Отвечен`,
    hidden: t`Скрыт`,
  }
  return (
    <>
      <QuestionSortToggle sort={sort} onChange={choose} className="speech__sort" />
      {load.status === 'loading' ? (
        <p className="muted" role="status">
          <Trans>Загружаем вопросы…</Trans>
        </p>
      ) : load.status === 'failed' ? (
        <BlockFailed
          onRetry={() => {
            setLoad({ status: 'loading' })
            setAttempt((n) => n + 1)
          }}
        >
          <Trans>Не удалось загрузить вопросы.</Trans>
        </BlockFailed>
      ) : load.list.questions.length === 0 ? (
        <p className="muted">
          <Trans>Вопросов пока нет.</Trans>
        </p>
      ) : (
        <ol className="speech__question-list">
          {load.list.questions.map((q) => (
            <li key={q.id} data-question={q.id}>
              <p className="speech__question" dir="auto">
                {q.text}
              </p>
              <p className="muted">
                {q.anonymous ? <Trans>Анонимно</Trans> : (q.author ?? <Trans>Участник</Trans>)} · <Trans>голосов: {q.votes}</Trans>
                {stateLabel[q.state] ? <> · {stateLabel[q.state]}</> : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
