import { useLingui } from '@lingui/react/macro'
import { useLang } from '../../i18n/use-lang'
import type { Industry } from '../../../kernel/contract/content'
import { FilterChips } from '../../components/content/FilterChips'
import { pick } from '../../lib/translate'

/** `?industry=` of the news list as chips; a chip starts the list afresh (no other search). */
export function IndustryFilter({ industries, selected }: { industries: readonly Industry[]; selected: number | undefined }) {
  const { t } = useLingui()
  const lang = useLang()
  return (
    <FilterChips
      className="news-filter"
      label={t`Фильтр по индустриям`}
      all={t`Все`}
      options={industries.map((industry) => ({ id: industry.id, name: pick(industry.translations, lang)?.name }))}
      selected={selected}
      to="/news"
      searchOf={(id) => (id === undefined ? {} : { industry: id })}
    />
  )
}
