import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Handlers, deadFetch, fakeFetch, renderRoute } from '../render'
import { aTokenPair, aUser, apiError, bodyOf, deferred, gatedFetch, homeHandlers, loadAuthScreens, openAccountMenu, siteHeader } from './auth-helpers'

const EMAIL = 'visitor@horizon-forum.example'
const PASSWORD = 'visitor2026'

const accountHandlers = (over: Handlers = {}): Handlers => ({
  ...homeHandlers,
  '/acc/auth/login': (_url: URL, init: RequestInit | undefined) => {
    const body = bodyOf(init)
    return body.email === EMAIL && body.password === PASSWORD
      ? aTokenPair()
      : apiError(401, 'Неверный логин или пароль', 'invalid_credentials')
  },
  '/acc/api/user/me/': aUser(),
  '/acc/api/user/event/view/': null,
  // The cabinet, where a login lands.
  '/acc/api/user/meeting': [],
  ...over,
})

async function logIn(email = EMAIL, password = PASSWORD, button = 'Войти') {
  await userEvent.type(await screen.findByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText(/^(Пароль|Password)$/), password)
  await userEvent.click(screen.getByRole('button', { name: button }))
}

beforeAll(loadAuthScreens)

describe('/login', () => {
  it('§2 login: success stores the session, opens the cabinet and the header shows the logged-in buttons', async () => {
    const api = fakeFetch(accountHandlers())
    const { router } = await renderRoute('/login', { fetch: api.fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument()
    await logIn()
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/cabinet')
    expect(localStorage.getItem('jwt_token')).toBe('token-new')
    expect(localStorage.getItem('email')).toBe(EMAIL)
    expect(within(siteHeader()).queryByRole('link', { name: 'Войти' })).not.toBeInTheDocument()
    const account = await openAccountMenu()
    expect(account.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/cabinet')
    expect(account.getByRole('link', { name: 'Мои данные' })).toHaveAttribute('href', '/cabinet/personal-data')
    expect(account.getByRole('button', { name: 'Выйти' })).toBeInTheDocument()
    const login = api.requests.find((r) => r.url.pathname === '/api/acc/auth/login')
    expect(login?.headers.get('X-Lang')).toBe('ru')
  })

  it('§4 login: a safe redirect is where the person lands', async () => {
    const { router } = await renderRoute('/login?redirect=%2Fprivacy%3Fv%3D1%23s2', { fetch: fakeFetch(accountHandlers()).fetch })
    await logIn()
    await expect.poll(() => router.state.location.pathname).toBe('/privacy')
    expect(router.state.location.searchStr).toBe('?v=1')
    expect(router.state.location.hash).toBe('s2')
  })

  it.each(['//evil.example', '/\\evil', 'javascript:alert(1)', 'https://evil.example/cabinet'])(
    '§4 login: an unsafe redirect %s lands on the home page',
    async (redirect) => {
      const { router } = await renderRoute(`/login?redirect=${encodeURIComponent(redirect)}`, { fetch: fakeFetch(accountHandlers()).fetch })
      await logIn()
      await expect.poll(() => localStorage.getItem('jwt_token')).toBe('token-new')
      await expect.poll(() => router.state.location.href).toBe('/')
    },
  )

  it('§8: wrong credentials say "Неверный логин или пароль" and keep what was typed', async () => {
    const { router } = await renderRoute('/login', { fetch: fakeFetch(accountHandlers()).fetch })
    await logIn(EMAIL, 'wrong password')
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль')
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL)
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong password')
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('jwt_token')).toBeNull()
  })

  it('§8: wrong credentials say "Invalid username or password" (en)', async () => {
    await renderRoute('/login', { lang: 'en', fetch: fakeFetch(accountHandlers()).fetch })
    await logIn(EMAIL, 'wrong password', 'Log in')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')
  })

  it('§8: "Подождите, идёт авторизация" while the login is on its way, the button disabled', async () => {
    const answer = deferred<void>()
    await renderRoute('/login', { fetch: gatedFetch(fakeFetch(accountHandlers()).fetch, '/auth/login', answer.promise) })
    await logIn()
    expect(await screen.findByText('Подождите, идёт авторизация')).toHaveAttribute('role', 'status')
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled()
    answer.resolve()
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument()
  })

  it('§8: no response says "Ошибка соединения с сервером" and keeps what was typed', async () => {
    await renderRoute('/login', { fetch: deadFetch })
    await logIn()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Ошибка соединения с сервером')
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL)
    expect(screen.getByLabelText('Пароль')).toHaveValue(PASSWORD)
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled()
    await expect.poll(() => document.activeElement).toBe(alert)
  })

  it('an unconfirmed email is told to confirm it, with the server’s words', async () => {
    const handlers = accountHandlers({ '/acc/auth/login': apiError(403, 'Подтвердите email по ссылке из письма.', 'email_not_confirmed') })
    await renderRoute('/login', { fetch: fakeFetch(handlers).fetch })
    await logIn()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Email ещё не подтверждён')
    expect(alert).toHaveTextContent('Подтвердите email по ссылке из письма.')
  })

  it('too many attempts ask the person to wait', async () => {
    await renderRoute('/login', { fetch: fakeFetch(accountHandlers({ '/acc/auth/login': apiError(429, 'Too many', 'rate_limited') })).fetch })
    await logIn()
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток. Подождите несколько минут и попробуйте снова.')
  })

  it('server field errors appear under their fields', async () => {
    const handlers = accountHandlers({ '/acc/auth/login': apiError(422, 'Invalid', 'validation_failed', { email: ['Такой адрес не принимается'] }) })
    await renderRoute('/login', { fetch: fakeFetch(handlers).fetch })
    await logIn()
    await expect.poll(() => screen.getByLabelText('Email')).toHaveAccessibleDescription('Такой адрес не принимается')
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте поля формы.')
  })

  it('links to password recovery and registration, with the social login beside the form', async () => {
    await renderRoute('/login?redirect=%2Fcabinet', { fetch: fakeFetch({ '/acc/auth/providers': { vk: true } }).fetch })
    expect(await screen.findByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/restore')
    expect(screen.getByRole('link', { name: 'Нет аккаунта? Зарегистрироваться' })).toHaveAttribute('href', '/registration')
    expect(screen.getByRole('link', { name: 'Войти через VK ID' })).toHaveAttribute('href', '/api/acc/auth/vk/start?return=%2Fcabinet')
  })

  it('§2 noindex: the login page is hidden from search engines', async () => {
    await renderRoute('/login', { fetch: fakeFetch({}).fetch })
    await screen.findByRole('heading', { level: 1, name: 'Вход' })
    await expect.poll(() => document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow')
  })

  it('§4: after a relogin the auth machine brings the person back to where the 401 happened', async () => {
    const { router, auth } = await renderRoute('/privacy', { fetch: fakeFetch(accountHandlers()).fetch })
    await screen.findByRole('heading', { level: 1 })
    auth.send({ type: 'auth.tokenRejected', path: '/agreement#s1' })
    await expect.poll(() => router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/agreement#s1' })
    await logIn()
    await expect.poll(() => router.state.location.pathname).toBe('/agreement')
    expect(auth.getSnapshot().hasTag('authenticated')).toBe(true)
  })
})

describe('/login?confirm=<token> (the registration mail link)', () => {
  it('confirms the email once and says so; the token leaves the address', async () => {
    const api = fakeFetch({ '/acc/auth/confirm': { message: 'ok' } })
    const { router } = await renderRoute('/login?confirm=confirm-token-123', { fetch: api.fetch })
    expect(await screen.findByText('Email подтверждён, теперь можно войти')).toBeInTheDocument()
    const posts = api.requests.filter((r) => r.url.pathname === '/api/acc/auth/confirm')
    expect(posts).toHaveLength(1)
    await expect.poll(() => router.state.location.search).toEqual({})
    expect(screen.getByText('Email подтверждён, теперь можно войти')).toBeInTheDocument()
  })

  it('a used or expired link says so (en)', async () => {
    const api = fakeFetch({ '/acc/auth/confirm': apiError(400, 'Token invalid', 'token_invalid') })
    await renderRoute('/login?confirm=confirm-token-123', { lang: 'en', fetch: api.fetch })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not confirm the email')
    expect(alert).toHaveTextContent('The confirmation link has expired or has already been used.')
  })
})
