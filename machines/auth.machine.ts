/**
 * The auth lifecycle (§4): anonymous, authenticated (loggedIn, refreshing), expired, reloginWait.
 * Pure: every effect (HTTP, storage, navigation) is a named do-nothing default here and is
 * supplied with `authMachine.provide(...)` at start-up (src/session/auth-actor.ts).
 * Time is read with Date.now() in guards so a controlled clock (fake timers) drives it.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { ACCESS_TOKEN_TTL_S, REFRESH_CHECK_INTERVAL_S, RELOGIN_WAIT_MS } from '../kernel/constants'
import { inRefreshWindow, isPastRefreshWindow } from '../kernel/refresh-window'
import { initialContext, isLiveSession } from './auth.rules'
import type { AuthContext, AuthEvent, AuthInput, RefreshedToken, SessionProfile } from './auth.types'
import { isUnauthorizedError } from './errors'

const now = () => Date.now()
const ttlMs = (expiresIn: number | undefined) => (expiresIn ?? ACCESS_TOKEN_TTL_S) * 1000
const emptySession = {
  token: null,
  expiresAt: null,
  email: null,
  profile: null,
  profileLoaded: false,
} satisfies Omit<AuthContext, 'lifetimeMs' | 'returnTo'>

// ---------- parameter mappers: what each effect is given ----------
type Args = { context: AuthContext }
const currentToken = ({ context }: Args) => ({ token: context.token })
const savedReturnTo = ({ context }: Args) => ({ returnTo: context.returnTo })
const savedReturnPath = ({ context }: Args) => ({ path: context.returnTo ?? '/' })
const eventPath = ({ event }: { event: { path: string } }) => ({ path: event.path })
const loadedProfile = ({ event }: { event: { output: SessionProfile } }) => event.output
const refreshedToken = ({ event }: { event: { output: RefreshedToken } }) => ({
  accessToken: event.output.access_token,
  expiresIn: event.output.expires_in,
})
const noPath = { path: null }
const noReturnTo = { returnTo: null }

/** After a relogin: back where the person was, and the return path is spent. */
const goBack = [
  { type: 'navigateTo', params: savedReturnPath },
  { type: 'rememberReturnTo', params: noPath },
] as const

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as 'authenticated' | 'profileLoading',
  },
  actors: {
    loadProfile: fromPromise<SessionProfile, { token: string }>(async () => ({ profile: null })),
    refreshToken: fromPromise<RefreshedToken, { token: string }>(async ({ input }) => ({ access_token: input.token })),
  },
  actions: {
    /** Writes the context's token, expiry and email to storage (or clears it): nothing else is stored. */
    persistSession: () => {},
    /** Revokes the token on the server; the result is not awaited. */
    revokeOnServer: (_, _params: { token: string | null }) => {},
    navigateToLogin: (_, _params: { returnTo: string | null }) => {},
    navigateTo: (_, _params: { path: string }) => {},
    assignLogin: assign(({ event }) => {
      assertEvent(event, 'auth.loggedIn')
      const known = event.profile === undefined ? {} : { profile: event.profile, profileLoaded: true }
      return { token: event.token, expiresAt: now() + ttlMs(event.expiresIn), lifetimeMs: ttlMs(event.expiresIn), email: event.email, ...known }
    }),
    assignStored: assign(({ event }) => {
      assertEvent(event, 'auth.storageChanged')
      const s = event.session
      return s ? { token: s.token, expiresAt: s.expiresAt, email: s.email, lifetimeMs: s.lifetimeMs ?? ACCESS_TOKEN_TTL_S * 1000 } : {}
    }),
    assignRefreshed: assign((_, params: { accessToken: string; expiresIn?: number }) => ({
      token: params.accessToken,
      expiresAt: now() + ttlMs(params.expiresIn),
      lifetimeMs: ttlMs(params.expiresIn),
    })),
    /** §4: the first-time flag (profile === null) falls once a profile is there. */
    assignProfile: assign((_, params: SessionProfile) => ({ profile: params.profile, profileLoaded: true })),
    /** §4: logout clears the token and all profile data (memory here, storage via persistSession); the return path survives it. */
    clearSession: assign(() => ({ ...emptySession, lifetimeMs: ACCESS_TOKEN_TTL_S * 1000 })),
    rememberReturnTo: assign((_, params: { path: string | null }) => ({ returnTo: params.path })),
  },
  guards: {
    hasValidToken: ({ context }) => context.token !== null && context.expiresAt !== null && context.expiresAt > now(),
    hasProfileLoaded: ({ context }) => context.profileLoaded,
    /** §4: refresh from half the lifetime before expiry up to 7 days after expiry. */
    isRefreshDue: ({ context }) => context.expiresAt !== null && inRefreshWindow(context.expiresAt, context.lifetimeMs, now()),
    isPastRefreshWindow: ({ context }) => context.expiresAt === null || isPastRefreshWindow(context.expiresAt, now()),
    /** §4: a hidden tab whose token expired logs out and triggers relogin. */
    isHiddenWithExpiredToken: ({ context, event }) =>
      event.type === 'auth.visibilityChanged' && event.hidden && (context.expiresAt === null || context.expiresAt <= now()),
    isVisible: ({ event }) => event.type === 'auth.visibilityChanged' && !event.hidden,
    isSessionCleared: ({ event }) => event.type === 'auth.storageChanged' && event.session === null,
    isSessionStored: ({ event }) => event.type === 'auth.storageChanged' && event.session !== null,
    isValidStoredSession: ({ event }) => event.type === 'auth.storageChanged' && isLiveSession(event.session, now()),
    isUnauthorized: ({ event }) => 'error' in event && isUnauthorizedError(event.error),
  },
  delays: {
    /** §4, §9: a refresh is attempted every 300 s. */
    refreshCheck: REFRESH_CHECK_INTERVAL_S * 1000,
    /** §4, §9: relogin waits up to 2 hours. */
    reloginWait: RELOGIN_WAIT_MS,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => initialContext(input.stored),
  initial: 'boot',
  states: {
    boot: {
      // §4: logged in only if a token exists and its expiry is in the future;
      // a stored expired token is discarded at start.
      always: [
        { guard: 'hasValidToken', target: 'authenticated' },
        { target: 'anonymous', actions: ['clearSession', 'persistSession'] },
      ],
    },
    anonymous: {
      on: {
        'auth.loggedIn': { target: 'authenticated', actions: ['assignLogin', 'persistSession'] },
        'auth.storageChanged': { guard: 'isValidStoredSession', target: 'authenticated', actions: 'assignStored' },
        'auth.tokenRejected': { target: 'reloginWait', actions: { type: 'rememberReturnTo', params: eventPath } },
      },
    },
    authenticated: {
      tags: ['authenticated'],
      initial: 'loggedIn',
      on: {
        // Leaving refreshing cancels the invoked refresh: a refresh that lands after a logout is thrown away.
        'auth.loggedOut': { target: 'anonymous', actions: [{ type: 'revokeOnServer', params: currentToken }, 'clearSession', 'persistSession'] },
        // §4: an empty token written by another tab sends this tab to /login.
        'auth.storageChanged': { guard: 'isSessionCleared', target: 'anonymous', actions: ['clearSession', { type: 'navigateToLogin', params: noReturnTo }] },
      },
      states: {
        loggedIn: {
          initial: 'checking',
          after: { refreshCheck: { target: 'loggedIn', reenter: true } },
          states: {
            checking: {
              always: [
                { guard: 'isPastRefreshWindow', target: '#auth.expired' },
                { guard: 'isRefreshDue', target: '#auth.authenticated.refreshing' },
                { guard: 'hasProfileLoaded', target: 'ready' },
                { target: 'loadingProfile' },
              ],
            },
            loadingProfile: {
              tags: ['profileLoading'],
              invoke: {
                id: 'loadProfile',
                src: 'loadProfile',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: { target: 'ready', actions: { type: 'assignProfile', params: loadedProfile } },
                // §8: a 401 on profile load logs the user out.
                onError: [{ guard: 'isUnauthorized', target: '#auth.anonymous', actions: ['clearSession', 'persistSession'] }, { target: 'ready' }],
              },
            },
            ready: {
              on: { 'auth.profileChanged': { target: 'loadingProfile' } },
            },
          },
          on: {
            'auth.tokenRejected': { target: '#auth.reloginWait', actions: ['clearSession', 'persistSession', { type: 'rememberReturnTo', params: eventPath }] },
            'auth.visibilityChanged': [
              { guard: 'isHiddenWithExpiredToken', target: '#auth.expired', actions: { type: 'rememberReturnTo', params: eventPath } },
              { guard: 'isVisible', target: 'loggedIn', reenter: true },
            ],
            // §4: a token written by another tab is taken over (an empty one is the parent's).
            'auth.storageChanged': { guard: 'isSessionStored', actions: 'assignStored' },
            'auth.loggedIn': { actions: ['assignLogin', 'persistSession'] },
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'loggedIn', actions: [{ type: 'assignRefreshed', params: refreshedToken }, 'persistSession'] },
            // A refused refresh ends the session; a network failure waits for the next check.
            onError: [{ guard: 'isUnauthorized', target: '#auth.expired' }, { target: 'loggedIn.ready' }],
          },
          on: {
            'auth.storageChanged': { guard: 'isValidStoredSession', target: 'loggedIn', actions: 'assignStored' },
          },
        },
      },
    },
    expired: {
      // §4: the user is logged out and relogin is triggered.
      entry: ['clearSession', 'persistSession'],
      always: { target: 'reloginWait' },
    },
    reloginWait: {
      entry: { type: 'navigateToLogin', params: savedReturnTo },
      // Decided: after 2 hours without a login the return path is forgotten; the person stays anonymous.
      after: { reloginWait: { target: 'anonymous', actions: { type: 'rememberReturnTo', params: noPath } } },
      on: {
        'auth.loggedIn': { target: 'authenticated', actions: ['assignLogin', 'persistSession', ...goBack] },
        'auth.storageChanged': { guard: 'isValidStoredSession', target: 'authenticated', actions: ['assignStored', ...goBack] },
        'auth.loggedOut': { target: 'anonymous', actions: { type: 'rememberReturnTo', params: noPath } },
      },
    },
  },
})
