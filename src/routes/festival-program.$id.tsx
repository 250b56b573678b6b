import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { FestivalItemPage } from '../features/festival/FestivalItemPage'
import { loadFestivalItem } from '../features/festival/load'
import { loadLatestChange } from '../features/program/load-changes'

export const Route = createFileRoute('/festival-program/$id')({
  loader: async ({ context, params }) => {
    const item = await loadFestivalItem(context.content, params.id)
    if (!item) throw notFound()
    if (!item.is_culture) throw redirect({ to: '/program/meeting/$id', params: { id: String(item.id) } })
    // As on a session's page: the page without its latest change rather than no page.
    const latestChange = await loadLatestChange(context.content, item.id).catch(() => null)
    return { ...item, latestChange }
  },
  component: FestivalItemPage,
})
