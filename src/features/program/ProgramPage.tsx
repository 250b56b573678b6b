import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import { VenueTimeNote } from '../../components/content/VenueTime'
import { EmptyState } from '../../components/states/EmptyState'
import { useLang } from '../../i18n/use-lang'
import { formatDay, formatShortDay, formatTime } from '../../lib/format'
import { useVenue } from '../../lib/venue'
import { dateInZone } from '../../../kernel/venue-time'
import { groupByStart } from '../../lib/meetings'
import { usePageMeta } from '../../lib/use-page-meta'
import { DayTabs } from '../../components/content/DayTabs'
import { EmptyDay } from './EmptyDay'
import { EventLead } from './EventLead'
import { HallList } from './HallList'
import { IndustryFilter } from './IndustryFilter'
import { OpenData } from './OpenData'
import { ProgramViews } from './ProgramViews'
import { SessionCard } from './SessionCard'
import './program.css'

const route = getRouteApi('/program/')

export function ProgramPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { timeZone } = useVenue()
  const { event, days, day, areas, industries, meetings } = route.useLoaderData()
  const search = route.useSearch()
  const { industry } = search
  usePageMeta(t`Деловая программа`, t`Сессии деловой программы форума по дням, залам и индустриям`)

  const areaById = useMemo(() => new Map(areas.map((a) => [a.id, a])), [areas])
  const industryById = useMemo(() => new Map(industries.map((i) => [i.id, i])), [industries])
  const groups = useMemo(
    () => groupByStart(industry ? meetings.filter((m) => m.industry_ids.includes(industry)) : meetings),
    [meetings, industry],
  )
  const count = groups.reduce((n, g) => n + g.items.length, 0)
  const viewSearch = { ...(day ? { day } : {}), ...(industry ? { industry } : {}) }

  return (
    <div className="container program">
      <header className="page-head">
        <h1>
          <Trans>Деловая программа</Trans>
        </h1>
        <EventLead event={event} />
        <ProgramViews current="list" search={viewSearch} />
      </header>
      <DayTabs days={days} selected={day} />
      <IndustryFilter industries={industries} selected={industry} />
      {day ? (
        <section className="program__day" aria-labelledby="day-heading">
          <div className="program__day-head">
            <h2 id="day-heading">{formatDay(day, lang)}</h2>
            <p className="muted">
              <Plural value={count} one="# сессия" few="# сессии" many="# сессий" other="# сессии" />
            </p>
          </div>
          <VenueTimeNote day={day} />
          {groups.length === 0 ? (
            <EmptyDay day={day} filtered={Boolean(industry)} />
          ) : (
            <ol className="timeline">
              {groups.map((group) => (
                <li key={group.start} className="timeline__slot">
                  <h3 className="timeline__time">
                    <time dateTime={group.start}>{formatTime(group.start, timeZone)}</time>
                    {/* §16: past midnight, before the day change: the session's own calendar date. */}
                    {dateInZone(group.start, timeZone) !== day ? ` (${formatShortDay(dateInZone(group.start, timeZone), lang)})` : null}
                  </h3>
                  <ul className="timeline__sessions tiles tiles--s1 tiles--m1 tiles--l2">
                    {group.items.map((m) => (
                      <li key={m.id}>
                        <SessionCard meeting={m} area={areaById.get(m.area_id)} industries={industryById} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : (
        <EmptyState title={t`Программа форума пока не опубликована`} />
      )}
      <HallList areas={areas} />
      <OpenData event={event} />
    </div>
  )
}
