import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { FavoriteStar } from '../../components/favorites/FavoriteStar'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import { Fact, Facts } from '../../components/content/Facts'
import { RichText } from '../../components/content/RichText'
import { DaySections } from '../../components/content/DaySections'
import { MeetingLink } from '../../components/content/MeetingLink'
import { NowNext } from '../../components/content/NowNext'
import { TimeRange } from '../../components/content/VenueTime'
import { EmptyState } from '../../components/states/EmptyState'
import type { Lang } from '../../../kernel/constants'
import { useLang } from '../../i18n/use-lang'
import type { Meeting } from '../../../kernel/contract/content'
import { groupByDate } from '../../lib/meetings'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import './detail-pages.css'
import { BackToProgram } from './BackToProgram'

const route = getRouteApi('/program/$id')

/** /program/{id}: one hall — where it is, how many it seats, and its sessions by day. */
export function HallPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { area, meetings } = route.useLoaderData()
  const text = pick(area.translations, lang)
  const name = text?.name ?? ''
  usePageMeta(name, t`Зал ${name}: расположение, вместимость и программа`)
  const days = useMemo(() => groupByDate(meetings), [meetings])

  return (
    <div className="container program hall">
      <BackToProgram />
      <header className="page-head">
        <h1 dir="auto">{name}</h1>
        <Facts>
          {text?.location ? (
            <Fact label={<Trans>Расположение</Trans>}>{text.location}</Fact>
          ) : null}
          {area.capacity ? (
            <Fact label={<Trans>Вместимость</Trans>}><Plural value={area.capacity} one="# место" few="# места" many="# мест" other="# места" /></Fact>
          ) : null}
        </Facts>
      </header>
      <NowNext areaId={area.id} />
      {text?.description ? <RichText html={text.description} className="rich-text hall__description" /> : null}
      <section aria-labelledby="hall-program-heading">
        <h2 id="hall-program-heading">
          <Trans>Программа зала</Trans>
        </h2>
        {days.length === 0 ? (
          <EmptyState title={t`В этом зале пока нет событий`}>
            <Link to="/program" className="button button--ghost">
              <Trans>Вся программа</Trans>
            </Link>
          </EmptyState>
        ) : (
          <DaySections groups={days} dayOf={(group) => group.key} idPrefix="hall-day" className="hall__day" level={3}>
            {(group) => (
              <ul className="agenda">
                {group.items.map((m) => (
                  <AgendaItem key={m.id} meeting={m} lang={lang} />
                ))}
              </ul>
            )}
          </DaySections>
        )}
      </section>
    </div>
  )
}

function AgendaItem({ meeting, lang }: { meeting: Meeting; lang: Lang }) {
  const title = pick(meeting.translations, lang)?.title
  const format = meeting.areaEventType ? pick(meeting.areaEventType.translations, lang)?.name : undefined
  return (
    <li className="agenda__item">
      <span className="agenda__time">
        <TimeRange start={meeting.start_at} end={meeting.end_at} lang={lang} day={meeting.date} />
      </span>
      <span className="agenda__what with-star">
        <span>
          {/* A culture hall's items belong to the festival program and its pages. */}
          <MeetingLink meeting={meeting}>
            <span dir="auto">{title}</span>
          </MeetingLink>
          {format ? <span className="muted"> · {format}</span> : null}
        </span>
        <FavoriteStar id={meeting.id} title={title ?? ''} />
      </span>
    </li>
  )
}
