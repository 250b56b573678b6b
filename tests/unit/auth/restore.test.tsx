import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Handlers, deadFetch, fakeFetch, renderRoute } from '../render'
import { apiError, bodyOf, loadAuthScreens } from './auth-helpers'

const EMAIL = 'visitor@horizon-forum.example'

beforeAll(loadAuthScreens)

describe('/restore', () => {
  it('§8: sends the email and says "Инструкции отправлены на почту"', async () => {
    let body: Record<string, unknown> = {}
    const handlers: Handlers = {
      '/acc/auth/restore': (_url: URL, init: RequestInit | undefined) => {
        body = bodyOf(init)
        return { message: 'ok' }
      },
    }
    await renderRoute('/restore', { fetch: fakeFetch(handlers).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Email'), ` ${EMAIL} `)
    await userEvent.click(screen.getByRole('button', { name: 'Восстановить пароль' }))
    expect(await screen.findByText('Инструкции отправлены на почту')).toBeInTheDocument()
    expect(body).toEqual({ email: EMAIL })
    // Sending again starts from the same address.
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ещё раз' }))
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL)
  })

  it('§8: "Instructions sent to email" (en)', async () => {
    await renderRoute('/restore', { lang: 'en', fetch: fakeFetch({ '/acc/auth/restore': { message: 'ok' } }).fetch })
    await userEvent.type(await screen.findByLabelText('Email'), EMAIL)
    await userEvent.click(screen.getByRole('button', { name: 'Recover password' }))
    expect(await screen.findByText('Instructions sent to email')).toBeInTheDocument()
  })

  it('§8: no response says "Ошибка восстановления пароля" and "Ошибка соединения с сервером", keeping the email', async () => {
    await renderRoute('/restore', { fetch: deadFetch })
    await userEvent.type(await screen.findByLabelText('Email'), EMAIL)
    await userEvent.click(screen.getByRole('button', { name: 'Восстановить пароль' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Ошибка восстановления пароля')
    expect(alert).toHaveTextContent('Ошибка соединения с сервером')
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL)
  })
})

describe('/restore/process', () => {
  // The token waits in this tab's storage (restore-token.ts): each test is a new tab.
  afterEach(() => sessionStorage.clear())

  it('the token leaves the address before the form shows; a reload of the tab still changes the password', async () => {
    let body: Record<string, unknown> = {}
    const handlers: Handlers = {
      '/acc/auth/restore/process': (_url: URL, init: RequestInit | undefined) => {
        body = bodyOf(init)
        return { message: 'ok' }
      },
    }
    const first = await renderRoute('/restore/process?token=reset-token-123', { fetch: fakeFetch(handlers).fetch })
    await screen.findByLabelText('Новый пароль')
    expect(first.router.state.location.href).toBe('/restore/process')
    // Replaced, not pushed: the history has no entry with the token either.
    expect(first.router.history.location.search).toBe('')
    expect(first.router.history.length).toBe(1)
    first.unmount()

    // The reload: the address has no token any more.
    await renderRoute('/restore/process', { fetch: fakeFetch(handlers).fetch })
    await userEvent.type(await screen.findByLabelText('Новый пароль'), 'new password 1')
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'new password 1')
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }))
    expect(await screen.findByText('Пароль успешно изменён')).toBeInTheDocument()
    expect(body.token).toBe('reset-token-123')
    // Used: not kept for anything else.
    expect(sessionStorage.length).toBe(0)
  })

  it('§5: the two passwords must match (ru)', async () => {
    const api = fakeFetch({})
    await renderRoute('/restore/process?token=reset-token-123', { fetch: api.fetch })
    await userEvent.type(await screen.findByLabelText('Новый пароль'), 'new password 1')
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'new password 2')
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }))
    expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают')
    expect(api.requests.some((r) => r.url.pathname.endsWith('/restore/process'))).toBe(false)
  })

  it('§5: the two passwords must match (en)', async () => {
    await renderRoute('/restore/process?token=reset-token-123', { lang: 'en', fetch: fakeFetch({}).fetch })
    await userEvent.type(await screen.findByLabelText('New password'), 'new password 1')
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'new password 2')
    await userEvent.tab()
    expect(screen.getByLabelText('Repeat the password')).toHaveAccessibleDescription('Passwords do not match')
  })

  it('§8: a new password with the token says "Пароль успешно изменён" with a way to log in', async () => {
    let body: Record<string, unknown> = {}
    const handlers: Handlers = {
      '/acc/auth/restore/process': (_url: URL, init: RequestInit | undefined) => {
        body = bodyOf(init)
        return { message: 'ok' }
      },
    }
    await renderRoute('/restore/process?token=reset-token-123', { fetch: fakeFetch(handlers).fetch })
    await userEvent.type(await screen.findByLabelText('Новый пароль'), 'new password 1')
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'new password 1')
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }))
    expect(await screen.findByText('Пароль успешно изменён')).toBeInTheDocument()
    expect(body).toEqual({ token: 'reset-token-123', password: 'new password 1', password_confirmation: 'new password 1' })
    expect(screen.getByRole('link', { name: 'Войти с новым паролем' })).toHaveAttribute('href', '/login')
  })

  it('§8: a used or expired token says "Password recovery error" with a way to ask again (en)', async () => {
    const handlers: Handlers = { '/acc/auth/restore/process': apiError(400, 'Token invalid', 'token_invalid') }
    await renderRoute('/restore/process?token=reset-token-123', { lang: 'en', fetch: fakeFetch(handlers).fetch })
    await userEvent.type(await screen.findByLabelText('New password'), 'new password 1')
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'new password 1')
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Password recovery error')
    expect(alert).toHaveTextContent('The password reset link has expired or has already been used.')
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/restore')
  })

  it('§8: a link without a token says "Ошибка восстановления пароля" at once', async () => {
    await renderRoute('/restore/process', { fetch: fakeFetch({}).fetch })
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка восстановления пароля')
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument()
  })
})
