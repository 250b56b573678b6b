import { useNavigate } from '@tanstack/react-router'
import type { TokenPair } from '../../../kernel/contract/account'
import { useAuthServices } from '../../session/use-session'

/**
 * Hands a fresh token to the auth actor, then goes where the person was heading. When the
 * actor was waiting for a relogin (§4) it navigates back itself, so the screen must not.
 */
export function useCompleteLogin() {
  const { actor } = useAuthServices()
  const navigate = useNavigate()
  return async (pair: TokenPair, email: string | null, target: string) => {
    const actorNavigates = actor.getSnapshot().matches('reloginWait')
    actor.send({ type: 'auth.loggedIn', token: pair.access_token, expiresIn: pair.expires_in, email })
    if (!actorNavigates) await navigate({ href: target })
  }
}
