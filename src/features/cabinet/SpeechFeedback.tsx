import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { FeedbackSummary } from '../../../kernel/contract/feedback'
import { useLang } from '../../i18n/use-lang'
import { useApi } from '../../session/use-session'

/** The speaker's sessions' feedback, read once for the cabinet (null: loading; 'failed'). */
export function useSpeakerFeedback(enabled: boolean): FeedbackSummary[] | null | 'failed' {
  const { feedback: api } = useApi()
  const [summaries, setSummaries] = useState<FeedbackSummary[] | null | 'failed'>(null)
  useEffect(() => {
    if (!enabled) return
    let current = true
    api.speaker().then(
      (list) => current && setSummaries(list),
      () => current && setSummaries('failed'),
    )
    return () => {
      current = false
    }
  }, [api, enabled])
  return summaries
}

/**
 * What people thought of one of the speaker's sessions: the ratings' distribution, the average and
 * the comments, once FEEDBACK_MIN_ANSWERS people answered; below that, only that there are too few.
 */
export function SpeechFeedback({ summary }: { summary: FeedbackSummary | undefined | null | 'failed' }) {
  const { t } = useLingui()
  const lang = useLang()
  return (
    <div className="speech__feedback">
      <h3 className="speech__files-title">
        <Trans>Оценки слушателей</Trans>
      </h3>
      {summary === 'failed' ? (
        <p className="muted">
          <Trans>Не удалось загрузить оценки. Обновите страницу.</Trans>
        </p>
      ) : summary === null ? (
        <p className="muted" role="status">
          <Trans>Загружаем оценки…</Trans>
        </p>
      ) : !summary?.enough || !summary.distribution ? (
        <p className="muted">
          <Trans>Слишком мало ответов, чтобы их показать: оценки видны, когда ответят хотя бы {summary?.min_answers ?? 5} человек.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              Ответов: {summary.answers}, средняя оценка: {summary.average?.toLocaleString(lang, { maximumFractionDigits: 1 })}
            </Trans>
          </p>
          <table className="speech__ratings">
            <caption className="visually-hidden">{t`Сколько человек поставили каждую оценку`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Оценка`}</th>
                <th scope="col">{t`Ответов`}</th>
              </tr>
            </thead>
            <tbody>
              {summary.distribution.map((count, i) => (
                <tr key={i}>
                  <th scope="row">{i + 1}</th>
                  <td>{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {summary.comments && summary.comments.length > 0 ? (
            <ul className="speech__comments">
              {summary.comments.map((comment, i) => (
                <li key={i} dir="auto">
                  {comment}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">
              <Trans>Комментариев нет.</Trans>
            </p>
          )}
        </>
      )}
    </div>
  )
}
