import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { QUESTION_MAX_LENGTH } from '../../../kernel/constants'
import { CountedText } from '../../components/form/CountedText'
import { QuestionError, type questionsApi } from '../../lib/api/questions'
import { clearDraft, readDraft, writeDraft } from './question-draft'

type Api = ReturnType<typeof questionsApi>

interface AskFormProps {
  meetingId: number
  api: Api
  onAsked: () => void
  approval: boolean
  loggedIn: boolean
  /** The page to come back to after the login. */
  back: string
}

/**
 * The question's box, for everyone during the window. What is typed is kept in this tab
 * (question-draft.ts) until it is asked; someone not logged in sends it by logging in, and the
 * form sends it by itself when they are back.
 */
export function AskForm({ meetingId, api, onAsked, approval, loggedIn, back }: AskFormProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [draft] = useState(() => readDraft(meetingId))
  const [text, setText] = useState(draft?.text ?? '')
  const [anonymous, setAnonymous] = useState(draft?.anonymous ?? false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const sentDraft = useRef(false)

  const edit = (next: { text?: string; anonymous?: boolean }) => {
    const value = { text: next.text ?? text, anonymous: next.anonymous ?? anonymous }
    if (next.text !== undefined) setText(next.text)
    if (next.anonymous !== undefined) setAnonymous(next.anonymous)
    writeDraft(meetingId, { ...value, send: false })
  }

  const ask = useCallback(
    async (question: string, asAnonymous: boolean) => {
      setBusy(true)
      setError(null)
      try {
        await api.ask(meetingId, { text: question.trim(), anonymous: asAnonymous })
        // Only once it is asked: a refused question stays in the box (and in the draft).
        setText('')
        clearDraft(meetingId)
        onAsked()
      } catch (err) {
        setError(err instanceof QuestionError ? err.message : t`Не получилось. Проверьте связь и попробуйте ещё раз.`)
      } finally {
        setBusy(false)
      }
    },
    [api, meetingId, onAsked, t],
  )

  useEffect(() => {
    // Back from the login with a question to send: sent once; a refusal leaves it in the box.
    if (!loggedIn || sentDraft.current) return
    const waiting = readDraft(meetingId)
    if (!waiting?.send || !waiting.text.trim()) return
    sentDraft.current = true
    writeDraft(meetingId, { ...waiting, send: false })
    // Not cancelled on cleanup: the draft is marked sent already, a second run would not send it.
    void Promise.resolve().then(() => ask(waiting.text, waiting.anonymous))
  }, [loggedIn, meetingId, ask])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!loggedIn) {
      // The text goes with the person to the login page and back; an empty box just logs in.
      if (text.trim()) writeDraft(meetingId, { text, anonymous, send: true })
      void navigate({ to: '/login', search: { redirect: back } })
      return
    }
    if (!text.trim()) {
      setError(t`Напишите вопрос.`)
      return
    }
    void ask(text, anonymous)
  }
  return (
    <form className="questions__ask" onSubmit={submit} noValidate>
      <CountedText id="question-text" label={<Trans>Ваш вопрос</Trans>} value={text} max={QUESTION_MAX_LENGTH} onChange={(value) => edit({ text: value })} invalid={Boolean(error)} />
      <label className="questions__anon">
        <input type="checkbox" checked={anonymous} onChange={(e) => edit({ anonymous: e.target.checked })} />{' '}
        <Trans>Спросить анонимно (имя не покажем ни в списке, ни на экране)</Trans>
      </label>
      {approval ? (
        <p className="muted">
          <Trans>Вопросы появятся в списке после одобрения модератором; до тех пор свой вопрос видите только вы.</Trans>
        </p>
      ) : null}
      {loggedIn ? null : (
        <p className="muted questions__invite">
          <Trans>Задавать вопросы и голосовать могут зарегистрированные пользователи. Напишите вопрос и войдите: он отправится сам, написанное не пропадёт.</Trans>
        </p>
      )}
      {error ? (
        <p className="questions__notice" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {loggedIn ? <Trans>Задать вопрос</Trans> : <Trans>Войти и отправить</Trans>}
      </button>
    </form>
  )
}
