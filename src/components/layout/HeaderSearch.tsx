import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import './header-search.css'

/**
 * The header's search field: a plain GET form to /search, so it works before the scripts run;
 * once they have, it navigates in the app instead of loading the page again. No library of its own.
 */
export function HeaderSearch() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const fieldId = useId()
  return (
    <form
      className="header-search"
      action="/search"
      method="get"
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
        void navigate({ to: '/search', search: { q: q || undefined } })
      }}
    >
      {/* Where the bar folds the field to its icon, the icon is the field's label: a click opens the
          field, with or without scripts (layout.css). */}
      <label className="header-search__open" htmlFor={fieldId}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t`Поиск по сайту`}</span>
      </label>
      <input id={fieldId} className="header-search__input" type="search" name="q" maxLength={200} aria-label={t`Поиск по сайту`} placeholder={t`Поиск`} />
      <button type="submit" className="header-search__button">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t`Найти`}</span>
      </button>
    </form>
  )
}
