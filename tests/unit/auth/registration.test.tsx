import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Handlers, fakeFetch, renderRoute } from '../render'
import { apiError, bodyOf, loadAuthScreens } from './auth-helpers'

const EMAIL = 'new@horizon-forum.example'

async function fillAndSubmit(lang: 'ru' | 'en' = 'ru') {
  const ru = lang === 'ru'
  await userEvent.type(await screen.findByLabelText('Email'), EMAIL)
  await userEvent.type(screen.getByLabelText(ru ? 'Пароль' : 'Password'), 'correct horse')
  await userEvent.type(screen.getByLabelText(ru ? 'Повторите пароль' : 'Repeat the password'), 'correct horse')
  await userEvent.click(screen.getByRole('checkbox', { name: ru ? /обработку персональных данных/ : /personal data/ }))
  await userEvent.click(screen.getByRole('button', { name: ru ? 'Зарегистрироваться' : 'Register' }))
}

beforeAll(loadAuthScreens)

describe('/registr and /registration', () => {
  it('§2 /registr: the choice of registration method, and a way to log in', async () => {
    await renderRoute('/registr', { fetch: fakeFetch({ '/acc/auth/providers': { vk: false } }).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Зарегистрироваться по email' })).toHaveAttribute('href', '/registration')
    expect(screen.queryByRole('link', { name: 'Зарегистрироваться через VK ID' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Уже есть аккаунт? Войти' })).toHaveAttribute('href', '/authorization')
  })

  it('§2 /registr: VK ID when the server offers it, behind the consent', async () => {
    await renderRoute('/registr', { lang: 'en', fetch: fakeFetch({ '/acc/auth/providers': { vk: true } }).fetch })
    const vk = await screen.findByRole('link', { name: 'Register with VK ID' })
    expect(vk).toHaveAttribute('href', '/api/acc/auth/vk/start?return=%2Fcabinet')
    await userEvent.click(vk)
    expect(screen.getByRole('alert')).toHaveTextContent('To continue, tick the consent to personal data processing')
    expect(screen.getByRole('checkbox', { name: /personal data/ })).toHaveFocus()
  })

  it('§2 registration: the form posts email, passwords and consent, then asks to confirm the email', async () => {
    let body: Record<string, unknown> = {}
    const handlers: Handlers = {
      '/acc/auth/register': (_url: URL, init: RequestInit | undefined) => {
        body = bodyOf(init)
        return { message: 'ok' }
      },
    }
    const { router } = await renderRoute('/registration', { fetch: fakeFetch(handlers).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация по email' })).toBeInTheDocument()
    await fillAndSubmit()
    expect(await screen.findByRole('heading', { level: 1, name: 'Подтвердите email' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/registration/success')
    expect(body).toEqual({ email: EMAIL, password: 'correct horse', password_confirmation: 'correct horse', consent: true })
    expect(screen.getByRole('status')).toHaveTextContent(`Мы отправили письмо на ${EMAIL}.`)
    expect(screen.getByText(/Проверьте папку «Спам»/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Перейти ко входу' })).toHaveAttribute('href', '/login')
    // The address is not put into the URL.
    expect(router.state.location.href).not.toContain('horizon-forum')
  })

  it('§8: a taken email says "Registration error" and why, keeping the form (en)', async () => {
    const handlers: Handlers = { '/acc/auth/register': apiError(409, 'Email already registered', 'email_taken') }
    await renderRoute('/registration', { lang: 'en', fetch: fakeFetch(handlers).fetch })
    await fillAndSubmit('en')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Registration error')
    expect(alert).toHaveTextContent('This email is already registered. Log in or recover your password.')
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL)
    expect(screen.getByRole('checkbox', { name: /personal data/ })).toBeChecked()
  })

  it('§8: "Ошибка регистрации" with the server’s field message under the field', async () => {
    const handlers: Handlers = {
      '/acc/auth/register': apiError(422, 'Ошибка проверки', 'validation_failed', { password: ['Пароль слишком простой'] }),
    }
    await renderRoute('/registration', { fetch: fakeFetch(handlers).fetch })
    await fillAndSubmit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка регистрации')
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription(/^Пароль слишком простой/)
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText('Пароль'))
  })

  it('the consent links open the legal texts in a new tab, so the form keeps what was typed', async () => {
    await renderRoute('/registration', { fetch: fakeFetch({}).fetch })
    const privacy = await screen.findByRole('link', { name: /Политикой конфиденциальности\s*\(откроется в новой вкладке\)/ })
    expect(privacy).toHaveAttribute('href', '/privacy')
    expect(privacy).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: /Пользовательское соглашение\s*\(откроется в новой вкладке\)/ })).toHaveAttribute('href', '/agreement')
  })

  it('registration success without a known address still asks to confirm the email (en)', async () => {
    await renderRoute('/registration/success', { lang: 'en', fetch: fakeFetch({}).fetch })
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('We have sent you an email.')
  })
})
