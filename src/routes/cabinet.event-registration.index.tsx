import { createFileRoute } from '@tanstack/react-router'
import { EventRegistrationPage } from '../features/cabinet/wizard/EventRegistrationPage'
import { forumDays } from '../lib/forum-days'

export const Route = createFileRoute('/cabinet/event-registration/')({
  // A hover preload by an anonymous person calls nothing; the guard redirects the visit.
  loader: async ({ context }) => {
    if (!context.auth.getSnapshot().hasTag('authenticated')) return null
    const [industries, events, view, user] = await Promise.all([
      context.content.get('industries'),
      context.content.get('events'),
      context.account.call('eventView'),
      context.account.call('me'),
    ])
    return { industries, days: forumDays(events[0]), view, profile: user.profile }
  },
  staleTime: 0,
  component: EventRegistrationPage,
})
