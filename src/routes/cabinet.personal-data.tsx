import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../features/cabinet/profile/ProfilePage'

export const Route = createFileRoute('/cabinet/personal-data')({
  // A hover preload by an anonymous person calls nothing; the guard redirects the visit.
  loader: async ({ context }) => {
    if (!context.auth.getSnapshot().hasTag('authenticated')) return null
    const [user, industries] = await Promise.all([context.account.call('me'), context.content.get('industries')])
    return { user, industries }
  },
  staleTime: 0,
  component: ProfilePage,
})
