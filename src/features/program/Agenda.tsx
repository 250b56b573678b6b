import { Trans, useLingui } from '@lingui/react/macro'
import { SeatBadge } from '../../components/seats/SeatBadge'
import { Link } from '@tanstack/react-router'
import { type MouseEvent, memo, useEffect, useMemo, useRef } from 'react'
import type { Area, Meeting } from '../../../kernel/contract/content'
import { dateInZone } from '../../../kernel/venue-time'
import { FavoriteStar } from '../../components/favorites/FavoriteStar'
import { forumDayAt } from '../../components/content/now-next'
import { useNow } from '../../components/content/use-now'
import { useLang } from '../../i18n/use-lang'
import { formatShortDay, formatTime } from '../../lib/format'
import { groupByStart } from '../../lib/meetings'
import { useSite } from '../../lib/site'
import { fallbackLang, pick } from '../../lib/translate'
import { useVenue } from '../../lib/venue'
import type { HallOption } from './HallChooser'
import type { GridSearch } from './search'

interface Props {
  /** The day's sessions in the chosen halls. */
  meetings: readonly Meeting[]
  areas: readonly Area[]
  industry: number | undefined
  day: string
  /** The day's halls, in the grid's order. */
  halls: readonly HallOption[]
  /** The one hall shown, or undefined for every hall (several chosen in the grid: every one of them). */
  hall: number | undefined
  search: GridSearch
  /** A new hall choice, as the grid's `?halls=` keeps it. */
  onHall: (halls: string | undefined) => void
  label: string
}

/**
 * The program of a day as a phone reads it (pretalx, Sched): sessions in time order, each with
 * its hall, a star, and the halls one at a time on a row of chips. During the forum the session
 * on now is marked and the page opens at it. The server draws it for every width; CSS shows it
 * or the grid (GridPage), so the first paint is right and hydration sees the same markup.
 */
export function Agenda({ meetings, areas, industry, day, halls, hall, search, onHall, label }: Props) {
  const { t } = useLingui()
  const lang = useLang()
  const { timeZone } = useVenue()
  const hallNames = useMemo(() => new Map(areas.map((a) => [a.id, pick(a.translations, lang)?.name ?? ''])), [areas, lang])
  const groups = useMemo(
    () => groupByStart(industry ? meetings.filter((m) => m.industry_ids.includes(industry)) : meetings),
    [meetings, industry],
  )
  const current = useCurrent(groups, day)
  const listRef = useRef<HTMLOListElement>(null)
  useOpenAtNow(listRef, current.anchor)

  const index = hall === undefined ? -1 : halls.findIndex((h) => h.id === hall)
  const before = index > 0 ? halls[index - 1] : undefined
  const after = index >= 0 && index < halls.length - 1 ? halls[index + 1] : undefined
  const choose = (id: number | undefined) => (event: MouseEvent) => {
    event.preventDefault()
    onHall(id === undefined ? undefined : String(id))
  }
  const hallLink = (id: number | undefined, children: React.ReactNode, className: string, current = false) => (
    <Link
      to="."
      search={{ ...search, halls: id === undefined ? undefined : String(id) }}
      className={className}
      aria-current={current ? 'true' : undefined}
      // Active only on the very same address: the router then says aria-current="page" itself.
      activeOptions={{ exact: true, includeSearch: true }}
      activeProps={{}}
      onClick={choose(id)}
      resetScroll={false}
    >
      {children}
    </Link>
  )

  return (
    <div className="day-agenda">
      {halls.length > 1 ? (
        <nav className="filter day-agenda__halls no-print" aria-label={t`Залы`}>
          <ul className="filter__list">
            <li>{hallLink(undefined, <Trans>Все залы</Trans>, 'chip', hall === undefined)}</li>
            {halls.map((h) => (
              <li key={h.id}>{hallLink(h.id, h.name, 'chip', h.id === hall)}</li>
            ))}
          </ul>
          {index >= 0 ? (
            <p className="day-agenda__step">
              {before ? hallLink(before.id, <><span aria-hidden="true">← </span>{before.name}</>, 'day-agenda__prev') : <span />}
              {after ? hallLink(after.id, <>{after.name}<span aria-hidden="true"> →</span></>, 'day-agenda__next') : null}
            </p>
          ) : null}
        </nav>
      ) : null}
      <ol className="day-agenda__list" aria-label={label} ref={listRef}>
        {groups.map((group) => {
          const date = dateInZone(group.start, timeZone)
          return (
            <li key={group.start} className="day-agenda__slot" data-now-anchor={current.anchor === group.start ? '' : undefined}>
              <h3 className="day-agenda__time">
                <time dateTime={group.start}>{formatTime(group.start, timeZone)}</time>
                {/* §16: past midnight, before the day change: the session's own calendar date. */}
                {date !== day ? <span className="day-agenda__date"> ({formatShortDay(date, lang)})</span> : null}
              </h3>
              <ul className="day-agenda__sessions">
                {group.items.map((m) => (
                  <AgendaRow
                    key={m.id}
                    meeting={m}
                    hall={hallNames.get(m.area_id) ?? ''}
                    showHall={hall === undefined || halls.length < 2}
                    on={current.on.has(m.id)}
                  />
                ))}
              </ul>
            </li>
          )
        })}
      </ol>
    </div>
  )
}

