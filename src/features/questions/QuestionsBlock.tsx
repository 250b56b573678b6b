import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Meeting } from '../../../kernel/contract/content'
import type { ModerationAction, Question, QuestionList, QuestionSort, QuestionWindow } from '../../../kernel/contract/questions'
import { clockTime } from '../../../kernel/venue-time'
import { moderationActions } from '../../../machines/question.machine'
import { QuestionSortToggle } from '../../components/questions/QuestionSortToggle'
import { useLang } from '../../i18n/use-lang'
import { useQuestionChanges } from '../../session/live/question-changes'
import { useApi, useSession } from '../../session/use-session'
import { QuestionError, type questionsApi } from '../../lib/api/questions'
import { useVenue } from '../../lib/venue'
import { AskForm } from './AskForm'
import './questions.css'

/** `readAt`: when the list came, to tell a window still to come from one that has closed. */
type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: QuestionList; readAt: number }

/** The session's page with its questions opened: where the login brings a person back to. */
const questionsPath = (pathname: string, searchStr: string) => `${pathname}${searchStr}#questions`

/**
 * The Q&A of one session (loaded on demand by QuestionsEntry): the list, sorted by votes or
 * newest, re-read whenever the live channel says this session's questions changed; asking and
 * voting for registered people (anyone may write first and log in to send); hide, answer and pin
 * for the session's moderators and speakers. Texts are plain: React renders them as text, links
 * are not made clickable. `focusAsk`: the person came to ask (the hall's QR code), so the section
 * is brought to the top of the screen with its field focused.
 */
export default function QuestionsBlock({ meeting, focusAsk = false }: { meeting: Meeting; focusAsk?: boolean }) {
  const { t } = useLingui()
  const lang = useLang()
  const { loggedIn } = useSession()
  const location = useLocation()
  const back = questionsPath(location.pathname, location.searchStr)
  const blockRef = useRef<HTMLDivElement>(null)
  const focused = useRef(false)
  const { questions: api } = useApi()
  const changes = useQuestionChanges(meeting.id)
  const [sort, setSort] = useState<QuestionSort>('votes')
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    api.list(meeting.id, sort).then(
      (list) => current && setLoad({ status: 'ready', list, readAt: Date.now() }),
      () => current && setLoad((now) => (now.status === 'ready' ? now : { status: 'failed' })),
    )
    return () => {
      current = false
    }
    // Read again on a login or logout (voted, mine, moderation) and in the new language.
  }, [api, meeting.id, sort, changes, attempt, loggedIn, lang])

  const ready = load.status === 'ready'
  useEffect(() => {
    // Once, when the list is drawn: until then the section is a line long and the page's end stops the scroll.
    if (!focusAsk || !ready || focused.current) return
    focused.current = true
    blockRef.current?.closest('section')?.scrollIntoView?.({ block: 'start' })
    blockRef.current?.querySelector('textarea')?.focus({ preventScroll: true })
  }, [focusAsk, ready])

  const reread = useCallback(() => setAttempt((n) => n + 1), [])
  const act = useCallback(
    async (run: () => Promise<unknown>) => {
      setNotice(null)
      try {
        await run()
      } catch (error) {
        setNotice(error instanceof QuestionError ? error.message : t`Не получилось. Проверьте связь и попробуйте ещё раз.`)
      }
      reread()
    },
    [reread, t],
  )

  if (load.status === 'loading') {
    return (
      <p className="muted" role="status">
        <Trans>Загружаем вопросы…</Trans>
      </p>
    )
  }
  if (load.status === 'failed') {
    return (
      <div role="alert">
        <p>
          <Trans>Не удалось загрузить вопросы.</Trans>
        </p>
        <button type="button" className="button button--ghost" onClick={() => { setLoad({ status: 'loading' }); reread() }}>
          <Trans>Попробовать ещё раз</Trans>
        </button>
      </div>
    )
  }
  const { list } = load
  return (
    <div className="questions__block" ref={blockRef}>
      <WindowLine window={list.window} readAt={load.readAt} />
      {list.can_moderate ? (
        <label className="questions__approval">
          <input type="checkbox" checked={list.approval} onChange={(e) => void act(() => api.settings(meeting.id, e.target.checked))} />{' '}
          <Trans>Новые вопросы ждут одобрения модератора</Trans>
        </label>
      ) : null}
      {list.window.open ? (
        <AskForm meetingId={meeting.id} api={api} onAsked={reread} approval={list.approval} loggedIn={loggedIn} back={back} />
      ) : loggedIn ? null : (
        <p className="questions__invite">
          <Trans>Задавать вопросы и голосовать могут зарегистрированные пользователи.</Trans>{' '}
          <Link to="/login" search={{ redirect: back }} className="button button--ghost">
            <Trans>Войти, чтобы спросить</Trans>
          </Link>
        </p>
      )}
      {notice ? (
        <p className="questions__notice" role="alert">
          {notice}
        </p>
      ) : null}
      <QuestionSortToggle sort={sort} onChange={setSort} className="questions__toolbar">
        {list.can_moderate ? (
          <Link to="/program/meeting/$id/screen" params={{ id: String(meeting.id) }} className="questions__screen-link">
            <Trans>Экран для зала</Trans>
          </Link>
        ) : null}
      </QuestionSortToggle>
      {list.questions.length === 0 ? (
        <p className="muted">
          <Trans>Вопросов пока нет.</Trans>
        </p>
      ) : (
        <ol className="questions__list" aria-live="polite">
          {list.questions.map((q) => (
            <QuestionItem key={q.id} q={q} canVote={loggedIn && list.window.open} canModerate={list.can_moderate} act={act} api={api} />
          ))}
        </ol>
      )}
    </div>
  )
}

