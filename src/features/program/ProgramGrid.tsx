import { HallFillBadge } from '../../components/hall-fill/HallFillBadge'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type CSSProperties, type FocusEvent, type MouseEvent, Fragment, Suspense, memo, useDeferredValue, useId, useMemo } from 'react'
import type { Lang } from '../../../kernel/constants'
import { useLang } from '../../i18n/use-lang'
import type { Area, Meeting } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'
import { formatShortDay } from '../../lib/format'
import { useVenue } from '../../lib/venue'
import { addDays } from '../../../kernel/venue-time'
import { NowLine } from '../../components/content/NowLine'
import { GridCellLink } from './GridCellLink'
import { type GridColumn, layoutGrid, wallClock } from './grid-layout'
import { revealFocus } from './reveal-focus'
import { useGridRenderMarks } from './use-render-marks'
import { useSessionLinks } from './use-session-links'
import { useFavorites } from '../../session/use-favorites'

export type GridVariant = 'compact' | 'detailed'

/** Pixels per minute: the detailed grid needs room for format and speakers. */
/**
 * Up to this many halls a desktop (from 1,280 px) shows the whole day in the page's width and the
 * page scrolls, hall names and times sticky; more halls keep the grid's own scrolling box.
 */
const FIT_HALLS = 10

const SCALE: Record<GridVariant, number> = { compact: 2, detailed: 3.4 }

/**
 * The halls hydrated with the page; each later one is its own Suspense boundary, which React
 * hydrates after the first commit in time-sliced work, so a phone's CPU never gets one long task
 * for the whole day. Two: what a phone shows at once. The markup is the same (the
 * boundaries add only comments), and a tap on a hall not yet hydrated hydrates it first.
 */
const HALLS_AT_ONCE = 2

interface Props {
  meetings: readonly Meeting[]
  areas: readonly Area[]
  industry: number | undefined
  /** §16: the conference day shown: sessions after midnight (before the day change) run on below its evening. */
  day: string
  variant: GridVariant
  label: string
  /** The id of the time zone note: a screen reader says it once, on entering the grid. */
  describedBy?: string
}

/**
 * Halls as columns, time running down, in one scroll box with a sticky time column and sticky
 * hall names: the same reading order on a phone (two halls at a time, swipe for more) and on
 * a wide screen. Cells are absolutely placed from the pure layout; nothing measures the DOM.
 */
export function ProgramGrid({ meetings, areas, industry, day, variant, label, describedBy }: Props) {
  useGridRenderMarks(String(industry ?? ''))
  const { t } = useLingui()
  const lang = useLang()
  const { timeZone } = useVenue()
  const sessionLinks = useSessionLinks()
  const favorites = useFavorites()
  // Deferred: the stars arrive right after hydration (the server renders none) in a sync
  // re-render, which would hydrate every hall still dehydrated at once, one long task on a phone;
  // a deferred value brings them in a later, time-sliced render instead.
  const favoriteIds = useDeferredValue(useMemo(() => (favorites.loaded ? new Set(favorites.ids) : null), [favorites.loaded, favorites.ids]))
  // The same words for a guest and a person logged in, and they change when pressed (FavoriteStar).
  const favoriteLabel = useMemo(() => ({ off: t`В мою программу`, on: t`В моей программе` }), [t])
  const { add, remove } = favorites
  const links = useMemo(
    () => ({
      ...sessionLinks,
      // §4: the stars of logged-in people add a session to their program or take it out.
      onClick(event: MouseEvent) {
        const star = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-favorite]') : null
        if (!star) return sessionLinks.onClick(event)
        const id = Number(star.dataset.favorite)
        if (star.getAttribute('aria-pressed') === 'true') remove(id)
        else add(id)
      },
      onFocus(event: FocusEvent<HTMLElement>) {
        revealFocus(event.target, event.currentTarget)
        sessionLinks.onFocus(event)
      },
    }),
    [sessionLinks, add, remove],
  )
  const layout = useMemo(() => layoutGrid(meetings, areas, { industry, timeZone, day }), [meetings, areas, industry, timeZone, day])
  const hallNames = useMemo(() => {
    const names = new Map<number, string>()
    for (const a of areas) names.set(a.id, pick(a.translations, lang)?.name ?? '')
    return names
  }, [areas, lang])
  const scale = SCALE[variant]
  const style = {
    '--pgrid-cols': layout.columns.length,
    '--pgrid-body-h': `${(layout.endMinute - layout.startMinute) * scale}px`,
    '--pgrid-hour-h': `${60 * scale}px`,
  } as CSSProperties

  return (
    <div className={`pgrid pgrid--${variant}${layout.columns.length <= FIT_HALLS ? ' pgrid--fits' : ''}`} role="region" aria-label={label} aria-describedby={describedBy} style={style} {...links}>
      <div className="pgrid__canvas">
        <NowLine day={day} startMinute={layout.startMinute} endMinute={layout.endMinute} scale={scale} />
        <div className="pgrid__times" aria-hidden="true">
          <div className="pgrid__corner" />
          <div className="pgrid__body">
            {/* The last hour line closes the day: it needs no label. */}
            {layout.hours.slice(0, -1).map((minute) => (
              <span key={minute} className="pgrid__hour" style={{ top: (minute - layout.startMinute) * scale }}>
                {wallClock(minute)}
              </span>
            ))}
          </div>
        </div>
        {layout.columns.map((column, i) => {
          const hall = (
            <HallColumn
              column={column}
              name={hallNames.get(column.hallId) ?? meetingHallName(column, lang)}
              scale={scale}
              variant={variant}
              lang={lang}
              day={day}
              favoriteIds={favoriteIds}
              favoriteLabel={favoriteLabel}
            />
          )
          // Nothing inside suspends: the boundary only splits the hydration.
          return i < HALLS_AT_ONCE ? <Fragment key={column.hallId}>{hall}</Fragment> : <Suspense key={column.hallId}>{hall}</Suspense>
        })}
      </div>
    </div>
  )
}

interface ColumnProps {
  column: GridColumn<Meeting>
  name: string
  scale: number
  variant: GridVariant
  lang: Lang
  day: string
  favoriteIds: ReadonlySet<number> | null
  favoriteLabel: { off: string; on: string }
}

const HallColumn = memo(function HallColumn({ column, name, scale, variant, lang, day, favoriteIds, favoriteLabel }: ColumnProps) {
  const headingId = useId()
  return (
    <div className="pgrid__col">
      <h3 className="pgrid__hall" id={headingId}>
        <Link to="/program/$id" params={{ id: String(column.hallId) }}>
          {name}
        </Link>
        <HallFillBadge areaId={column.hallId} />
      </h3>
      <ol className="pgrid__body">
        {column.cells.map((cell) => (
          <GridCellLink
            key={cell.session.id}
            meeting={cell.session}
            top={cell.top * scale}
            height={cell.height * scale}
            lane={cell.lane}
            lanes={cell.lanes}
            from={wallClock(cell.start)}
            to={wallClock(cell.end)}
            date={cell.start >= 1440 ? formatShortDay(addDays(day, Math.floor(cell.start / 1440)), lang) : undefined}
            variant={variant}
            lang={lang}
            hallHeadingId={headingId}
            favorite={favoriteIds ? favoriteIds.has(cell.session.id) : undefined}
            favoriteLabel={favoriteLabel}
          />
        ))}
      </ol>
    </div>
  )
})

function meetingHallName(column: GridColumn<Meeting>, lang: Lang): string {
  const area = column.cells[0]?.session.area
  return (area && pick(area.translations, lang)?.name) || `#${column.hallId}`
}
