import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Handlers, fakeFetch, renderRoute } from '../render'
import { aTokenPair, aUser, apiError, homeHandlers, loadAuthScreens } from './auth-helpers'

const handlers = (over: Handlers = {}): Handlers => ({
  ...homeHandlers,
  '/acc/auth/providers': { vk: true },
  '/acc/auth/social/exchange': aTokenPair('token-vk'),
  '/acc/api/user/me/': aUser('vk-person@horizon-forum.example'),
  '/acc/api/user/event/view/': null,
  ...over,
})

beforeAll(loadAuthScreens)

describe('/authorization', () => {
  it('log in from the header in one screen: the password field is on /authorization, no consent asked for it', async () => {
    const api = fakeFetch(handlers({ '/acc/auth/login': aTokenPair('token-pw'), '/acc/api/user/meeting': [] }))
    const { router } = await renderRoute('/authorization?redirect=%2Fprivacy', { fetch: api.fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Email'), 'visitor@horizon-forum.example')
    await userEvent.type(screen.getByLabelText('Пароль'), 'visitor2026')
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }))
    await expect.poll(() => router.state.location.pathname).toBe('/privacy')
  })

  it('consent is asked before a first social login, then remembered: the next visit shows no checkbox', async () => {
    localStorage.removeItem('consent:personal-data')
    const first = await renderRoute('/authorization?redirect=%2Fcabinet', { fetch: fakeFetch(handlers()).fetch })
    const vk = await screen.findByRole('link', { name: 'Войти через VK ID' })
    // jsdom does not navigate: the link's default is what the guard prevents or lets through.
    const click = () => vk.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(click()).toBe(false)
    expect(await screen.findByRole('alert')).toHaveTextContent('Чтобы продолжить, отметьте согласие на обработку персональных данных')
    const consent = screen.getByRole('checkbox', { name: /обработку персональных данных/ })
    await waitFor(() => expect(consent).toHaveFocus())
    await userEvent.click(consent)
    expect(click()).toBe(true)
    first.unmount()
    await renderRoute('/authorization', { fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('link', { name: 'Войти через VK ID' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    localStorage.removeItem('consent:personal-data')
  })

  it('§2: VK ID is a real link to the server’s start, with the return path (en)', async () => {
    await renderRoute('/authorization?redirect=%2Fcabinet', { lang: 'en', fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('link', { name: 'Log in with VK ID' })).toHaveAttribute('href', '/api/acc/auth/vk/start?return=%2Fcabinet')
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: /User Agreement/ })).toHaveAttribute('href', '/agreement')
  })

  it('§2: without VK ID on the server only the email way is offered', async () => {
    await renderRoute('/authorization', { fetch: fakeFetch(handlers({ '/acc/auth/providers': { vk: false } })).fetch })
    expect(await screen.findByLabelText('Пароль')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Войти через VK ID' })).not.toBeInTheDocument()
  })

  it('§1: the way back from VK ID exchanges nothing by itself: the person clicks to finish', async () => {
    const api = fakeFetch(handlers())
    const { router, auth } = await renderRoute('/authorization?social_code=social-code-123&return=%2Fprivacy', { fetch: api.fetch })
    expect(await screen.findByText('Вы вернулись из VK ID. Нажмите кнопку, чтобы войти в свой аккаунт.')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.requests.filter((r) => r.url.pathname === '/api/acc/auth/social/exchange')).toHaveLength(0)
    expect(auth.getSnapshot().hasTag('authenticated')).toBe(false)
    expect(router.state.location.pathname).toBe('/authorization')
  })

  it('the way back from VK ID exchanges the code on the click, logs in and goes to the safe return path', async () => {
    const api = fakeFetch(handlers())
    const { router, auth } = await renderRoute('/authorization?social_code=social-code-123&return=%2Fprivacy', { fetch: api.fetch })
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить вход' }))
    await expect.poll(() => router.state.location.pathname).toBe('/privacy')
    expect(auth.getSnapshot().context.email).toBe('vk-person@horizon-forum.example')
    expect(localStorage.getItem('jwt_token')).toBe('token-vk')
    expect(api.requests.filter((r) => r.url.pathname === '/api/acc/auth/social/exchange')).toHaveLength(1)
  })

  it('the social login asks `me` once: the session takes the profile from that answer, and no event view', async () => {
    const api = fakeFetch(handlers())
    const { router, auth } = await renderRoute('/authorization?social_code=social-code-123&return=%2Fprivacy', { fetch: api.fetch })
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить вход' }))
    await expect.poll(() => router.state.location.pathname).toBe('/privacy')
    expect(auth.getSnapshot().hasTag('authenticated')).toBe(true)
    expect(auth.getSnapshot().hasTag('profileLoading')).toBe(false)
    expect(api.requests.filter((r) => r.url.pathname === '/api/acc/api/user/me/')).toHaveLength(1)
    expect(api.requests.filter((r) => r.url.pathname === '/api/acc/api/user/event/view/')).toHaveLength(0)
  })

  it('a social return path elsewhere lands on the home page', async () => {
    const { router } = await renderRoute('/authorization?social_code=social-code-123&return=%2F%2Fevil.example', { fetch: fakeFetch(handlers()).fetch })
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить вход' }))
    await expect.poll(() => localStorage.getItem('jwt_token')).toBe('token-vk')
    await expect.poll(() => router.state.location.href).toBe('/')
  })

  it('a failed VK ID login says so (?social_error=1), and a refused code too (en)', async () => {
    await renderRoute('/authorization?social_error=1', { fetch: fakeFetch(handlers()).fetch })
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось войти через VK ID')
  })

  it('a refused code says so (en)', async () => {
    const over = handlers({ '/acc/auth/social/exchange': apiError(400, 'Code invalid', 'token_invalid') })
    await renderRoute('/authorization?social_code=social-code-123', { lang: 'en', fetch: fakeFetch(over).fetch })
    await userEvent.click(await screen.findByRole('button', { name: 'Finish logging in' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not log in with VK ID')
    expect(alert).toHaveTextContent('The link has expired or has already been used.')
  })

  it('§1: a code brought to another browser is refused with a clear message, and no one is logged in', async () => {
    const over = handlers({ '/acc/auth/social/exchange': apiError(403, 'Other browser', 'other_browser') })
    const { auth } = await renderRoute('/authorization?social_code=social-code-123', { fetch: fakeFetch(over).fetch })
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить вход' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось войти через VK ID')
    expect(alert).toHaveTextContent('Этот вход начат в другом браузере или по чужой ссылке. Если вы входили сами, начните вход через VK ID заново.')
    expect(auth.getSnapshot().hasTag('authenticated')).toBe(false)
    expect(localStorage.getItem('jwt_token')).toBeNull()
  })
})
