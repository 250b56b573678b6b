import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { TimeRange } from '../../components/content/VenueTime'
import { useLang } from '../../i18n/use-lang'
import type { AccountMeeting } from '../../../kernel/contract/account'
import type { MediaFile } from '../../../kernel/contract/content'
import { byStart } from '../../lib/meetings'
import { formatShortDay } from '../../lib/format'
import { pick } from '../../lib/translate'
import { MediaFileButton } from './MediaFileButton'
import { isSpeakingPart } from './load-cabinet'
import { SpeechFeedback, useSpeakerFeedback } from './SpeechFeedback'
import { SpeechQuestions } from './SpeechQuestions'

/**
 * A speaker's own program (§6): the sessions where they speak or moderate, each with its
 * presentation files, or 'Нет файлов презентаций'. Empty: the person is told to contact the
 * administration (the footer holds the contacts). `media` null: the files could not be loaded.
 */
export function SpeakerProgram({ meetings, media }: { meetings: AccountMeeting[]; media: MediaFile[] | null }) {
  const lang = useLang()
  const speeches = meetings.filter((m) => isSpeakingPart(m.participation)).sort(byStart)
  const feedback = useSpeakerFeedback(speeches.length > 0)

  return (
    <section className="card cabinet__section" aria-labelledby="my-speeches">
      <h2 id="my-speeches">
        <Trans>Мои выступления</Trans>
      </h2>
      {speeches.length === 0 ? (
        <div className="state state--empty" role="status">
          <p className="state__title">
            <Trans>Программа ваших выступлений пока пуста. Если вы выступаете на форуме, свяжитесь с администрацией.</Trans>
          </p>
          <div className="state__actions">
            <a href="#contacts" className="button button--ghost">
              <Trans>Контакты администрации</Trans>
            </a>
          </div>
        </div>
      ) : (
        <ul className="speeches">
          {speeches.map((meeting) => {
            const title = pick(meeting.translations, lang)?.title ?? ''
            const files = media?.filter((f) => f.meeting_id === meeting.id) ?? []
            return (
              <li key={meeting.id} className="speech">
                <p className="my-session__time">
                  {formatShortDay(meeting.date, lang)}, <TimeRange start={meeting.start_at} end={meeting.end_at} lang={lang} day={meeting.date} />
                  {meeting.area ? <span className="muted"> · {pick(meeting.area.translations, lang)?.name}</span> : null}
                </p>
                <p className="my-session__title">
                  <Link to="/program/meeting/$id" params={{ id: String(meeting.id) }}>
                    {title}
                  </Link>{' '}
                  <span className="tag">{meeting.participation === 'moderator' ? <Trans>Модератор</Trans> : <Trans>Спикер</Trans>}</span>
                </p>
                <h3 className="speech__files-title">
                  <Trans>Презентации</Trans>
                </h3>
                {media === null ? (
                  <p className="muted">
                    <Trans>Не удалось загрузить файлы презентаций. Обновите страницу.</Trans>
                  </p>
                ) : files.length === 0 ? (
                  <p className="muted">
                    <Trans>Нет файлов презентаций</Trans>
                  </p>
                ) : (
                  <ul className="speech__files">
                    {files.map((file) => (
                      <li key={file.id}>
                        <MediaFileButton file={file} />
                      </li>
                    ))}
                  </ul>
                )}
                <SpeechFeedback summary={feedback === null || feedback === 'failed' ? feedback : feedback.find((f) => f.meeting_id === meeting.id)} />
                <SpeechQuestions meetingId={meeting.id} title={title} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
