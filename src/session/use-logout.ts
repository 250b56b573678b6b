import { useNavigate } from '@tanstack/react-router'
import { forgetPerson } from './personal-data'
import { useAuthServices } from './use-session'

/**
 * Log out, forget everything of the person in this browser, and go home. The navigation is
 * started first: the router moves its location to '/' synchronously, so the re-check that follows
 * the logout (router.invalidate in app.tsx) runs for the home page and cannot race this navigation
 * with a guarded page's redirect to /login. The logout itself does not wait for the home page.
 */
export function useLogout() {
  const { actor } = useAuthServices()
  const navigate = useNavigate()
  return () => {
    const leaving = navigate({ to: '/' })
    // Nothing personal outlives an explicit logout (drafts, favorites keys, offline copy).
    forgetPerson()
    actor.send({ type: 'auth.loggedOut' })
    return leaving
  }
}
