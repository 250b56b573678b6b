import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { TimeRange } from '../../components/content/VenueTime'
import { FavoriteStar } from '../../components/favorites/FavoriteStar'
import { SeatBadge } from '../../components/seats/SeatBadge'
import { useLang } from '../../i18n/use-lang'
import type { Area, Industry, Meeting } from '../../../kernel/contract/content'
import { fallbackLang, pick } from '../../lib/translate'
import { speakerNames } from './names'

interface Props {
  meeting: Meeting
  area: Area | undefined
  industries: ReadonlyMap<number, Industry>
}

/** A session in the program list: what, when, where, in which format, for whom, with whom. */
export const SessionCard = memo(function SessionCard({ meeting, area, industries }: Props) {
  const { t } = useLingui()
  const lang = useLang()
  const title = pick(meeting.translations, lang)?.title ?? ''
  const format = meeting.areaEventType ? pick(meeting.areaEventType.translations, lang)?.name : undefined
  const names = speakerNames(meeting.speakers ?? [], lang)
  return (
    <article className="session card">
      <div className="with-star">
        <p className="session__time">
          <TimeRange start={meeting.start_at} end={meeting.end_at} lang={lang} day={meeting.date} />
        </p>
        <FavoriteStar id={meeting.id} title={title} />
      </div>
      <h4 className="session__title">
        <Link to="/program/meeting/$id" params={{ id: String(meeting.id) }} dir="auto" lang={fallbackLang(meeting.translations, lang)}>
          {title}
        </Link>
      </h4>
      <p className="session__meta">
        {area ? (
          <Link to="/program/$id" params={{ id: String(area.id) }} className="session__hall" dir="auto">
            {pick(area.translations, lang)?.name}
          </Link>
        ) : null}
        {format ? <span className="session__format">{format}</span> : null}
        <SeatBadge meetingId={meeting.id} />
      </p>
      {meeting.industry_ids.length > 0 ? (
        <ul className="session__tags" aria-label={t`Индустрии`}>
          {meeting.industry_ids.map((id) => {
            const industry = industries.get(id)
            return industry ? (
              <li key={id} className="tag">
                {pick(industry.translations, lang)?.name}
              </li>
            ) : null
          })}
        </ul>
      ) : null}
      {names ? (
        <p className="session__speakers">
          <span className="muted">
            <Trans>Спикеры:</Trans>
          </span>{' '}
          <span dir="auto">{names}</span>
        </p>
      ) : null}
    </article>
  )
})
