import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { FestivalItemPage } from '../features/festival/FestivalItemPage'
import { loadFestivalItem } from '../features/festival/load'

export const Route = createFileRoute('/festival-program/$id')({
  loader: async ({ context, params }) => {
    const item = await loadFestivalItem(context.content, params.id)
    if (!item) throw notFound()
    if (!item.is_culture) throw redirect({ to: '/program/meeting/$id', params: { id: String(item.id) } })
    return item
  },
  component: FestivalItemPage,
})
