import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useMemo } from 'react'
import { VenueTimeNote } from '../../components/content/VenueTime'
import { EmptyState } from '../../components/states/EmptyState'
import { useLang } from '../../i18n/use-lang'
import { formatDay } from '../../lib/format'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { JumpToNow } from '../../components/content/NowLine'
import { GridPrintView } from '../../components/content/GridPrintView'
import { DayTabs } from '../../components/content/DayTabs'
import { EmptyDay } from './EmptyDay'
import { EventLead } from './EventLead'
import { HallChooser } from './HallChooser'
import { readHallChoice, writeHallChoice } from './hall-choice'
import { IndustryFold } from './IndustryFilter'
import { type GridVariant, ProgramGrid } from './ProgramGrid'
import { ProgramViews } from './ProgramViews'
import { Agenda } from './Agenda'
import { type GridSearch, type ProgramView, hallIds } from './search'
import './program.css'
import './grid.css'
import './program-bar.css'

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
  const chosen = useMemo(() => hallIds(search.halls), [search.halls])
  const choice = useHallChoice(search.halls)
  const { dayHalls, allIds } = useMemo(() => {
    const inDay = new Set(meetings.map((m) => m.area_id))
    const business = areas.filter((a) => !a.is_culture)
    return {
      dayHalls: business.filter((a) => inDay.has(a.id)).map((a) => ({ id: a.id, name: pick(a.translations, lang)?.name ?? `#${a.id}` })),
      allIds: business.map((a) => a.id),
    }
  }, [meetings, areas, lang])
  const shown = useMemo(() => (chosen ? meetings.filter((m) => chosen.has(m.area_id)) : meetings), [meetings, chosen])
  const count = industry ? shown.filter((m) => m.industry_ids.includes(industry)).length : shown.length
  const dayLabel = day ? formatDay(day, lang) : ''
  const zoneId = useId()
  // What both views of the day draw: the agenda (phones) and the hall-by-time grid.
  const dayView = { meetings: shown, areas, industry }

  return (
    <div className="container program program--grid">
      <header className="page-head">
        <h1>{title}</h1>
        <EventLead event={event} />
        <ProgramViews current={variant === 'compact' ? 'grid' : 'detailed'} search={{ ...search, ...(day ? { day } : {}) }} />
      </header>
      {/* The filters in one bar (from 1,024 px in one row), so the grid starts in the first screen. */}
      <div className="program__bar">
        <DayTabs days={days} selected={day} />
        <IndustryFold industries={industries} selected={industry} />
        {day && dayHalls.length > 1 ? (
          <div className={`program-view--${search.view ?? 'auto'}`}>
            <div className="program-view__chooser">
              <HallChooser
                halls={dayHalls}
                allIds={allIds}
                chosen={chosen}
                action={variant === 'compact' ? '/program/grid' : '/program/detailed-grid'}
                keep={{ day, industry }}
                onChoose={choice}
              />
            </div>
          </div>
        ) : null}
      </div>
      <JumpToNow />
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
          {count === 0 && chosen && meetings.length > 0 ? (
            <p className="muted hall-choice__none">
              <Trans>В выбранных залах в этот день ничего нет.</Trans>{' '}
              <button type="button" className="button button--ghost" onClick={() => choice(undefined)}>
                <Trans>Показать все залы</Trans>
              </button>
            </p>
          ) : count === 0 ? (
            <EmptyDay day={day} filtered={Boolean(industry)} />
          ) : (
            <div className={`program-view--${search.view ?? 'auto'}`}>
              <ViewSwitch search={search} view={search.view} />
              {search.view === 'grid' ? null : (
                <div className="program-view__agenda">
                  <Agenda
                    {...dayView}
                    day={day}
                    halls={dayHalls}
                    hall={chosen?.size === 1 ? [...chosen][0] : undefined}
                    search={search}
                    onHall={choice}
                    label={t`Программа по времени: ${dayLabel}`}
                  />
                </div>
              )}
              {search.view === 'agenda' ? null : (
                <div className="program-view__grid">
                  <ProgramGrid
                    {...dayView}
                    day={day}
                    variant={variant}
                    label={t`Сетка программы: ${dayLabel}`}
                    describedBy={zoneId}
                  />
                </div>
              )}
              <GridPrintView meetings={shown} areas={areas} industry={industry} />
            </div>
          )}
        </section>
      )}
    </div>
  )
}

/**
 * Agenda or grid. With no `?view=` CSS shows the agenda on a phone and the grid from 720 px, so
 * there are two switches, one per width range, each saying truly which view is on.
 */
function ViewSwitch({ search, view }: { search: GridSearch; view: ProgramView | undefined }) {
  const { t } = useLingui()
  const one = (shown: ProgramView, className: string) => (
    <nav className={`view-switch ${className} no-print`} aria-label={t`Как показать день`}>
      <ul className="view-switch__list">
        <li>
          <Link to="." search={{ ...search, view: 'agenda' }} className="view-switch__link" aria-current={shown === 'agenda' ? 'true' : undefined} activeOptions={{ exact: true, includeSearch: true }} activeProps={{}} resetScroll={false}>
            <span aria-hidden="true">☰</span> <Trans>По времени</Trans>
          </Link>
        </li>
        <li>
          <Link to="." search={{ ...search, view: 'grid' }} className="view-switch__link" aria-current={shown === 'grid' ? 'true' : undefined} activeOptions={{ exact: true, includeSearch: true }} activeProps={{}} resetScroll={false}>
            <span aria-hidden="true">▦</span> <Trans>По залам</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  )
  if (view) return one(view, '')
  return (
    <>
      {one('agenda', 'view-switch--phone')}
      {one('grid', 'view-switch--wide')}
    </>
  )
}

/**
 * The grid's `?halls=`: a new choice goes into the URL and is remembered in this browser; a URL
 * that names no halls gets the remembered choice (replacing the entry, so Back does not undo it).
 */
function useHallChoice(halls: string | undefined) {
  const navigate = useNavigate()
  const go = useCallback(
    (next: string | undefined, replace: boolean) =>
      void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, halls: next }), replace, resetScroll: false }),
    [navigate],
  )
  useEffect(() => {
    if (halls !== undefined) return
    const stored = readHallChoice()
    if (stored) go(stored, true)
  }, [halls, go])
  return useCallback(
    (next: string | undefined) => {
      writeHallChoice(next)
      go(next, false)
    },
    [go],
  )
}
