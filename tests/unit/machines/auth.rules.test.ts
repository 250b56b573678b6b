import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { authMachine } from '../../../machines/auth.machine'
import type { SessionProfile, StoredSession } from '../../../machines/auth.types'
import { ApiError } from '../../../src/lib/api/errors'

const T0 = new Date('2026-12-08T09:00:00Z').getTime()
const S = 1000
const MIN = 60 * S
const HOUR = 60 * MIN
const DAY = 24 * HOUR

function start(stored: StoredSession | null, opts: { profile?: () => Promise<SessionProfile>; refresh?: () => Promise<{ access_token: string; expires_in?: number }> } = {}) {
  const storage = { session: stored }
  const navigations: string[] = []
  const revoked: (string | null)[] = []
  const refreshCalls: string[] = []
  const machine = authMachine.provide({
    actions: {
      persistSession: ({ context }) => {
        storage.session = context.token && context.expiresAt ? { token: context.token, expiresAt: context.expiresAt, email: context.email } : null
      },
      navigateToLogin: (_, p) => navigations.push(`login:${p.returnTo ?? ''}`),
      navigateTo: (_, p) => navigations.push(p.path),
      revokeOnServer: (_, p) => revoked.push(p.token),
    },
    actors: {
      loadProfile: fromPromise(opts.profile ?? (async () => ({ profile: { firstname: 'Анна' } }))),
      refreshToken: fromPromise<{ access_token: string; expires_in?: number }, { token: string }>(async ({ input }) => {
        refreshCalls.push(input.token)
        return opts.refresh ? opts.refresh() : { access_token: `${input.token}+r`, expires_in: 3600 }
      }),
    },
  })
  const actor = createActor(machine, { input: { stored } }).start()
  return { actor, storage, navigations, revoked, refreshCalls }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

describe('auth machine rules (§4, §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
  })
  afterEach(() => vi.useRealTimers())

  it('§4: a stored expired token is discarded at start', () => {
    const { actor, storage } = start({ token: 'old', expiresAt: T0 - 1, email: 'a@example.org' })
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(storage.session).toBeNull()
    expect(actor.getSnapshot().context.email).toBeNull()
  })

  it('§4: logged in only if a token exists and its expiry is in the future', () => {
    expect(start(null).actor.getSnapshot().value).toBe('anonymous')
    expect(start({ token: 't', expiresAt: T0 + MIN, email: null }).actor.getSnapshot().hasTag('authenticated')).toBe(true)
  })

  it('§4, §9: the token lifetime is 3600 s unless the server gives expires_in', () => {
    const { actor } = start(null)
    actor.send({ type: 'auth.loggedIn', token: 't', email: 'a@example.org' })
    expect(actor.getSnapshot().context.expiresAt).toBe(T0 + 3600 * S)
    actor.send({ type: 'auth.loggedIn', token: 't2', expiresIn: 600, email: 'a@example.org' })
    expect(actor.getSnapshot().context.expiresAt).toBe(T0 + 600 * S)
  })

  it('§4: the profile loads automatically when a token exists; the first-time flag (no profile) falls once it is there', async () => {
    const { actor } = start({ token: 't', expiresAt: T0 + HOUR, email: null })
    expect(actor.getSnapshot().context.profile).toBeNull()
    expect(actor.getSnapshot().hasTag('profileLoading')).toBe(true)
    await flush()
    expect(actor.getSnapshot().value).toEqual({ authenticated: { loggedIn: 'ready' } })
    expect(actor.getSnapshot().context.profile).toEqual({ firstname: 'Анна' })
  })

  it('§4: a profile handed over with the login is not asked for again, even an empty one', async () => {
    let asked = 0
    const { actor } = start(null, {
      profile: async () => {
        asked += 1
        return { profile: null }
      },
    })
    actor.send({ type: 'auth.loggedIn', token: 't', expiresIn: 3600, email: 'a@example.org', profile: null })
    await flush()
    expect(actor.getSnapshot().value).toEqual({ authenticated: { loggedIn: 'ready' } })
    await vi.advanceTimersByTimeAsync(600 * S)
    expect(asked).toBe(0)
  })

  it('§8: a 401 on profile load logs the user out', async () => {
    const { actor, storage } = start({ token: 't', expiresAt: T0 + HOUR, email: 'a@example.org' }, {
      profile: async () => {
        throw new ApiError('http', 'Unauthorized', 401)
      },
    })
    await flush()
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(storage.session).toBeNull()
  })

  it('§4, §9: a refresh is attempted every 300 s, from half the lifetime before expiry', async () => {
    const { actor, refreshCalls } = start(null)
    actor.send({ type: 'auth.loggedIn', token: 't', expiresIn: 3600, email: null })
    await flush()
    // Checks at 300 s steps: at 1500 s the token has more than half its lifetime left.
    await vi.advanceTimersByTimeAsync(1500 * S)
    expect(refreshCalls).toEqual([])
    await vi.advanceTimersByTimeAsync(299 * S)
    expect(refreshCalls).toEqual([])
    await vi.advanceTimersByTimeAsync(1 * S) // 1800 s: half the lifetime before expiry
    expect(refreshCalls).toEqual(['t'])
    expect(actor.getSnapshot().context.token).toBe('t+r')
    expect(actor.getSnapshot().context.expiresAt).toBe(T0 + 1800 * S + 3600 * S)
  })

  it('§4, §9: refresh is still allowed up to 7 days after expiry, not after', async () => {
    // 45 minutes left: not yet in the refresh window at start.
    const late = start({ token: 't', expiresAt: T0 + 45 * MIN, email: null })
    await flush()
    expect(late.refreshCalls).toEqual([])
    vi.setSystemTime(T0 + 45 * MIN + 7 * DAY - 10 * S) // the laptop slept with the tab open
    late.actor.send({ type: 'auth.visibilityChanged', hidden: false, path: '/' })
    await flush()
    expect(late.refreshCalls).toEqual(['t'])

    vi.setSystemTime(T0)
    const tooLate = start({ token: 't', expiresAt: T0 + 45 * MIN, email: null })
    await flush()
    vi.setSystemTime(T0 + 45 * MIN + 7 * DAY + S)
    tooLate.actor.send({ type: 'auth.visibilityChanged', hidden: false, path: '/' })
    expect(tooLate.refreshCalls).toEqual([])
    expect(tooLate.actor.getSnapshot().value).toBe('reloginWait')
    expect(tooLate.storage.session).toBeNull()
  })

  it('§4: a hidden tab with an expired token logs out and triggers relogin', async () => {
    const { actor, storage, navigations } = start({ token: 't', expiresAt: T0 + 45 * MIN, email: null })
    await flush()
    vi.setSystemTime(T0 + 46 * MIN)
    actor.send({ type: 'auth.visibilityChanged', hidden: true, path: '/cabinet' })
    expect(actor.getSnapshot().value).toBe('reloginWait')
    expect(storage.session).toBeNull()
    expect(navigations).toEqual(['login:/cabinet'])
  })

  it('§4: a 401 sends the user to /login and, after login, back to the original path', async () => {
    const { actor, navigations } = start({ token: 't', expiresAt: T0 + HOUR, email: null })
    await flush()
    actor.send({ type: 'auth.tokenRejected', path: '/cabinet/personal-data?tab=2' })
    expect(navigations).toEqual(['login:/cabinet/personal-data?tab=2'])
    actor.send({ type: 'auth.loggedIn', token: 'new', expiresIn: 3600, email: 'a@example.org' })
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true)
    expect(navigations.at(-1)).toBe('/cabinet/personal-data?tab=2')
    expect(actor.getSnapshot().context.returnTo).toBeNull()
  })

  it('§4, §9: relogin waits up to 2 hours, then forgets the return path', async () => {
    const { actor } = start({ token: 't', expiresAt: T0 + 3 * HOUR, email: null })
    await flush()
    actor.send({ type: 'auth.tokenRejected', path: '/cabinet' })
    await vi.advanceTimersByTimeAsync(2 * HOUR - S)
    expect(actor.getSnapshot().value).toBe('reloginWait')
    await vi.advanceTimersByTimeAsync(S)
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(actor.getSnapshot().context.returnTo).toBeNull()
  })

  it('§4: logout clears the token and all profile data, and revokes the token on the server', async () => {
    const { actor, storage, revoked } = start({ token: 't', expiresAt: T0 + HOUR, email: 'a@example.org' })
    await flush()
    actor.send({ type: 'auth.loggedOut' })
    expect(actor.getSnapshot().context).toMatchObject({ token: null, expiresAt: null, email: null, profile: null, profileLoaded: false })
    expect(storage.session).toBeNull()
    expect(revoked).toEqual(['t'])
  })

  it('§4: an empty token written by another tab sends this tab to /login', async () => {
    const { actor, navigations } = start({ token: 't', expiresAt: T0 + HOUR, email: null })
    await flush()
    actor.send({ type: 'auth.storageChanged', session: null })
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(navigations).toEqual(['login:'])
  })

  it('§4: a new token written by another tab is taken over', async () => {
    const { actor } = start({ token: 't', expiresAt: T0 + HOUR, email: null })
    await flush()
    actor.send({ type: 'auth.storageChanged', session: { token: 'other', expiresAt: T0 + 2 * HOUR, email: null } })
    expect(actor.getSnapshot().context.token).toBe('other')
  })

  it('a refresh that lands after a logout is thrown away', async () => {
    let land: (v: { access_token: string }) => void = () => {}
    const { actor, storage } = start({ token: 't', expiresAt: T0 + 10 * S, email: null }, { refresh: () => new Promise((r) => (land = r)) })
    await flush()
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'refreshing' })
    actor.send({ type: 'auth.loggedOut' })
    land({ access_token: 'late' })
    await flush()
    expect(actor.getSnapshot().value).toBe('anonymous')
    expect(storage.session).toBeNull()
  })
})

describe('auth machine: the token lifetime after a reload', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
  })
  afterEach(() => vi.useRealTimers())

  it('§4: a restored 20-second token is not refreshed before half its lifetime', async () => {
    const { refreshCalls } = start({ token: 't', expiresAt: T0 + 18 * S, email: null, lifetimeMs: 20 * S })
    await flush()
    expect(refreshCalls).toEqual([])
  })
})
