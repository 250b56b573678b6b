import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import { DaySections } from '../../components/content/DaySections'
import { MeetingLink } from '../../components/content/MeetingLink'
import { TimeRange } from '../../components/content/VenueTime'
import { EmptyState } from '../../components/states/EmptyState'
import type { Lang } from '../../../kernel/constants'
import { useLang } from '../../i18n/use-lang'
import type { Meeting } from '../../../kernel/contract/content'
import { isForumToday } from '../../lib/forum-days'
import { useVenue } from '../../lib/venue'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { LiveStreams } from './LiveStreams'
import { broadcastSchedule } from './schedule'
import './broadcasts.css'

const route = getRouteApi('/broadcasts')

/**
 * /broadcasts: what will be streamed, by day and hall. The streams themselves are for
 * registered users (§6) and arrive with the personal account; this list is public.
 */
export function BroadcastsPage() {
  const { t } = useLingui()
  const lang = useLang()
  const venue = useVenue()
  const { days, areas, meetings, streams } = route.useLoaderData()
  usePageMeta(t`Трансляции`, t`Расписание трансляций форума по дням и залам`)
  const schedule = useMemo(() => broadcastSchedule(days, areas, meetings), [days, areas, meetings])
  const duringForum = isForumToday(days, venue)

  return (
    <div className="container broadcasts">
      <header className="page-head">
        <h1>
          <Trans>Трансляции</Trans>
        </h1>
        <p className="page-head__lead">
          <Trans>Сессии форума, которые будут транслироваться, по дням и залам. Смотреть трансляции могут зарегистрированные пользователи.</Trans>
        </p>
      </header>
      {duringForum ? (
        <LiveStreams streams={streams} areas={areas} />
      ) : (
        <p className="broadcasts__notice" role="status">
          <Trans>Трансляции будут доступны в дни проведения форума</Trans>
        </p>
      )}
      {schedule.length === 0 ? (
        <EmptyState title={t`Расписание трансляций пока не опубликовано`}>
          <Link to="/program" className="button button--ghost">
            <Trans>Программа форума</Trans>
          </Link>
        </EmptyState>
      ) : (
        <DaySections groups={schedule} dayOf={(group) => group.day} idPrefix="broadcast-day" className="broadcasts__day" level={2}>
          {({ halls }) => (
            <ul className="broadcasts__halls tiles tiles--s1 tiles--m2 tiles--l3">
              {halls.map(({ area, streams, sessions }) => (
                <li key={area.id} className="broadcast-hall card">
                  <h3 className="broadcast-hall__name">
                    <Link to="/program/$id" params={{ id: String(area.id) }}>
                      {pick(area.translations, lang)?.name}
                    </Link>
                  </h3>
                  {streams ? (
                    <p className="tag">
                      <Trans>Трансляция из зала весь день</Trans>
                    </p>
                  ) : null}
                  {sessions.length > 0 ? (
                    <ul className="broadcast-hall__sessions">
                      {sessions.map((m) => (
                        <BroadcastItem key={m.id} meeting={m} lang={lang} />
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </DaySections>
      )}
    </div>
  )
}

function BroadcastItem({ meeting, lang }: { meeting: Meeting; lang: Lang }) {
  const title = pick(meeting.translations, lang)?.title
  return (
    <li className="broadcast-item">
      <span className="broadcast-item__time">
        <TimeRange start={meeting.start_at} end={meeting.end_at} lang={lang} day={meeting.date} />
      </span>
      <MeetingLink meeting={meeting}>{title}</MeetingLink>
    </li>
  )
}
