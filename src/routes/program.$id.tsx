import { createFileRoute, notFound } from '@tanstack/react-router'
import { HallPage } from '../features/program/HallPage'
import { loadHall } from '../features/program/load-hall'

export const Route = createFileRoute('/program/$id')({
  loader: async ({ context, params, parentMatchPromise }) => {
    const hall = await loadHall(context.content, params.id, parentMatchPromise.then((m) => m.loaderData))
    if (!hall) throw notFound()
    return hall
  },
  component: HallPage,
})
