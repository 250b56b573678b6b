import { useNavigate } from '@tanstack/react-router'
import { useAuthServices } from './use-session'

/**
 * Log out and go home. The navigation is started first: the router moves its location to '/'
 * synchronously, so the re-check that follows the logout (router.invalidate in app.tsx) runs for
 * the home page and cannot race this navigation with a guarded page's redirect to /login. The
 * logout itself does not wait for the home page to load.
 */
export function useLogout() {
  const { actor } = useAuthServices()
  const navigate = useNavigate()
  return () => {
    const leaving = navigate({ to: '/' })
    actor.send({ type: 'auth.loggedOut' })
    return leaving
  }
}
