import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import type { AuthRef } from './auth-ref'
import type { AccountApi } from '../lib/api/account'
import { type ApiClients, createApiClients } from '../lib/api/clients'

export interface AuthServices {
  actor: AuthRef
  account: AccountApi
  /** The other API clients on the account's token (src/app.tsx builds them once). */
  api?: ApiClients
}

export const AuthContext = createContext<AuthServices | null>(null)

export function useAuthServices(): AuthServices {
  const services = useContext(AuthContext)
  if (!services) throw new Error('useAuthServices outside AuthContext')
  return services
}

/** Made on first use where a render was given only the account's client (a unit test's). */
const madeFor = new WeakMap<AccountApi, ApiClients>()

/** The API clients (house style 8: built once, passed down): staff, live, questions, feedback. */
export function useApi(): ApiClients {
  const { account, api } = useAuthServices()
  if (api) return api
  let made = madeFor.get(account)
  if (!made) madeFor.set(account, (made = createApiClients(account)))
  return made
}

/**
 * What screens ask of the session: read from the one auth actor (house style 8).
 *
 * While React hydrates a page the server rendered, this is the anonymous session whatever the
 * actor holds: the server's render is for nobody in particular (a shared page never holds
 * personal data), so the browser's first render must be the same (the header's guest buttons, a
 * session page's login prompt) or React throws the markup away and logs a hydration mismatch.
 * The person's view comes in the render right after hydration. A page the browser
 * renders itself (the account pages, any later navigation) sees the actor at once.
 */
export function useSession() {
  const { actor } = useAuthServices()
  const subscribe = useCallback((changed: () => void) => {
    const subscription = actor.subscribe(changed)
    return () => subscription.unsubscribe()
  }, [actor])
  const getSnapshot = useCallback(() => actor.getSnapshot(), [actor])
  const s = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  const loggedIn = s.hasTag('authenticated')
  const profileLoading = s.hasTag('profileLoading')
  const { email, profile } = s.context
  // The same object while what it says is the same (readers keep it in effects' dependencies).
  const session = useMemo(() => ({ loggedIn, profileLoading, email, profile }), [loggedIn, profileLoading, email, profile])
  return useHydrated() ? session : anonymous
}

const anonymous = { loggedIn: false, profileLoading: false, email: null, profile: null } as const

/** A store that never changes, for useSyncExternalStore. */
export const noSubscribe = () => () => {}

/**
 * False while React hydrates a page the server rendered, true right after (and in any render the
 * browser makes on its own): useSyncExternalStore's server snapshot is what hydration reads, and
 * React renders again at once when the browser's snapshot differs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false)
}
