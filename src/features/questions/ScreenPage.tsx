import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import type { Meeting } from '../../../kernel/contract/content'
import type { QuestionScreen } from '../../../kernel/contract/questions'
import { useLang } from '../../i18n/use-lang'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { useQuestionChanges } from '../../session/live/question-changes'
import { questionsApi } from './api'
import './screen.css'

/** The QR code as one SVG path of dark squares, with the quiet zone scanners need. */
function qrPath(value: string, encode: typeof import('uqr').encode): { d: string; size: number } {
  const qr = encode(value, { ecc: 'M', border: 4 })
  let d = ''
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    }),
  )
  return { d, size: qr.size }
}

/**
 * /program/meeting/{id}/screen: the hall's projector. Full screen, high contrast, the pinned
 * question then the top ones, and the QR code that opens the session's questions. No login,
 * nothing personal (the screen's answer has texts and counts only).
 */
export function ScreenPage({ meeting }: { meeting: Meeting }) {
  const { t } = useLingui()
  const lang = useLang()
  const title = pick(meeting.translations, lang)?.title ?? ''
  usePageMeta(title, t`Вопросы спикерам`)
  const api = useMemo(() => questionsApi(null, lang), [lang])
  const changes = useQuestionChanges(meeting.id)
  const [screen, setScreen] = useState<QuestionScreen | null>(null)
  const [failed, setFailed] = useState(false)
  const [qr, setQr] = useState<{ d: string; size: number; url: string } | null>(null)

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

  useEffect(() => {
    let current = true
    const url = `${location.origin}/program/meeting/${meeting.id}`
    void import('uqr').then(({ encode }) => current && setQr({ ...qrPath(url, encode), url }), () => undefined)
    return () => {
      current = false
    }
  }, [meeting.id])

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
          {qr ? (
            <svg className="qa-screen__qr" role="img" aria-label={t`QR-код: вопросы этой сессии`} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.d} fill="#000" />
            </svg>
          ) : (
            <span className="qa-screen__qr" />
          )}
          <p>
            <Trans>Задайте вопрос со своего телефона</Trans>
          </p>
          {qr ? <p className="qa-screen__url">{qr.url.replace(/^https?:\/\//, '')}</p> : null}
        </aside>
      </div>
    </main>
  )
}
