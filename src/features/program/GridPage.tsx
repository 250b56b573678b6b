import { Plural, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useId } from 'react'
import { VenueTimeNote } from '../../components/content/VenueTime'
import { EmptyState } from '../../components/states/EmptyState'
import { useLang } from '../../i18n/use-lang'
import { formatDay } from '../../lib/format'
import { usePageMeta } from '../../lib/use-page-meta'
import { DayTabs } from './DayTabs'
import { EmptyDay } from './EmptyDay'
import { EventLead } from './EventLead'
import { IndustryFilter } from './IndustryFilter'
import { type GridVariant, ProgramGrid } from './ProgramGrid'
import { ProgramViews } from './ProgramViews'
import './program.css'
import './grid.css'

const routes = {
  compact: getRouteApi('/program/grid'),
  detailed: getRouteApi('/program/detailed-grid'),
}

/** /program/grid and /program/detailed-grid: one day of the business program as a hall × time grid. */
export function GridPage({ variant }: { variant: GridVariant }) {
  const { t } = useLingui()
  const lang = useLang()
  const route = routes[variant]
  const { event, days, day, areas, industries, meetings } = route.useLoaderData()
  const search = route.useSearch()
  const { industry } = search
  const title = variant === 'compact' ? t`Сетка программы` : t`Подробная сетка программы`
  usePageMeta(title, t`Деловая программа форума по залам и времени`)
  const count = industry ? meetings.filter((m) => m.industry_ids.includes(industry)).length : meetings.length
  const dayLabel = day ? formatDay(day, lang) : ''
  const zoneId = useId()

  return (
    <div className="container program program--grid">
      <header className="page-head">
        <h1>{title}</h1>
        <EventLead event={event} />
        <ProgramViews current={variant === 'compact' ? 'grid' : 'detailed'} search={{ ...search, ...(day ? { day } : {}) }} />
      </header>
      <DayTabs days={days} selected={day} />
      <IndustryFilter industries={industries} selected={industry} />
      {!day ? (
        <EmptyState title={t`Программа форума пока не опубликована`} />
      ) : (
        <section aria-labelledby="day-heading">
          <div className="program__day-head">
            <h2 id="day-heading">{dayLabel}</h2>
            <p className="muted">
              <Plural value={count} one="# сессия" few="# сессии" many="# сессий" other="# сессии" />
            </p>
          </div>
          <div id={zoneId}>
            <VenueTimeNote day={day} />
          </div>
          {count === 0 ? (
            <EmptyDay day={day} filtered={Boolean(industry)} />
          ) : (
            <ProgramGrid
              meetings={meetings}
              areas={areas}
              industry={industry}
              day={day}
              variant={variant}
              label={t`Сетка программы: ${dayLabel}`}
              describedBy={zoneId}
            />
          )}
        </section>
      )}
    </div>
  )
}
