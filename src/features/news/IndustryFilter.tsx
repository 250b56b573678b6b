import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import type { Industry } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'

/** Filter chips as real links: the choice lives in the URL, the current one has aria-current. */
export function IndustryFilter({ industries }: { industries: Industry[] }) {
  const { t } = useLingui()
  const lang = useLang()
  // exact: the "All" chip ({}) must not count as active when an industry is chosen.
  const activeOptions = { exact: true, includeSearch: true } as const
  const activeProps = { className: 'chip chip--active' }
  return (
    <nav className="news-filter" aria-label={t`Фильтр по индустриям`}>
      <ul className="news-filter__list">
        <li>
          <Link to="/news" search={{}} className="chip" activeOptions={activeOptions} activeProps={activeProps}>
            <Trans>Все</Trans>
          </Link>
        </li>
        {industries.map((industry) => (
          <li key={industry.id}>
            <Link
              to="/news"
              search={{ industry: industry.id }}
              className="chip"
              activeOptions={activeOptions}
              activeProps={activeProps}
            >
              {pick(industry.translations, lang)?.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
