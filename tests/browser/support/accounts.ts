import type { Page } from '@playwright/test'
import { e2e } from '../../../playwright.config'
import { expect } from '../fixtures'

const SESSION_KEYS = ['jwt_token', 'jwt_expires_at', 'email']
export const storedSession = (page: Page) =>
  page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), SESSION_KEYS)
const unique = () => `journey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`

interface Mail {
  to: string
  subject: string
  text: string
}

/** The mails the site sent over SMTP to the test's SMTP server. */
export async function mailTo(address: string): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`http://127.0.0.1:${e2e.mailPort}/mails`)).json()) as Mail[]
      found = mails.reverse().find((m) => m.to.includes(address))
      return found !== undefined
    }, { timeout: 15_000 })
    .toBe(true)
  return found!
}

export const linkIn = (mail: Mail, path: string) => {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(mail.text)
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`)
  return new URL(match[0])
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Пароль', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
}

export async function register(page: Page, email: string, password: string) {
  await page.goto('/registration')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Пароль', { exact: true }).fill(password)
  await page.getByLabel('Повторите пароль').fill(password)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(page).toHaveURL(/\/registration\/success/)
}

/** Registers and confirms through the real mail, leaving the person on /login. */
export async function newConfirmedAccount(page: Page, password = 'correct horse battery') {
  const email = unique()
  await register(page, email, password)
  const confirm = linkIn(await mailTo(email), '/login?confirm=')
  await page.goto(confirm.pathname + confirm.search)
  await expect(page.getByText('Email подтверждён', { exact: false })).toBeVisible()
  return { email, password }
}


/**
 * Logs a person in through the API (the demo visitor unless told) and stores the session as the
 * site does (§3): the next page opens logged in. A journey that changes the person's picks uses an
 * account of its own: the demo visitor is shared by journeys running at the same time.
 */
export async function logInByApi(page: Page, account = { email: 'visitor@horizon-forum.example', password: 'visitor2026' }) {
  const res = await page.request.post('/api/acc/auth/login', { data: account })
  expect(res.status()).toBe(200)
  const { data } = (await res.json()) as { data: { access_token: string; expires_in: number } }
  await page.addInitScript(
    ({ token, expiresAt, email }) => {
      localStorage.setItem('jwt_expires_at', String(expiresAt))
      localStorage.setItem('email', email)
      localStorage.setItem('jwt_token', token)
    },
    { token: data.access_token, expiresAt: Date.now() + data.expires_in * 1000, email: account.email },
  )
}
