import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AddToCalendar } from '../../components/content/AddToCalendar'
import { TextSection } from '../../components/content/TextSection'
import { SessionPick } from '../../components/favorites/SessionPick'
import { FullHallAlternatives } from '../../components/hall-fill/FullHallAlternatives'
import { SpeakerList } from '../../components/content/SpeakerList'
import { useLang } from '../../i18n/use-lang'
import type { Meeting } from '../../../kernel/contract/content'
import { fallbackLang, pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { BroadcastNotice } from './BroadcastNotice'
import { LatestChange } from '../../components/content/LatestChange'
import { MeetingFacts } from './MeetingFacts'
import './detail-pages.css'

const route = getRouteApi('/program_/meeting/$id')

/**
 * The personal side of the page (taking part, the person's program, the stream), supplied by the
 * route: it gets the session and the public broadcast notice to show to anonymous people.
 */
export type MeetingSide = (meeting: Meeting, publicNotice: ReactNode) => ReactNode

/** /program/meeting/{id}: every detail of one session (§2 "Session details"). */
export function MeetingPage({
  side,
  pick: pickControl,
  questions,
}: {
  side?: MeetingSide
  /** The page's one pick control (with the sign-up where the route supplies it); default the plain pick. */
  pick?: (meeting: Meeting, title: string) => ReactNode
  questions?: (meeting: Meeting) => ReactNode
}) {
  const { t } = useLingui()
  const lang = useLang()
  const meeting = route.useLoaderData()
  const text = pick(meeting.translations, lang)
  const title = text?.title ?? ''
  usePageMeta(title, t`Сессия деловой программы форума: время, место, спикеры`)
  const speakers = meeting.speakers ?? []

  return (
    <article className="container program meeting">
      <p className="back-link">
        <Link to="/program" search={{ day: meeting.date }}>
          ← <Trans>Вернуться к программе</Trans>
        </Link>
      </p>
      <header className="page-head">
        <h1 dir="auto" lang={fallbackLang(meeting.translations, lang)}>{title}</h1>
        {meeting.withdrawn ? (
          <p className="meeting__cancelled" role="status">
            <Trans>Сессия отменена: организаторы убрали её из программы.</Trans>
          </p>
        ) : null}
        <MeetingFacts meeting={meeting} />
        <LatestChange latest={meeting.latestChange} />
        {meeting.withdrawn ? null : <AddToCalendar id={meeting.id} />}
        {meeting.withdrawn ? null : pickControl ? pickControl(meeting, title) : <SessionPick id={meeting.id} />}
        {meeting.withdrawn ? null : <FullHallAlternatives meeting={meeting} />}
      </header>
      <div className="meeting__layout">
        <div className="meeting__main">
          <TextSection headingId="description-heading" title={<Trans>Описание</Trans>} html={text?.description} />
          <TextSection headingId="questions-heading" title={<Trans>Ключевые вопросы</Trans>} html={text?.key_questions} />
          <TextSection headingId="result-heading" title={<Trans>Ожидаемый результат</Trans>} html={text?.expected_result} />
          {speakers.length > 0 ? (
            <section aria-labelledby="speakers-heading">
              <h2 id="speakers-heading">
                <Trans>Спикеры</Trans>
              </h2>
              <SpeakerList speakers={speakers} />
            </section>
          ) : null}
          {questions ? questions(meeting) : null}
        </div>
        {/* After the description in reading order: a phone shows the description in its first screen; a desktop puts this beside it. */}
        <div className="meeting__aside">
          {side ? (
            side(meeting, <BroadcastNotice hasBroadcast={meeting.has_broadcast} />)
          ) : (
            <aside aria-labelledby="broadcast-heading">
              <BroadcastNotice hasBroadcast={meeting.has_broadcast} />
            </aside>
          )}
        </div>
      </div>
    </article>
  )
}
