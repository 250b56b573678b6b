import { Trans, useLingui } from '@lingui/react/macro'
import type { FocusEvent, KeyboardEvent } from 'react'
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

function closeWhenLeft(e: FocusEvent<HTMLDetailsElement>) {
  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) e.currentTarget.open = false
}

function closeOnEscape(e: KeyboardEvent<HTMLDetailsElement>) {
  if (e.key !== 'Escape' || !e.currentTarget.open) return
  e.currentTarget.open = false
  e.currentTarget.querySelector('summary')?.focus()
}

/**
 * The grid's industry filter folded into its bar: a disclosure named for the current choice
 * ("Индустрия: все", "Индустрия: Дизайн") over the same chips, so the grid starts in the first screen.
 */
export function IndustryFold({ industries, selected }: { industries: readonly Industry[]; selected: number | undefined }) {
  const lang = useLang()
  if (industries.length === 0) return null
  const chosen = industries.find((i) => i.id === selected)
  const current = chosen ? pick(chosen.translations, lang)?.name?.replaceAll('\u00AD', '') : undefined
  return (
    // A popover over the grid's bar: it closes when the focus leaves it or on Escape, so it never
    // hides the controls the keyboard moves on to.
    <details className="filter-fold" onBlur={closeWhenLeft} onKeyDown={closeOnEscape}>
      <summary className="filter-fold__summary">{current ? <Trans>Индустрия: {current}</Trans> : <Trans>Индустрия: все</Trans>}</summary>
      <div className="filter-fold__panel">
        <IndustryFilter industries={industries} selected={selected} />
      </div>
    </details>
  )
}
