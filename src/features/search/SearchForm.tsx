import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { SEARCH_TEXT_MAX } from '../../../kernel/contract/content'

/** The search screen's own field: a GET form to /search (it works before the scripts run). */
export function SearchForm({ q }: { q: string | undefined }) {
  const { t } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  return (
    <form
      className="search-form"
      action="/search"
      method="get"
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        const value = String(new FormData(event.currentTarget).get('q') ?? '').trim()
        void navigate({ to: '/search', search: { q: value || undefined } })
      }}
    >
      <label htmlFor={id} className="search-form__label">
        <Trans>Что найти</Trans>
      </label>
      <div className="search-form__row">
        <input
          id={id}
          key={q ?? ''}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={t`Спикер, компания, тема`}
          autoComplete="off"
        />
        <button type="submit" className="button button--primary">
          <Trans>Найти</Trans>
        </button>
      </div>
    </form>
  )
}
