import { useLingui } from '@lingui/react/macro'
import { useLang } from '../../i18n/use-lang'
import type { Industry } from '../../../kernel/contract/content'
import { FilterChips } from '../../components/content/FilterChips'
import { pick } from '../../lib/translate'
import { revealFocus } from './reveal-focus'

/** `?industry=` on the current screen, as chips: the day and the other params stay. */
export function IndustryFilter({ industries, selected }: { industries: readonly Industry[]; selected: number | undefined }) {
  const { t } = useLingui()
  const lang = useLang()
  if (industries.length === 0) return null
  return (
    <FilterChips
      label={t`Фильтр по индустрии`}
      all={t`Все индустрии`}
      options={industries.map((industry) => ({ id: industry.id, name: pick(industry.translations, lang)?.name }))}
      selected={selected}
      to="."
      searchOf={(id) => (prev) => ({ ...prev, industry: id })}
      onFocus={(e) => revealFocus(e.target)}
    />
  )
}
