import { createFileRoute } from '@tanstack/react-router'
import { loadSearch } from '../features/search/load-search'
import { parseSearchSearch } from '../features/search/search-params'
import { SearchPage } from '../features/search/SearchPage'

export const Route = createFileRoute('/search')({
  // A page of search results is not a page for search engines (docs/search.md).
  staticData: { noindex: true },
  validateSearch: parseSearchSearch,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, deps }) => loadSearch(context.content, deps.q),
  component: SearchPage,
})
