import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Meeting } from '../../../kernel/contract/content'
import { type QuestionScreen, hallLink } from '../../../kernel/contract/questions'
import { QrCode } from '../../components/qr/QrCode'
import { useLang } from '../../i18n/use-lang'
import { useApi } from '../../session/use-session'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { useQuestionChanges } from '../../session/live/question-changes'
import './screen.css'

const noSubscription = () => () => undefined

/**
 * /program/meeting/{id}/screen: the hall's projector. Full screen, high contrast, the pinned
 * question then the top ones, and the QR code of the hall's short link (/h/{hall id}), which opens
 * the questions of the session on now in the hall. No login,
 * nothing personal (the screen's answer has texts and counts only).
 */
export function ScreenPage({ meeting }: { meeting: Meeting }) {
  const { t } = useLingui()
  const lang = useLang()
  const title = pick(meeting.translations, lang)?.title ?? ''
  usePageMeta(title, t`Вопросы спикерам`)
  const { questions: api } = useApi()
  const changes = useQuestionChanges(meeting.id)
  const [screen, setScreen] = useState<QuestionScreen | null>(null)
  const [failed, setFailed] = useState(false)
  // The hall's short link: it opens whichever session is on in this hall, so the screen can stay up
  // all day. The browser's origin, once hydrated (the server's render has none).
  const origin = useSyncExternalStore(noSubscription, () => location.origin, () => null)
  const url = origin ? `${origin}${hallLink(meeting.area_id, lang)}` : null

  useEffect(() => {
    let current = true
    api.screen(meeting.id).then(
      (s) => {
        if (!current) return
        setScreen(s)
        setFailed(false)
      },
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [api, meeting.id, changes])


  return (
    <main className="qa-screen" lang={lang}>
      <header className="qa-screen__head">
        <h1 dir="auto">{title}</h1>
      </header>
      <div className="qa-screen__body">
        <section className="qa-screen__questions" aria-live="polite">
          {failed && !screen ? (
            <p>
              <Trans>Нет связи с сервером. Пробуем снова…</Trans>
            </p>
          ) : null}
          {screen?.pinned ? (
            <div className="qa-screen__pinned" data-pinned={screen.pinned.id}>
              <p className="qa-screen__label">
                <Trans>Сейчас отвечают</Trans>
              </p>
              <p className="qa-screen__pinned-text" dir="auto">
                {screen.pinned.text}
              </p>
            </div>
          ) : null}
          {screen && screen.top.length > 0 ? (
            <ol className="qa-screen__top">
              {screen.top.map((q) => (
                <li key={q.id} data-question={q.id}>
                  <span className="qa-screen__votes" aria-label={t`голосов: ${q.votes}`}>
                    ▲ {q.votes}
                  </span>
                  <span dir="auto">{q.text}</span>
                </li>
              ))}
            </ol>
          ) : screen && !screen.pinned ? (
            <p className="qa-screen__empty">
              <Trans>Вопросов пока нет — задайте первый!</Trans>
            </p>
          ) : null}
        </section>
        <aside className="qa-screen__join">
          {url ? <QrCode value={url} label={t`QR-код: вопросы этой сессии`} className="qa-screen__qr" /> : <span className="qa-screen__qr" />}
          <p>
            <Trans>Задайте вопрос со своего телефона</Trans>
          </p>
          {url ? <p className="qa-screen__url">{url.replace(/^https?:\/\//, '')}</p> : null}
        </aside>
      </div>
    </main>
  )
}
