/**
 * The auth lifecycle (§4): anonymous, loggedIn, refreshing, expired, reloginWait.
 * Pure: every effect (HTTP, storage, navigation) is a named do-nothing default here and is
 * supplied with `authMachine.provide(...)` at start-up (src/session/auth-actor.ts).
 * Time is read with Date.now() in guards so a controlled clock (fake timers) drives it.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import {
  ACCESS_TOKEN_TTL_S,
  REFRESH_CHECK_INTERVAL_S,
  RELOGIN_WAIT_MS,
} from '../kernel/constants'
import { inRefreshWindow, isPastRefreshWindow } from '../kernel/refresh-window'
import { isUnauthorizedError } from './errors'

export interface StoredSession {
  token: string
  /** Expiry as epoch milliseconds. */
  expiresAt: number
  email: string | null
  /** The token's lifetime in ms when known (the app reads it from the token itself); else 3600 s. */
  lifetimeMs?: number
}

export interface SessionProfile {
  /** Present once the user has filled in a profile. */
  profile: Record<string, unknown> | null
  /** The user event view's member_role (§3); null before event registration. */
  memberRole: string | null
}

export interface AuthContext {
  token: string | null
  expiresAt: number | null
  /** Lifetime of the current token in ms: half of it before expiry opens the refresh window. */
  lifetimeMs: number
  email: string | null
  profile: Record<string, unknown> | null
  memberRole: string | null
  /** §3 session state flags. */
  firstTime: boolean
  confirmed: boolean
  canSpeak: boolean
  /** Where to go back after a relogin (§4). */
  returnTo: string | null
}

export type AuthEvent =
  | { type: 'auth.loggedIn'; token: string; expiresIn?: number; email: string | null }
  | { type: 'auth.logout' }
  | { type: 'auth.unauthorized'; path: string }
  | { type: 'auth.visibilityChanged'; hidden: boolean; path: string }
  | { type: 'auth.storageChanged'; session: StoredSession | null }
  | { type: 'auth.profileChanged' }
  | { type: 'auth.check' }

export interface AuthInput {
  stored: StoredSession | null
}

export class UnauthorizedError extends Error {
  readonly status = 401
}

