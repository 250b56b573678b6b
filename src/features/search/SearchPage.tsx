import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { EmptyState } from '../../components/states/EmptyState'
import { usePageMeta } from '../../lib/use-page-meta'
import { SearchForm } from './SearchForm'
import { SearchResultGroups } from './SearchResults'
import './search.css'

const route = getRouteApi('/search')

/** /search?q=: sessions, festival items, speakers and news, grouped, the matched words marked. */
export function SearchPage() {
  const { t } = useLingui()
  const { q } = route.useSearch()
  const { results } = route.useLoaderData()
  usePageMeta(q ? t`Поиск: ${q}` : t`Поиск`, t`Поиск по программе, спикерам и новостям форума`)
  const empty = results !== null && Object.values(results).every((group) => group.length === 0)

  return (
    <div className="container search-page">
      <header className="page-head">
        <h1>
          <Trans>Поиск</Trans>
        </h1>
      </header>
      <SearchForm q={q} />
      <div aria-live="polite">
        {results === null ? (
          <p className="muted">
            <Trans>Найдите сессию, спикера, компанию или тему: например, «мода» или фамилию спикера.</Trans>
          </p>
        ) : empty ? (
          <EmptyState title={<Trans>По запросу «{q}» ничего не нашлось</Trans>}>
            <p>
              <Trans>Проверьте написание или попробуйте другое слово.</Trans>
            </p>
          </EmptyState>
        ) : (
          <SearchResultGroups results={results} />
        )}
      </div>
    </div>
  )
}
