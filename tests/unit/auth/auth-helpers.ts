import { anEvent } from '../fixtures'
import { type Handlers, json } from '../render'

/** Account API answers the screens expect (paths as fakeFetch sees them: '/acc/...'). */
export const aTokenPair = (token = 'token-new', expiresIn = 3600) => ({ access_token: token, expires_in: expiresIn, token_type: 'Bearer' })

export const apiError = (status: number, message: string, code?: string, errors?: Record<string, string[]>) =>
  json(status, { message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) })

/** A session stored by an earlier visit: the app boots logged in. */
export function storeSession(email = 'visitor@horizon-forum.example', token = 'token-stored') {
  localStorage.setItem('jwt_expires_at', String(Date.now() + 3600_000))
  localStorage.setItem('email', email)
  localStorage.setItem('jwt_token', token)
}

/** Enough of the content API for the home page, where logging out lands. */
export const homeHandlers: Handlers = { '/events/35': [anEvent()] }

/** The body a handler received. */
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>

/** A response that waits until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/** GET /api/user/me/ for a person without a profile yet. */
export const aUser = (email = 'visitor@horizon-forum.example') => ({ id: 1, email, email_verified_at: '2026-11-01T10:00:00+03:00', vk_user_id: null, profile: null })

/**
 * The site header's account controls in its bar (pages have their own <header> inside <main>; the
 * folded menu holds a second copy that CSS shows on phones only, and jsdom has no CSS).
 */
export const siteHeader = () => document.querySelector<HTMLElement>('header.header .header__account')!

/** A fetch whose answers to `path` wait until `gate` resolves: to see a screen while a call is on its way. */
export function gatedFetch(fetch: typeof globalThis.fetch, path: string, gate: Promise<unknown>): typeof globalThis.fetch {
  return async (input, init) => {
    if (new Request(input, init).url.endsWith(path)) await gate
    return fetch(input, init)
  }
}

/**
 * The screens are lazy route chunks: the first test of a file would pay for transforming them
 * (and final-form) inside its findBy timeout on a busy machine. Load them once up front.
 */
export async function loadAuthScreens() {
  await Promise.all([
    import('../../../src/features/auth/LoginPage'),
    import('../../../src/features/auth/AuthorizationPage'),
    import('../../../src/features/auth/RegistrChoicePage'),
    import('../../../src/features/auth/RegistrationPage'),
    import('../../../src/features/auth/RegistrationSuccessPage'),
    import('../../../src/features/auth/RestorePage'),
    import('../../../src/features/auth/RestoreProcessPage'),
    import('../../../src/features/cabinet/CabinetPage'),
  ])
}

/** Opens the logged-in header's account disclosure and returns its panel. */
export async function openAccountMenu(name: RegExp | string = /^(Мой аккаунт|Account)$/) {
  const { screen, within } = await import('@testing-library/react')
  const { default: userEvent } = await import('@testing-library/user-event')
  const toggle = await within(siteHeader()).findByRole('button', { name })
  await userEvent.click(toggle)
  return within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') ?? screen.getByRole('list'))
}
