import { createFileRoute } from '@tanstack/react-router'
import { BroadcastsPage } from '../features/broadcasts/BroadcastsPage'
import { loadBroadcasts } from '../features/broadcasts/load'

export const Route = createFileRoute('/broadcasts')({
  // The streams are for logged-in people (§6): asked for beside the schedule, a failure stays in its block.
  loader: async ({ context }) => {
    const loggedIn = context.auth.getSnapshot().hasTag('authenticated')
    const [schedule, streams] = await Promise.all([
      loadBroadcasts(context.content),
      loggedIn ? context.account.call('streams').catch(() => 'failed' as const) : null,
    ])
    return { ...schedule, streams }
  },
  component: BroadcastsPage,
})
