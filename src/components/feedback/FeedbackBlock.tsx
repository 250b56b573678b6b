import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_MIN_ANSWERS, FEEDBACK_OPEN_DAYS } from '../../../kernel/constants'
import type { FeedbackState } from '../../../kernel/contract/feedback'
import { FeedbackError } from '../../lib/api/feedback'
import { useApi, useSession } from '../../session/use-session'
import { CountedText } from '../form/CountedText'
import { BlockFailed } from '../states/BlockStates'
import './feedback.css'

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; state: FeedbackState }

/**
 * "Rate the session" (loaded on demand by FeedbackEntry once the session has started): a rating
 * from 1 to 5 and an optional plain-text comment, which the person can change or delete. Anonymous
 * visitors are invited to log in. Nothing typed is lost when the server refuses it.
 */
export default function FeedbackBlock({ meetingId }: { meetingId: number }) {
  const { loggedIn } = useSession()
  const location = useLocation()
  if (!loggedIn) {
    return (
      <p className="feedback__invite">
        <Trans>Оценить сессию могут зарегистрированные пользователи.</Trans>{' '}
        <Link to="/login" search={{ redirect: location.href }} className="button button--ghost">
          <Trans>Войти, чтобы оценить</Trans>
        </Link>
      </p>
    )
  }
  return <FeedbackForm meetingId={meetingId} />
}

function FeedbackForm({ meetingId }: { meetingId: number }) {
  const { t } = useLingui()
  const { feedback: api } = useApi()
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [rating, setRating] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    api.mine(meetingId).then(
      (state) => {
        if (!current) return
        setLoad({ status: 'ready', state })
        setRating(state.mine?.rating ?? null)
        setComment(state.mine?.comment ?? '')
      },
      () => current && setLoad({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [api, meetingId, attempt])

  if (load.status === 'loading') {
    return (
      <p className="muted" role="status">
        <Trans>Загружаем вашу оценку…</Trans>
      </p>
    )
  }
  if (load.status === 'failed') {
    return (
      <BlockFailed
        onRetry={() => {
          setLoad({ status: 'loading' })
          setAttempt((n) => n + 1)
        }}
      >
        <Trans>Не удалось загрузить вашу оценку.</Trans>
      </BlockFailed>
    )
  }
  const { state } = load
  if (!state.window.open) {
    return (
      <p className="muted">
        <Trans>Оценки принимаются с начала сессии и до {FEEDBACK_OPEN_DAYS} дней после её окончания.</Trans>
      </p>
    )
  }
  if (!state.allowed) {
    return (
      <p className="muted" data-testid="feedback-not-picked">
        <Trans>
          Оценить сессию могут те, кто добавил её в свою программу или был на мероприятии в этот день. Нажмите «В мою программу» на странице сессии — и
          возвращайтесь с оценкой.
        </Trans>
      </p>
    )
  }
  const run = async (work: () => Promise<FeedbackState | null>, done: string) => {
    setBusy(true)
    setError(null)
    setSaved(null)
    try {
      const next = await work()
      setLoad({ status: 'ready', state: next ?? { ...state, mine: null } })
      if (!next) {
        setRating(null)
        setComment('')
      }
      setSaved(done)
    } catch (err) {
      // The rating and the text stay as typed.
      setError(err instanceof FeedbackError ? err.message : t`Не получилось. Проверьте связь и попробуйте ещё раз.`)
    } finally {
      setBusy(false)
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (rating === null) {
      setError(t`Выберите оценку от 1 до 5.`)
      return
    }
    void run(() => api.save(meetingId, { rating, comment: comment.trim() || null }), t`Спасибо! Оценка сохранена.`)
  }
  const remove = () =>
    run(
      async () => {
        await api.remove(meetingId)
        return null
      },
      t`Ваша оценка удалена.`,
    )
  return (
    <form className="feedback" onSubmit={submit} noValidate>
      <fieldset className="feedback__rating">
        <legend>
          <Trans>Ваша оценка</Trans>
        </legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="feedback__star">
            <input type="radio" name="feedback-rating" value={n} checked={rating === n} onChange={() => setRating(n)} /> {n}
          </label>
        ))}
      </fieldset>
      <CountedText
        id="feedback-comment"
        label={<Trans>Комментарий для спикеров (необязательно)</Trans>}
        value={comment}
        max={FEEDBACK_COMMENT_MAX_LENGTH}
        onChange={setComment}
      />
      <p className="muted">
        <Trans>Спикеры увидят оценки и комментарии без имён, когда ответят хотя бы {FEEDBACK_MIN_ANSWERS} человек.</Trans>
      </p>
      {error ? (
        <p className="feedback__notice" role="alert">
          {error}
        </p>
      ) : null}
      {saved ? <p role="status">{saved}</p> : null}
      <div className="feedback__actions">
        <button type="submit" className="button" disabled={busy}>
          {state.mine ? <Trans>Изменить оценку</Trans> : <Trans>Оценить</Trans>}
        </button>
        {state.mine ? (
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void remove()}>
            <Trans>Удалить мою оценку</Trans>
          </button>
        ) : null}
      </div>
    </form>
  )
}
