import { useLingui } from '@lingui/react/macro'
import { useLang } from '../../i18n/use-lang'
import type { Interest } from '../../../kernel/contract/content'
import { FilterChips } from '../../components/content/FilterChips'
import { pick } from '../../lib/translate'

/** `?interest=` of the festival program as chips. */
export function InterestFilter({ interests, selected }: { interests: readonly Interest[]; selected: number | undefined }) {
  const { t } = useLingui()
  const lang = useLang()
  if (interests.length === 0) return null
  return (
    <FilterChips
      label={t`Фильтр по интересам`}
      all={t`Все события`}
      options={interests.map((interest) => ({ id: interest.id, name: pick(interest.translations, lang)?.name }))}
      selected={selected}
      to="/festival-program"
      // The day stays: a filter narrows the day shown.
      searchOf={(id) => (prev) => ({ ...(prev.day ? { day: prev.day } : {}), ...(id === undefined ? {} : { interest: id }) })}
    />
  )
}
