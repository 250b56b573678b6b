import { createFileRoute } from '@tanstack/react-router'
import { loadNewsItem } from '../features/news/load-news'
import { NewsItemPage } from '../features/news/NewsItemPage'

export const Route = createFileRoute('/news/$id')({
  loader: ({ context, params }) => loadNewsItem(context.content, params.id),
  component: NewsItemPage,
})
