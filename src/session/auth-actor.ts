import { type InspectionEvent, type Observer, createActor, fromPromise } from 'xstate'
import { ACCESS_TOKEN_TTL_S } from '../../kernel/constants'
import { authMachine } from '../../machines/auth.machine'
import type { RefreshedToken, SessionProfile } from '../../machines/auth.types'
import type { AccountApi } from '../lib/api/account'
import { followSession } from './personal-data'
import { readSession, sessionReplacing, writeSession } from './session-storage'
import { withRefreshLock } from './refresh-lock'

export type InspectionObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void)

export interface AuthEffects {
  account: AccountApi
  /** Navigation, supplied by the app (the router); a machine never imports it. */
  goToLogin: (returnTo: string | null) => void
  goTo: (path: string) => void
  currentPath: () => string
}

/** The real effects of the auth machine (house style 6). */
export function provideAuthEffects({ account, goToLogin, goTo, currentPath }: AuthEffects) {
  return authMachine.provide({
    actions: {
      persistSession: ({ context }) => {
        const session = context.token && context.expiresAt ? { token: context.token, expiresAt: context.expiresAt, email: context.email } : null
        writeSession(session)
        // A login of another account deletes the drafts; an ended session starts their relogin wait.
        followSession(session)
      },
      revokeOnServer: (_, { token }) => {
        if (token) void account.call('logout', { token, quiet401: true }).catch(() => undefined)
      },
      navigateToLogin: (_, { returnTo }) => goToLogin(returnTo ?? currentPath()),
      navigateTo: (_, { path }) => goTo(path),
    },
    actors: {
      // A rejection keeps the client's ApiError: the machine's guard reads its status (401).
      loadProfile: fromPromise<SessionProfile, { token: string }>(async ({ input, signal }) => {
        const user = await account.call('me', { token: input.token, signal, quiet401: true })
        return { profile: user.profile }
      }),
      refreshToken: fromPromise<RefreshedToken, { token: string }>(async ({ input }) =>
        withRefreshLock(async (waited) => {
          // Another tab may have refreshed while this one waited for the lock: take its token.
          const stored = waited ? await sessionReplacing(input.token) : readSession()
          if (stored && stored.token !== input.token && stored.expiresAt > Date.now()) {
            return { access_token: stored.token, expires_in: Math.round((stored.expiresAt - Date.now()) / 1000) }
          }
          const pair = await account.call('refresh', { token: input.token, quiet401: true })
          // Stored before the lock is released, unless the session changed meanwhile: a tab waiting
          // for the lock finds the new token and does not refresh again (one refresh for all tabs).
          const current = readSession()
          if (current?.token === input.token) {
            writeSession({ token: pair.access_token, expiresAt: Date.now() + (pair.expires_in ?? ACCESS_TOKEN_TTL_S) * 1000, email: current.email })
          }
          return pair
        }),
      ),
    },
  })
}

/**
 * Starts the one auth actor of the page and wires the tab's visibility to it (§4). Loaded after
 * the page is ready by src/session/auth-ref.ts, which has judged the stored personal data already
 * and passes other tabs' storage changes on.
 */
export function startAuth(effects: AuthEffects, inspect?: InspectionObserver) {
  const stored = readSession()
  const actor = createActor(provideAuthEffects(effects), { input: { stored }, ...(inspect ? { inspect } : {}) })
  const onVisibility = () =>
    actor.send({ type: 'auth.visibilityChanged', hidden: document.visibilityState === 'hidden', path: effects.currentPath() })
  document.addEventListener('visibilitychange', onVisibility)
  actor.start()
  return {
    actor,
    stop: () => {
      document.removeEventListener('visibilitychange', onVisibility)
      actor.stop()
    },
  }
}

export type AuthActor = ReturnType<typeof startAuth>['actor']
