import { type I18n, i18n as lingui } from '@lingui/core'
import type { RouterHistory } from '@tanstack/react-router'
import { langOfI18n } from './i18n/lang'
import { createAccountApi } from './lib/api/account'
import { createApiClients } from './lib/api/clients'
import { createContentApi } from './lib/api/content'
import type { PageDataSource } from './lib/api/page-data'
import { installNavigationEffects } from './lib/navigation-effects'
import { AppProviders } from './providers'
import { returnPathOf, safeReturnPath } from './lib/safe-path'
import { createAppRouter } from './router'
import type { InspectionObserver } from './session/auth-actor'
import { type AuthRef, startLazyAuth } from './session/auth-ref'
import { createFavoritesSlot } from './session/favorites-slot'

/** /login with the return path (§4), unless the person is already on the login page. */
export function loginPath(returnTo: string | null): string {
  if (!returnTo || returnTo === '/' || returnTo.startsWith('/login')) return '/login'
  return `/login?redirect=${encodeURIComponent(returnTo)}`
}

export interface AppOptions {
  fetch?: typeof globalThis.fetch
  history?: RouterHistory
  contentBaseURL?: string
  accountBaseURL?: string
  /** The Stately inspector's observer, in development with `?inspect`. */
  inspect?: InspectionObserver
  /**
   * The interface language's I18n: Lingui's global by default, since the browser has one person
   * and one language at a time (activateLang switches it).
   */
  i18n?: I18n
  /** The server-rendered page's content answers (src/lib/api/page-data.ts), for the first load. */
  pageData?: PageDataSource
  /**
   * The auth machine's code is loaded when the caller says (`auth.load()`: src/main.tsx, once the
   * page is ready) instead of at once.
   */
  deferAuth?: boolean
}

/**
 * Creates the app's global actors and clients once (house style 8): the content and account
 * API clients and the others on the account's token (staff, live, questions, feedback), the auth
 * actor with its browser effects, and the router that reads them.
 */
export function createApp({ fetch, history, contentBaseURL, accountBaseURL, inspect, i18n = lingui, pageData, deferAuth = false }: AppOptions = {}) {
  let authActor: AuthRef | null = null
  const getLang = () => langOfI18n(i18n)
  const content = createContentApi({ getLang, fetch, pageData, ...(contentBaseURL ? { baseURL: contentBaseURL } : {}) })
  const account = createAccountApi({
    getLang,
    fetch,
    ...(accountBaseURL ? { baseURL: accountBaseURL } : {}),
    getToken: () => authActor?.getSnapshot().context.token ?? null,
    // §4, §8: a 401 on any authenticated call starts the relogin routine.
    onUnauthorized: () => authActor?.send({ type: 'auth.tokenRejected', path: returnPathOf(currentPath()) }),
  })
  // The machine's code (XState) comes after the first load (src/session/auth-ref.ts).
  const auth = startLazyAuth({
    account,
    goToLogin: (returnTo) => router.history.push(loginPath(returnTo)),
    goTo: (path) => router.history.push(safeReturnPath(path)),
    currentPath: () => returnPathOf(currentPath()),
  }, () => import('./session/auth-actor'), inspect)
  authActor = auth.actor
  if (!deferAuth) void auth.load()
  const router = createAppRouter({ content, account, auth: auth.actor }, history)
  const currentPath = () => {
    const { pathname, searchStr, hash } = router.state.location
    return pathname + searchStr + (hash ? `#${hash}` : '')
  }
  installNavigationEffects(router)
  // One favorites actor per logged-in session (§4): its code is loaded at the first login.
  const favorites = createFavoritesSlot(() =>
    import('./session/favorites-actor').then((m) => m.startFavorites(account, () => auth.actor.getSnapshot().context.email)),
  )
  // Logging in or out changes what guarded routes may show.
  let wasLoggedIn = auth.actor.getSnapshot().hasTag('authenticated')
  favorites.follow(wasLoggedIn, auth.actor.getSnapshot().context.email)
  auth.actor.subscribe((s) => {
    const loggedIn = s.hasTag('authenticated')
    favorites.follow(loggedIn, s.context.email)
    if (loggedIn !== wasLoggedIn) void router.invalidate()
    wasLoggedIn = loggedIn
  })

  // On the page's own origin, with the browser's fetch (the `fetch` option serves the content and account bases).
  const api = createApiClients(account)
  const session = { actor: auth.actor, account, api }
  function App() {
    return <AppProviders i18n={i18n} session={session} favorites={favorites} router={router} />
  }
  const stop = () => {
    favorites.stop()
    auth.stop()
  }
  return { App, router, auth, content, account, api, favorites, stop }
}
