import { createFileRoute } from '@tanstack/react-router'
import { SuccessPage } from '../features/cabinet/wizard/SuccessPage'

export const Route = createFileRoute('/cabinet/event-registration/success')({
  // The ticket's days, as the door will judge them. A hover preload by an anonymous person calls nothing.
  loader: async ({ context }) => {
    if (!context.auth.getSnapshot().hasTag('authenticated')) return null
    const [view, events] = await Promise.all([context.account.call('eventView'), context.content.get('events')])
    return { view, event: events[0] ?? null }
  },
  staleTime: 0,
  component: SuccessPage,
})
