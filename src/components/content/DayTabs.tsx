import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useLang } from '../../i18n/use-lang'
import { formatDay, formatShortDay } from '../../lib/format'
import './day-tabs.css'

/**
 * The day whose tab was just pressed. Loading a day can take long enough for the router to put its
 * pending state in place of the screen, and the pressed tab goes with it: the keyboard focus falls
 * to the page's start. The tabs drawn again for that day give it back to the tab.
 */
let pressed: string | undefined

/**
 * The forum's days as links that set `?day=` on the current screen and keep its other
 * search params (the industry filter survives a change of day).
 */
export function DayTabs({ days, selected }: { days: readonly string[]; selected: string | undefined }) {
  const { t } = useLingui()
  const lang = useLang()
  const currentTab = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (pressed !== selected) return
    pressed = undefined
    const focused = document.activeElement
    if (!focused || focused === document.body) currentTab.current?.focus()
  }, [selected])
  if (days.length < 2) return null
  return (
    <nav className="day-tabs" aria-label={t`Дни форума`}>
      <ul className="day-tabs__list">
        {days.map((day, index) => {
          const current = day === selected
          return (
            <li key={day}>
              <Link
                ref={current ? currentTab : undefined}
                to="."
                search={(prev: Record<string, unknown>) => ({ ...prev, day })}
                onClick={() => {
                  pressed = day
                }}
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
