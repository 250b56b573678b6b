import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import { DaySections } from '../../components/content/DaySections'
import { DayTabs } from '../../components/content/DayTabs'
import { EmptyState } from '../../components/states/EmptyState'
import { resolveDay } from '../../lib/forum-days'
import { groupByDate } from '../../lib/meetings'
import { useVenue } from '../../lib/venue'
import { usePageMeta } from '../../lib/use-page-meta'
import { FestivalCard } from './FestivalCard'
import { InterestFilter } from './InterestFilter'
import './festival.css'

const route = getRouteApi('/festival-program/')

/**
 * /festival-program: the festival's items one day at a time (`?day=`; by default today during the
 * forum, else its first day with something on), filtered by interest (`?interest=`).
 */
export function FestivalPage() {
  const { t } = useLingui()
  const venue = useVenue()
  const { interests, items } = route.useLoaderData()
  const { interest, day: asked } = route.useSearch()
  usePageMeta(t`Фестивальная программа`, t`Культурная программа форума по дням и интересам`)
  const interestById = useMemo(() => new Map(interests.map((i) => [i.id, i])), [interests])
  // The tabs are the days with anything on, whatever the filter: a tab never comes and goes.
  const allDays = useMemo(() => [...new Set(groupByDate(items).map((g) => g.key))], [items])
  const day = resolveDay(asked, allDays, venue)
  const days = useMemo(
    () => groupByDate(items.filter((m) => m.date === day && (!interest || m.interest_ids.includes(interest)))),
    [items, interest, day],
  )

  return (
    <div className="container festival">
      <header className="page-head">
        <h1>
          <Trans>Фестивальная программа</Trans>
        </h1>
        <p className="page-head__lead">
          <Trans>Культурная программа форума: выберите, что вам интересно.</Trans>{' '}
          <Link to="/program">
            <Trans>Деловая программа</Trans>
          </Link>
        </p>
      </header>
      <DayTabs days={allDays} selected={day} />
      <InterestFilter interests={interests} selected={interest} />
      {days.length === 0 ? (
        interest ? (
          <EmptyState title={t`В этот день по этому интересу событий нет`}>
            <Link to="/festival-program" search={day ? { day } : {}} className="button button--ghost">
              <Trans>Сбросить фильтр</Trans>
            </Link>
          </EmptyState>
        ) : (
          <EmptyState title={t`Фестивальная программа пока не опубликована`}>
            <Link to="/program" className="button button--ghost">
              <Trans>Деловая программа</Trans>
            </Link>
          </EmptyState>
        )
      ) : (
        <DaySections groups={days} dayOf={(day) => day.key} idPrefix="festival-day" className="festival__day" level={2}>
          {(day) => (
            <ul className="festival__list tiles tiles--s1 tiles--m2 tiles--l3">
              {day.items.map((item) => (
                <li key={item.id}>
                  <FestivalCard item={item} interests={interestById} />
                </li>
              ))}
            </ul>
          )}
        </DaySections>
      )}
    </div>
  )
}
