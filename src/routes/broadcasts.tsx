import { createFileRoute } from '@tanstack/react-router'
import { BroadcastsPage } from '../features/broadcasts/BroadcastsPage'
import { loadBroadcasts } from '../features/broadcasts/load'

export const Route = createFileRoute('/broadcasts')({
  loader: ({ context }) => loadBroadcasts(context.content),
  component: BroadcastsPage,
})
