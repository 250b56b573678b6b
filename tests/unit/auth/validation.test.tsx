import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { fakeFetch, renderRoute } from '../render'
import { loadAuthScreens } from './auth-helpers'

const noServer = () => fakeFetch({}).fetch

beforeAll(loadAuthScreens)

describe('§5 validation messages on the account forms', () => {
  it('§5: required fields say "Обязательное поле" (ru), and nothing is sent', async () => {
    const api = fakeFetch({})
    await renderRoute('/login', { fetch: api.fetch })
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Обязательное поле')
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Обязательное поле')
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    // Focus goes to the first field with a problem.
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText('Email'))
    expect(api.requests.some((r) => r.url.pathname.endsWith('/auth/login'))).toBe(false)
  })

  it('§5: required fields say "Required field" (en)', async () => {
    await renderRoute('/login', { lang: 'en', fetch: noServer() })
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Required field')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required field')
  })

  it('§5: an invalid email gets the format message once the field is left (ru, en)', async () => {
    await renderRoute('/restore', { fetch: noServer() })
    await userEvent.type(await screen.findByLabelText('Email'), 'name@example')
    await userEvent.tab()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Введите корректный email, например name@example.ru')
  })

  it('§5: an invalid email gets the format message (en)', async () => {
    await renderRoute('/restore', { lang: 'en', fetch: noServer() })
    await userEvent.type(await screen.findByLabelText('Email'), 'not an email')
    await userEvent.click(screen.getByRole('button', { name: 'Recover password' }))
    // Spaces never reach the field: what is left is still not an email.
    expect(screen.getByLabelText('Email')).toHaveValue('notanemail')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email, e.g. name@example.com')
  })

  it('§5: the password hint names the minimum length, and a short password is refused (ru)', async () => {
    await renderRoute('/registration', { fetch: noServer() })
    const password = await screen.findByLabelText('Пароль')
    expect(password).toHaveAccessibleDescription('Минимум 8 символов. Надёжнее всего — фраза из нескольких слов.')
    await userEvent.type(password, 'short')
    await userEvent.tab()
    expect(password).toHaveAccessibleDescription(/^Не короче 8 символов/)
    expect(password).toHaveAttribute('autocomplete', 'new-password')
  })

  it('§5: a short password is refused (en)', async () => {
    await renderRoute('/registration', { lang: 'en', fetch: noServer() })
    const password = await screen.findByLabelText('Password')
    await userEvent.type(password, 'short')
    await userEvent.tab()
    expect(password).toHaveAccessibleDescription(/^At least 8 characters/)
  })

  it('§5: registration needs the confirmation to match and the consent (ru)', async () => {
    await renderRoute('/registration', { fetch: noServer() })
    await userEvent.type(await screen.findByLabelText('Email'), 'new@horizon-forum.example')
    await userEvent.type(screen.getByLabelText('Пароль'), 'long enough 1')
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'long enough 2')
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают')
    expect(screen.getByRole('checkbox', { name: /обработку персональных данных/ })).toHaveAccessibleDescription('Без этого согласия продолжить нельзя')
  })

  it('§5: registration needs the confirmation to match and the consent (en)', async () => {
    await renderRoute('/registration', { lang: 'en', fetch: noServer() })
    await userEvent.type(await screen.findByLabelText('Email'), 'new@horizon-forum.example')
    await userEvent.type(screen.getByLabelText('Password'), 'long enough 1')
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'long enough 2')
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(screen.getByLabelText('Repeat the password')).toHaveAccessibleDescription('Passwords do not match')
    expect(screen.getByRole('checkbox', { name: /processing of my personal data/ })).toHaveAccessibleDescription("You can't continue without this consent")
  })

  it('fields carry the autocomplete and keyboard hints that autofill and phones use', async () => {
    await renderRoute('/login', { fetch: noServer() })
    const email = await screen.findByLabelText('Email')
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('autocomplete', 'email')
    expect(email).toHaveAttribute('inputmode', 'email')
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('autocomplete', 'current-password')
  })

  it('a field left by pressing the submit button shows its error only after the click, so the button does not move from under the pointer', async () => {
    // One user-event instance: it keeps the button pressed between the two calls.
    const user = userEvent.setup()
    await renderRoute('/restore', { fetch: noServer() })
    const email = await screen.findByLabelText('Email')
    await user.type(email, 'not-an-email')
    const button = screen.getByRole('button', { name: 'Восстановить пароль' })
    await user.pointer({ keys: '[MouseLeft>]', target: button })
    expect(email).not.toHaveFocus()
    expect(email).not.toHaveAttribute('aria-invalid')
    await user.pointer({ keys: '[/MouseLeft]', target: button })
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    expect(email).toHaveAccessibleDescription('Введите корректный email, например name@example.ru')
  })
})
