import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Lang } from '../../config/constants'
import { formatDay, formatShortDay } from '../../lib/format'

/**
 * The forum's days as links that set `?day=` on the current screen and keep its other
 * search params (the industry filter survives a change of day).
 */
export function DayTabs({ days, selected }: { days: readonly string[]; selected: string | undefined }) {
  const { t, i18n } = useLingui()
  const lang = i18n.locale as Lang
  if (days.length < 2) return null
  return (
    <nav className="day-tabs" aria-label={t`Дни форума`}>
      <ul className="day-tabs__list">
        {days.map((day, index) => {
          const current = day === selected
          return (
            <li key={day}>
              <Link
                to="."
                search={(prev: Record<string, unknown>) => ({ ...prev, day })}
                className={current ? 'day-tabs__tab day-tabs__tab--current' : 'day-tabs__tab'}
                aria-current={current ? 'page' : undefined}
                activeOptions={{ exact: true }}
                activeProps={{}}
              >
                <span className="day-tabs__index">{t`День ${index + 1}`}</span>
                {/* CSS shows one of the two (display: none hides the other from screen readers too). */}
                <span className="day-tabs__date day-tabs__date--short">{formatShortDay(day, lang)}</span>
                <span className="day-tabs__date day-tabs__date--long">{formatDay(day, lang)}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
