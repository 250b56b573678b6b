import { useNavigate } from '@tanstack/react-router'
import type { TokenPair } from '../../../kernel/contract/account'
import type { SessionProfile } from '../../../machines/auth.types'
import { useAuthServices } from '../../session/use-session'

/** Who logged in: the email, and the profile when the screen has asked `me` already (not asked again). */
export interface LoggedInPerson {
  email: string | null
  profile?: SessionProfile['profile']
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
    if (!actorNavigates) await navigate({ href: target })
  }
}
