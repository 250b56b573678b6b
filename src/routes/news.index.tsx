import { createFileRoute } from '@tanstack/react-router'
import { loadNewsList } from '../features/news/load-news'
import { NewsPage } from '../features/news/NewsPage'
import { parseNewsSearch } from '../features/news/news-search'

export const Route = createFileRoute('/news/')({
  validateSearch: parseNewsSearch,
  loaderDeps: ({ search }) => ({ industry: search.industry }),
  loader: ({ context, deps }) => loadNewsList(context.content, deps.industry),
  component: NewsPage,
})
