import { useLang } from '../../i18n/use-lang'
import type { Organization } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'

/** Logos only: the logo's alt text is the organization's name, so the grid reads as a list of names. */
export function LogoGrid({ organizations, label }: { organizations: Organization[]; label: string }) {
  const lang = useLang()
  return (
    <ul className="logo-grid tiles tiles--s2 tiles--m4 tiles--l6" aria-label={label}>
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
