import { useNavigate } from '@tanstack/react-router'
import type { TokenPair } from '../../../kernel/contract/account'
import type { SessionProfile } from '../../../machines/auth.types'
import { useAuthServices } from '../../session/use-session'

/** Who logged in: the email, and the profile when the screen has asked `me` already (not asked again). */
export interface LoggedInPerson {
  email: string | null
  profile?: SessionProfile['profile']
}

/** Resolves once the actor says the person is logged in (at most a few seconds: then the guard decides). */
function authenticated(actor: ReturnType<typeof useAuthServices>['actor']): Promise<void> {
  if (actor.getSnapshot().hasTag('authenticated')) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      subscription.unsubscribe()
      clearTimeout(timer)
      resolve()
    }
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.hasTag('authenticated')) done()
    })
    const timer = setTimeout(done, 10_000)
  })
}

/**
 * Hands a fresh token to the auth actor, then goes where the person was heading. When the
 * actor was waiting for a relogin (§4) it navigates back itself, so the screen must not.
 */
export function useCompleteLogin() {
  const { actor } = useAuthServices()
  const navigate = useNavigate()
  return async (pair: TokenPair, person: LoggedInPerson, target: string) => {
    const actorNavigates = actor.getSnapshot().matches('reloginWait')
    actor.send({ type: 'auth.loggedIn', token: pair.access_token, expiresIn: pair.expires_in, ...person })
    // On a screen reached inside the app (the header's "Войти"), the auth machine's code may still
    // be loading (src/session/auth-ref.ts): the cabinet's guard must see the session it opens for.
    await authenticated(actor)
    if (!actorNavigates) await navigate({ href: target })
  }
}