type Api = ReturnType<typeof questionsApi>

/** When the session's questions are taken, on the venue's clock as every time on the site. */
function WindowLine({ window: w, readAt }: { window: QuestionWindow; readAt: number }) {
  const { timeZone } = useVenue()
  const from = clockTime(w.opens_at, timeZone)
  const to = clockTime(w.closes_at, timeZone)
  return (
    <p className="muted questions__window">
      {w.open ? (
        <Trans>Вопросы принимаются до {to}.</Trans>
      ) : readAt < Date.parse(w.opens_at) ? (
        <Trans>Вопросы принимаются с {from} до {to}.</Trans>
      ) : (
        <Trans>Вопросы принимались с {from} до {to}.</Trans>
      )}
    </p>
  )
}

function QuestionItem({ q, canVote, canModerate, act, api }: { q: Question; canVote: boolean; canModerate: boolean; act: (run: () => Promise<unknown>) => Promise<void>; api: Api }) {
  const { t } = useLingui()
  const labels: Record<ModerationAction, string> = {
    approve: t`Одобрить`,
    pin: t`Закрепить`,
    unpin: t`Открепить`,
    answer: t`Отметить отвеченным`,
    reopen: t`Вернуть в список`,
    hide: t`Скрыть`,
    show: t`Вернуть из скрытых`,
  }
  const stateLabel = { pending: t`Ждёт одобрения`, open: null, pinned: t`Сейчас отвечают`, answered: t`Отвечен`, hidden: t`Скрыт` }[q.state]
  return (
    <li className={`questions__item questions__item--${q.state}`} data-question={q.id}>
      <p className="questions__text" dir="auto">
        {q.text}
      </p>
      <p className="questions__meta muted">
        {q.anonymous ? <Trans>Анонимно</Trans> : (q.author ?? <Trans>Участник</Trans>)}
        {stateLabel ? <span className="questions__state"> · {stateLabel}</span> : null}
      </p>
      <div className="questions__actions">
        <button
          type="button"
          className="button button--ghost questions__vote"
          aria-pressed={q.voted}
          disabled={!canVote}
          aria-label={q.voted ? t`Убрать голос, голосов: ${q.votes}` : t`Поддержать вопрос, голосов: ${q.votes}`}
          onClick={() => void act(() => api.vote(q.id, !q.voted))}
        >
          ▲ {q.votes}
        </button>
        {canModerate
          ? moderationActions(q.state).map((action) => (
              <button key={action} type="button" className="button button--ghost" onClick={() => void act(() => api.moderate(q.id, action))}>
                {labels[action]}
              </button>
            ))
          : null}
        {q.mine ? (
          <button type="button" className="button button--ghost" onClick={() => void act(() => api.remove(q.id))}>
            <Trans>Удалить</Trans>
          </button>
        ) : null}
      </div>
    </li>
  )
}
