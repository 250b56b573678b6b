import { useLingui } from '@lingui/react/macro'
import type { Lang } from '../../../kernel/constants'
import type { Organization } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'

/** Logos only: the logo's alt text is the organization's name, so the grid reads as a list of names. */
export function LogoGrid({ organizations, label }: { organizations: Organization[]; label: string }) {
  const { i18n } = useLingui()
  const lang = i18n.locale as Lang
  return (
    <ul className="logo-grid" aria-label={label}>
      {organizations.map((org) => {
        const name = pick(org.translations, lang)?.name ?? ''
        return (
          <li key={org.id} className="logo-grid__item">
            <img src={org.logo} alt={name} loading="lazy" />
          </li>
        )
      })}
    </ul>
  )
}
