import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import type { Industry } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'
import { revealFocus } from './reveal-focus'

/** `?industry=` on the current screen, as links: the filter is in the URL and can be shared. */
export function IndustryFilter({ industries, selected }: { industries: readonly Industry[]; selected: number | undefined }) {
  const { t } = useLingui()
  const lang = useLang()
  if (industries.length === 0) return null
  return (
    <nav className="filter" aria-label={t`Фильтр по индустрии`} onFocus={(e) => revealFocus(e.target)}>
      <ul className="filter__list">
        <li>
          <Link
            to="."
            search={(prev: Record<string, unknown>) => ({ ...prev, industry: undefined })}
            {...chipState(selected === undefined)}
          >
            <Trans>Все индустрии</Trans>
          </Link>
        </li>
        {industries.map((industry) => (
          <li key={industry.id}>
            <Link
              to="."
              search={(prev: Record<string, unknown>) => ({ ...prev, industry: industry.id })}
              {...chipState(selected === industry.id)}
            >
              {pick(industry.translations, lang)?.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The router marks a link active (aria-current="page") when its URL matches; exact matching
 * keeps "all industries" from also matching a filtered URL, and our own flag covers the
 * default view, whose URL names no filter.
 */
const chipState = (active: boolean) => ({
  className: active ? 'chip chip--active' : 'chip',
  'aria-current': active ? ('page' as const) : undefined,
  activeOptions: { exact: true },
  activeProps: {},
})