const now = () => Date.now()
const ttlMs = (expiresIn: number | undefined) => (expiresIn ?? ACCESS_TOKEN_TTL_S) * 1000
const emptySession = {
  token: null,
  expiresAt: null,
  email: null,
  profile: null,
  memberRole: null,
  firstTime: true,
  confirmed: false,
  canSpeak: false,
} satisfies Omit<AuthContext, 'lifetimeMs' | 'returnTo'>

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as 'authenticated' | 'profileLoading',
  },
  actors: {
    loadProfile: fromPromise<SessionProfile, { token: string }>(async () => ({ profile: null, memberRole: null })),
    refreshToken: fromPromise<{ access_token: string; expires_in?: number }, { token: string }>(async ({ input }) => ({
      access_token: input.token,
    })),
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
      return { token: event.token, expiresAt: now() + ttlMs(event.expiresIn), lifetimeMs: ttlMs(event.expiresIn), email: event.email }
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
    /** §4: the first-time flag falls once a profile is there; a role other than visitor sets canSpeak and confirmed. */
    assignProfile: assign((_, params: SessionProfile) => {
      const speaker = params.memberRole !== null && params.memberRole !== 'visitor'
      return {
        profile: params.profile,
        memberRole: params.memberRole,
        firstTime: params.profile === null,
        canSpeak: speaker,
        confirmed: speaker || params.memberRole !== null,
      }
    }),
    /** §4: logout clears the token and all profile data (memory here, storage via persistSession); the return path survives it. */
    clearSession: assign(() => ({ ...emptySession, lifetimeMs: ACCESS_TOKEN_TTL_S * 1000 })),
    rememberReturnTo: assign((_, params: { path: string | null }) => ({ returnTo: params.path })),
  },
  guards: {
    hasValidToken: ({ context }) => context.token !== null && context.expiresAt !== null && context.expiresAt > now(),
    hasProfileLoaded: ({ context }) => context.profile !== null || context.memberRole !== null,
    /** §4: refresh from half the lifetime before expiry up to 7 days after expiry. */
    isRefreshDue: ({ context }) => context.expiresAt !== null && inRefreshWindow(context.expiresAt, context.lifetimeMs, now()),
    isPastRefreshWindow: ({ context }) => context.expiresAt === null || isPastRefreshWindow(context.expiresAt, now()),
    /** §4: a hidden tab whose token expired logs out and triggers relogin. */
    isHiddenWithExpiredToken: ({ context, event }) =>
      event.type === 'auth.visibilityChanged' && event.hidden && (context.expiresAt === null || context.expiresAt <= now()),
    isVisible: ({ event }) => event.type === 'auth.visibilityChanged' && !event.hidden,
    isSessionCleared: ({ event }) => event.type === 'auth.storageChanged' && event.session === null,
    isValidStoredSession: ({ event }) =>
      event.type === 'auth.storageChanged' && event.session !== null && event.session.expiresAt > now(),
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
  context: ({ input }) => ({
    ...emptySession,
    returnTo: null,
    lifetimeMs: input.stored?.lifetimeMs ?? ACCESS_TOKEN_TTL_S * 1000,
    token: input.stored?.token ?? null,
    expiresAt: input.stored?.expiresAt ?? null,
    email: input.stored?.email ?? null,
  }),
  initial: 'boot',
  states: {
    boot: {
      // §4: logged in only if a token exists and its expiry is in the future;
      // a stored expired token is discarded at start.
      always: [
        { guard: 'hasValidToken', target: 'loggedIn' },
        { target: 'anonymous', actions: ['clearSession', 'persistSession'] },
      ],
    },
    anonymous: {
      on: {
        'auth.loggedIn': { target: 'loggedIn', actions: ['assignLogin', 'persistSession'] },
        'auth.storageChanged': { guard: 'isValidStoredSession', target: 'loggedIn', actions: 'assignStored' },
        'auth.unauthorized': { target: 'reloginWait', actions: { type: 'rememberReturnTo', params: ({ event }) => ({ path: event.path }) } },
      },
    },
    loggedIn: {
      tags: ['authenticated'],
      initial: 'checking',
      after: { refreshCheck: { target: 'loggedIn', reenter: true } },
      states: {
        checking: {
          always: [
            { guard: 'isPastRefreshWindow', target: '#auth.expired' },
            { guard: 'isRefreshDue', target: '#auth.refreshing' },
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
            onDone: { target: 'ready', actions: { type: 'assignProfile', params: ({ event }) => event.output } },
            // §8: a 401 on profile load logs the user out.
            onError: [{ guard: 'isUnauthorized', target: '#auth.anonymous', actions: ['clearSession', 'persistSession'] }, { target: 'ready' }],
          },
        },
        ready: {
          on: { 'auth.profileChanged': { target: 'loadingProfile' } },
        },
      },
      on: {
        'auth.logout': { target: 'anonymous', actions: [{ type: 'revokeOnServer', params: ({ context }) => ({ token: context.token }) }, 'clearSession', 'persistSession'] },
        'auth.unauthorized': {
          target: 'reloginWait',
          actions: ['clearSession', 'persistSession', { type: 'rememberReturnTo', params: ({ event }) => ({ path: event.path }) }],
        },
        'auth.visibilityChanged': [
          { guard: 'isHiddenWithExpiredToken', target: 'expired', actions: { type: 'rememberReturnTo', params: ({ event }) => ({ path: event.path }) } },
          { guard: 'isVisible', target: 'loggedIn', reenter: true },
        ],
        // §4: token changes in another tab are synced; an empty token sends this tab to /login.
        'auth.storageChanged': [
          { guard: 'isSessionCleared', target: 'anonymous', actions: ['clearSession', { type: 'navigateToLogin', params: { returnTo: null } }] },
          { actions: 'assignStored' },
        ],
        'auth.loggedIn': { actions: ['assignLogin', 'persistSession'] },
        'auth.check': { target: 'loggedIn', reenter: true },
      },
    },
    refreshing: {
      tags: ['authenticated'],
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'assignRefreshed', params: ({ event }) => ({ accessToken: event.output.access_token, expiresIn: event.output.expires_in }) },
            'persistSession',
          ],
        },
        // A refused refresh ends the session; a network failure waits for the next check.
        onError: [{ guard: 'isUnauthorized', target: 'expired' }, { target: '#auth.loggedIn.ready' }],
      },
      on: {
        // Leaving this state cancels the invoked refresh: a refresh that lands after a logout is thrown away.
        'auth.logout': { target: 'anonymous', actions: [{ type: 'revokeOnServer', params: ({ context }) => ({ token: context.token }) }, 'clearSession', 'persistSession'] },
        'auth.storageChanged': [
          { guard: 'isSessionCleared', target: 'anonymous', actions: ['clearSession', { type: 'navigateToLogin', params: { returnTo: null } }] },
          { guard: 'isValidStoredSession', target: 'loggedIn', actions: 'assignStored' },
        ],
      },
    },
    expired: {
      // §4: the user is logged out and relogin is triggered.
      entry: ['clearSession', 'persistSession'],
      always: { target: 'reloginWait' },
    },
    reloginWait: {
      entry: { type: 'navigateToLogin', params: ({ context }) => ({ returnTo: context.returnTo }) },
      // Decided: after 2 hours without a login the return path is forgotten; the person stays anonymous.
      after: { reloginWait: { target: 'anonymous', actions: { type: 'rememberReturnTo', params: { path: null } } } },
      on: {
        'auth.loggedIn': {
          target: 'loggedIn',
          actions: ['assignLogin', 'persistSession', { type: 'navigateTo', params: ({ context }) => ({ path: context.returnTo ?? '/' }) }, { type: 'rememberReturnTo', params: { path: null } }],
        },
        'auth.storageChanged': {
          guard: 'isValidStoredSession',
          target: 'loggedIn',
          actions: ['assignStored', { type: 'navigateTo', params: ({ context }) => ({ path: context.returnTo ?? '/' }) }, { type: 'rememberReturnTo', params: { path: null } }],
        },
        'auth.logout': { target: 'anonymous', actions: { type: 'rememberReturnTo', params: { path: null } } },
      },
    },
  },
})
