import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ProgramSearch } from './search'

type View = 'list' | 'grid' | 'detailed'

/** Switches between the list and the two grids, keeping the day and the filter. */
export function ProgramViews({ current, search }: { current: View; search: ProgramSearch }) {
  const { t } = useLingui()
  const props = (view: View) => ({
    className: view === current ? 'views__link views__link--current' : 'views__link',
    'aria-current': view === current ? ('page' as const) : undefined,
    search,
    // Exact: /program would otherwise count as active on /program/grid.
    activeOptions: { exact: true, includeSearch: false },
    activeProps: {},
  })
  return (
    <nav className="views" aria-label={t`Вид программы`}>
      <ul className="views__list">
        <li>
          <Link to="/program" {...props('list')}>
            <Trans>Списком</Trans>
          </Link>
        </li>
        <li>
          <Link to="/program/grid" {...props('grid')}>
            <Trans>Сетка</Trans>
          </Link>
        </li>
        <li>
          <Link to="/program/detailed-grid" {...props('detailed')}>
            <Trans>Подробная сетка</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  )
}