const AgendaRow = memo(function AgendaRow({ meeting, hall, showHall, on }: { meeting: Meeting; hall: string; showHall: boolean; on: boolean }) {
  const lang = useLang()
  const { timeZone } = useVenue()
  const title = pick(meeting.translations, lang)?.title ?? ''
  return (
    <li className={on ? 'day-agenda__item day-agenda__item--now' : 'day-agenda__item'}>
      <div className="day-agenda__main">
        <p className="day-agenda__meta">
          <span className="day-agenda__range">
            {formatTime(meeting.start_at, timeZone)}–{formatTime(meeting.end_at, timeZone)}
          </span>
          {on ? (
            <span className="day-agenda__badge">
              <Trans>Идёт сейчас</Trans>
            </span>
          ) : null}
        </p>
        <Link to="/program/meeting/$id" params={{ id: String(meeting.id) }} className="day-agenda__title" dir="auto" lang={fallbackLang(meeting.translations, lang)}>
          {title}
        </Link>
        <SeatBadge meetingId={meeting.id} />
        {showHall ? (
          <p className="day-agenda__hall" dir="auto">
            {hall}
          </p>
        ) : null}
      </div>
      <FavoriteStar id={meeting.id} title={title} />
    </li>
  )
})

/**
 * During the forum, on the day shown: the sessions on now, and the slot to open at (the first
 * whose sessions have not all ended). Nothing before the browser has the page (useNow is null
 * in the server's render and while hydrating), so both renders agree.
 */
function useCurrent(groups: ReturnType<typeof groupByStart<Meeting>>, day: string) {
  const { event } = useSite()
  const venue = useVenue()
  const now = useNow()
  return useMemo(() => {
    const on = new Set<number>()
    let anchor: string | undefined
    if (now === null || forumDayAt(event, venue, now) !== day) return { on, anchor }
    for (const group of groups) {
      for (const m of group.items) {
        const start = Date.parse(m.start_at)
        const end = Date.parse(m.end_at)
        if (start <= now && now < end) on.add(m.id)
        if (anchor === undefined && end > now) anchor = group.start
      }
    }
    return { on, anchor }
  }, [groups, now, event, venue, day])
}

/**
 * Opens the agenda at "now" once per day shown: only when the agenda is what the person sees
 * (a phone, or asked for), nothing in the address points elsewhere, and they have not scrolled.
 */
function useOpenAtNow(list: React.RefObject<HTMLOListElement | null>, anchor: string | undefined) {
  const opened = useRef<string | null>(null)
  useEffect(() => {
    if (!anchor || opened.current === anchor.slice(0, 10)) return
    opened.current = anchor.slice(0, 10)
    const el = list.current?.querySelector<HTMLElement>('[data-now-anchor]')
    if (!el || el.offsetParent === null || window.location.hash || window.scrollY > 200) return
    el.scrollIntoView({ block: 'start' })
  }, [anchor, list])
}
