import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { isSpeaker } from '../../../src/features/cabinet/load-cabinet'
import { type Handlers, fakeFetch, renderRoute } from '../render'
import { aTokenPair, aUser, homeHandlers, loadAuthScreens, openAccountMenu, siteHeader, storeSession } from './auth-helpers'

const handlers = (over: Handlers = {}): Handlers => ({
  ...homeHandlers,
  '/acc/auth/login': aTokenPair(),
  '/acc/auth/logout': { message: 'ok' },
  '/acc/api/user/me/': aUser(),
  '/acc/api/user/event/view/': null,
  '/acc/api/user/meeting': [],
  ...over,
})

beforeAll(loadAuthScreens)

describe('/cabinet', () => {
  it('§6: an anonymous person is sent to /login?redirect=/cabinet, and back after logging in', async () => {
    const { router } = await renderRoute('/cabinet', { fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/cabinet' })
    await userEvent.type(screen.getByLabelText('Email'), 'visitor@horizon-forum.example')
    await userEvent.type(screen.getByLabelText('Пароль'), 'visitor2026')
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/cabinet')
  })

  it('house style 8: a hover preload of /cabinet never redirects and never calls the account API', async () => {
    const api = fakeFetch(handlers())
    const { router, auth } = await renderRoute('/privacy', { fetch: api.fetch })
    await screen.findByRole('heading', { level: 1 })
    await router.preloadRoute({ to: '/cabinet' })
    expect(router.state.location.pathname).toBe('/privacy')
    expect(auth.getSnapshot().matches('anonymous')).toBe(true)
    expect(api.requests.filter((r) => r.url.pathname.startsWith('/api/acc'))).toHaveLength(0)
  })

  it('§2 cabinet: a person without a name is greeted without the email, and offered the event registration first', async () => {
    storeSession()
    await renderRoute('/cabinet', { fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument()
    expect(screen.getByText('Здравствуйте!')).toBeInTheDocument()
    expect(screen.queryByText(/visitor@horizon-forum\.example/)).not.toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Зарегистрироваться на форум' })).toHaveAttribute('href', '/cabinet/event-registration')
    const nav = screen.getByRole('navigation', { name: 'Разделы кабинета' })
    expect(within(nav).getByRole('link', { name: 'Мои данные' })).toHaveAttribute('href', '/cabinet/personal-data')
  })

  it('§2 cabinet: the visitor label (ru)', async () => {
    storeSession()
    await renderRoute('/cabinet', { fetch: fakeFetch(handlers({ '/acc/api/user/event/view/': { member_role: 'visitor', qr_code: 'QR' } })).fetch })
    expect(await screen.findByText('Посетитель')).toBeInTheDocument()
  })

  it('§2 cabinet: the speaker label (en)', async () => {
    storeSession()
    await renderRoute('/cabinet', {
      lang: 'en',
      fetch: fakeFetch(handlers({ '/acc/api/user/event/view/': { member_role: 'speaker', qr_code: 'QR' }, '/acc/api/user/media': [] })).fetch,
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument()
    expect(await screen.findByText('Speaker')).toBeInTheDocument()
    expect(screen.getByText(/^Hello!/)).toBeInTheDocument()
  })

  it('§4: logging out clears the stored token, expiry and email and shows the guest buttons', async () => {
    storeSession()
    const api = fakeFetch(handlers())
    const { router } = await renderRoute('/cabinet', { fetch: api.fetch })
    await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })
    const account = await openAccountMenu()
    await userEvent.click(account.getByRole('button', { name: 'Выйти' }))
    // At once, not after the home page has loaded.
    expect(localStorage.getItem('jwt_token')).toBeNull()
    expect(router.state.location.pathname).toBe('/')
    expect(localStorage.getItem('jwt_expires_at')).toBeNull()
    expect(localStorage.getItem('email')).toBeNull()
    const header = siteHeader()
    expect(await within(header).findByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/authorization')
    expect(within(header).getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/registration')
    expect(within(header).queryByRole('link', { name: 'Личный кабинет' })).not.toBeInTheDocument()
    // The token is revoked on the server too.
    expect(api.requests.some((r) => r.url.pathname === '/api/acc/auth/logout')).toBe(true)
  })

  it('§4: the cabinet’s own log out button works the same way (en)', async () => {
    storeSession()
    const { router } = await renderRoute('/cabinet', { lang: 'en', fetch: fakeFetch(handlers()).fetch })
    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Account sections' })).getByRole('button', { name: 'Log out' }))
    await expect.poll(() => router.state.location.pathname).toBe('/')
    await expect.poll(() => localStorage.getItem('jwt_token')).toBeNull()
    expect(await within(siteHeader()).findByRole('link', { name: 'Log in' })).toBeInTheDocument()
  })

  it('§2 noindex: the cabinet is hidden from search engines', async () => {
    storeSession()
    await renderRoute('/cabinet', { fetch: fakeFetch(handlers()).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })
    await expect.poll(() => document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow')
  })
})

describe('header buttons (§2)', () => {
  it('a guest sees registration and log in (en)', async () => {
    await renderRoute('/privacy', { lang: 'en', fetch: fakeFetch({}).fetch })
    await screen.findByRole('heading', { level: 1 })
    const header = siteHeader()
    expect(await within(header).findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/registration')
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/authorization')
  })

  it('a logged-in person sees my account, profile and log out behind "Account" (en)', async () => {
    storeSession()
    await renderRoute('/privacy', { lang: 'en', fetch: fakeFetch(handlers()).fetch })
    await screen.findByRole('heading', { level: 1 })
    expect(within(siteHeader()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument()
    const account = await openAccountMenu('Account')
    expect(account.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/cabinet')
    expect(account.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/cabinet/personal-data')
    expect(account.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
  })

  it('the account disclosure closes with Escape and gives focus back to its button', async () => {
    storeSession()
    await renderRoute('/privacy', { fetch: fakeFetch(handlers()).fetch })
    await screen.findByRole('heading', { level: 1 })
    const account = await openAccountMenu()
    const toggle = within(siteHeader()).getByRole('button', { name: 'Мой аккаунт' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    account.getByRole('link', { name: 'Личный кабинет' }).focus()
    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
    expect(within(siteHeader()).queryByRole('link', { name: 'Личный кабинет' })).not.toBeInTheDocument()
  })
})

describe('who is a speaker: one rule (isSpeaker)', () => {
  it('§4: a role other than visitor sets canSpeak; a visitor, or no event registration, is not a speaker', () => {
    expect(isSpeaker({ member_role: 'visitor', qr_code: 'QR' }, [])).toBe(false)
    expect(isSpeaker(null, [])).toBe(false)
    expect(isSpeaker({ member_role: 'speaker', qr_code: 'QR' }, [])).toBe(true)
  })

  it('§6: speaking or moderating at one of their sessions makes a visitor a speaker too', () => {
    const visitor = { member_role: 'visitor', qr_code: 'QR' }
    expect(isSpeaker(visitor, [{ participation: 'participant' }, { participation: null }])).toBe(false)
    expect(isSpeaker(visitor, [{ participation: null }, { participation: 'moderator' }])).toBe(true)
    expect(isSpeaker(null, [{ participation: 'speaker' }])).toBe(true)
  })
})
