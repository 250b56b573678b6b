import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLang } from '../../i18n/use-lang'
import type { Interest } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'

/** `?interest=` as links: the filter lives in the URL. */
export function InterestFilter({ interests, selected }: { interests: readonly Interest[]; selected: number | undefined }) {
  const { t } = useLingui()
  const lang = useLang()
  if (interests.length === 0) return null
  const chip = (active: boolean) => ({
    className: active ? 'chip chip--active' : 'chip',
    'aria-current': active ? ('page' as const) : undefined,
    // Exact: the router would otherwise also mark "all" active on a filtered URL.
    activeOptions: { exact: true },
    activeProps: {},
  })
  return (
    <nav className="filter" aria-label={t`Фильтр по интересам`}>
      <ul className="filter__list">
        <li>
          <Link to="/festival-program" search={{}} {...chip(selected === undefined)}>
            <Trans>Все события</Trans>
          </Link>
        </li>
        {interests.map((interest) => (
          <li key={interest.id}>
            <Link to="/festival-program" search={{ interest: interest.id }} {...chip(selected === interest.id)}>
              {pick(interest.translations, lang)?.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
