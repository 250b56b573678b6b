import { afterEach, describe, expect, it } from 'vitest'
import type { AccountApi } from '../../../src/lib/api/account'
import { type AuthView, startLazyAuth } from '../../../src/session/auth-ref'
import { aUser, storeSession } from './auth-helpers'

const EMAIL = 'visitor@horizon-forum.example'

/** The auth machine's real module behind an importer that counts its downloads. */
function lazyAuth(account: Partial<AccountApi> = {}) {
  const imports = { count: 0 }
  const navigations: string[] = []
  const auth = startLazyAuth(
    {
      account: { call: async () => aUser(), ...account } as unknown as AccountApi,
      goToLogin: (returnTo) => navigations.push(`/login?redirect=${returnTo}`),
      goTo: (path) => navigations.push(path),
      currentPath: () => '/',
    },
    () => {
      imports.count++
      return import('../../../src/session/auth-actor')
    },
  )
  running.push(auth)
  return { auth, imports, navigations }
}

const running: { stop: () => void }[] = []
afterEach(() => running.splice(0).forEach((auth) => auth.stop()))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the auth machine after the first load (bytes before interactive)', () => {
  it('a visitor with no stored session reads as nobody and never downloads the machine', async () => {
    const { auth, imports } = lazyAuth()
    expect(auth.actor.getSnapshot().hasTag('authenticated')).toBe(false)
    expect(auth.actor.getSnapshot().matches('anonymous')).toBe(true)
    await auth.loadIfStored()
    await settle()
    expect(imports.count).toBe(0)
  })

  it('a login before the machine ran loads it, and the events are applied in the order sent', async () => {
    const { auth, imports } = lazyAuth()
    const seen: AuthView[] = []
    auth.actor.subscribe((s) => seen.push(s))
    auth.actor.send({ type: 'auth.loggedIn', token: 'token-new', email: EMAIL, profile: null })
    auth.actor.send({ type: 'auth.loggedOut' })
    auth.actor.send({ type: 'auth.loggedIn', token: 'token-2', email: 'other@horizon-forum.example', profile: null })
    await auth.load()
    expect(imports.count).toBe(1)
    expect(auth.actor.getSnapshot().hasTag('authenticated')).toBe(true)
    expect(auth.actor.getSnapshot().context.email).toBe('other@horizon-forum.example')
    expect(localStorage.getItem('jwt_token')).toBe('token-2')
    expect(seen.at(-1)?.context.email).toBe('other@horizon-forum.example')
  })

  it('with a stored session the first screens read it as logged in at once; the machine runs once the page is ready', async () => {
    storeSession(EMAIL)
    const { auth, imports } = lazyAuth()
    expect(auth.actor.getSnapshot().hasTag('authenticated')).toBe(true)
    expect(auth.actor.getSnapshot().context.email).toBe(EMAIL)
    expect(auth.actor.getSnapshot().context.profile).toBeNull()
    expect(imports.count).toBe(0)
    const seen: AuthView[] = []
    auth.actor.subscribe((s) => seen.push(s))
    await auth.loadIfStored()
    await auth.loadIfStored()
    expect(imports.count).toBe(1)
    expect(seen.length).toBeGreaterThan(0)
    await expect.poll(() => auth.actor.getSnapshot().hasTag('profileLoading')).toBe(false)
    expect(auth.actor.getSnapshot().hasTag('authenticated')).toBe(true)
    expect(auth.actor.getSnapshot().context.token).toBe('token-stored')
  })

  it("§4: another tab's login reaches a tab whose machine never ran", async () => {
    const { auth, imports } = lazyAuth()
    storeSession(EMAIL, 'token-other-tab')
    window.dispatchEvent(new StorageEvent('storage', { key: 'jwt_token', storageArea: localStorage }))
    await auth.load()
    expect(imports.count).toBe(1)
    expect(auth.actor.getSnapshot().hasTag('authenticated')).toBe(true)
    expect(auth.actor.getSnapshot().context.token).toBe('token-other-tab')
  })
})
