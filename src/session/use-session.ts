import { useSelector } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { AuthActor } from './auth-actor'
import type { AccountApi } from '../lib/api/account'

export interface AuthServices {
  actor: AuthActor
  account: AccountApi
}

export const AuthContext = createContext<AuthServices | null>(null)

export function useAuthServices(): AuthServices {
  const services = useContext(AuthContext)
  if (!services) throw new Error('useAuthServices outside AuthContext')
  return services
}

/** What screens ask of the session: read from the one auth actor (house style 8). */
export function useSession() {
  const { actor } = useAuthServices()
  return useSelector(actor, (s) => ({
    loggedIn: s.hasTag('authenticated'),
    profileLoading: s.hasTag('profileLoading'),
    email: s.context.email,
    profile: s.context.profile,
  }), shallowEqual)
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T) {
  return Object.keys(a).every((k) => Object.is(a[k], b[k]))
}
