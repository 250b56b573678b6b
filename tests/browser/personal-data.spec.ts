import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { e2e } from '../../playwright.config'
import { linkIn, logIn, newConfirmedAccount, storedSession } from './support/accounts'
import { appReady } from './support/ready'

const WIZARD = '/cabinet/event-registration'
const personalKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('personal:')))

/**
 * After the reload with a revoked token two 401s (the session's `me` and the page's own call)
 * each lead to /login, one with the return path: log in once the address has stopped changing.
 * The later 401 arrives on /login and makes it the return path, so after the login the app stays
 * on /login (app.tsx sends the current path with auth.tokenRejected): the journeys wait for the
 * stored session and open the wizard themselves.
 */
async function atLoginSettled(page: Page) {
  await expect(page).toHaveURL(/\/login/)
  await appReady(page)
  let last = ''
  await expect
    .poll(async () => {
      const [before, now] = [last, page.url()]
      last = now
      await page.waitForTimeout(500)
      return before === now && page.url() === now
    })
    .toBe(true)
}

/** Types a few answers in the wizard's first step and waits until the draft holds them. */
async function startWizard(page: Page) {
  await page.goto(WIZARD)
  await page.getByLabel('Фамилия', { exact: true }).fill('Черновикова')
  await page.getByLabel('Город', { exact: true }).fill('Елабуга')
  await expect.poll(() => personalKeys(page)).toContain('personal:event-registration-draft')
}

test('a logout deletes the wizard’s draft; the next account to log in on this browser starts empty', async ({ page }) => {
  test.setTimeout(60_000)
  const boris = await newConfirmedAccount(page)
  const anna = await newConfirmedAccount(page)
  await logIn(page, anna.email, anna.password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await startWizard(page)

  await page.goto('/cabinet')
  await page.getByRole('button', { name: 'Выйти из аккаунта' }).click()
  await expect(page).not.toHaveURL(/\/cabinet/)
  expect(await personalKeys(page)).toEqual([])

  await page.goto(`/login?redirect=${encodeURIComponent(WIZARD)}`)
  await logIn(page, boris.email, boris.password)
  await expect(page).toHaveURL(new RegExp(`${WIZARD}$`))
  await expect(page.getByLabel('Фамилия', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Город', { exact: true })).toHaveValue('')
})

test('§4: a 401 mid-wizard keeps the draft for the relogin, and the same account gets it back', async ({ page, request }) => {
  test.setTimeout(60_000)
  const anna = await newConfirmedAccount(page)
  await logIn(page, anna.email, anna.password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await startWizard(page)
  // The session ends on the server behind the page's back; the next call of the page gets a 401.
  const token = (await storedSession(page))[0]!
  expect((await request.post('/api/acc/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true)
  await page.reload()
  await atLoginSettled(page)
  expect(await storedSession(page)).toEqual([null, null, null])
  expect(await personalKeys(page)).toEqual(['personal:event-registration-draft'])

  await logIn(page, anna.email, anna.password)
  await expect.poll(async () => (await storedSession(page))[2]).toBe(anna.email)
  await page.goto(WIZARD)
  await expect(page.getByLabel('Фамилия', { exact: true })).toHaveValue('Черновикова')
  await expect(page.getByLabel('Город', { exact: true })).toHaveValue('Елабуга')
})

test('§4: after a 401 a login by another account deletes the draft', async ({ page, request }) => {
  test.setTimeout(60_000)
  const boris = await newConfirmedAccount(page)
  const anna = await newConfirmedAccount(page)
  await logIn(page, anna.email, anna.password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await startWizard(page)
  const token = (await storedSession(page))[0]!
  expect((await request.post('/api/acc/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true)
  await page.reload()
  await atLoginSettled(page)

  await logIn(page, boris.email, boris.password)
  await expect.poll(async () => (await storedSession(page))[2]).toBe(boris.email)
  // The relogin goes back to the wizard, which may keep Boris's own (empty) draft: what must be
  // gone is every record of Anna's.
  const annasRecords = () =>
    page.evaluate(
      (email) => Object.keys(localStorage).filter((k) => k.startsWith('personal:') && (localStorage.getItem(k) ?? '').toLowerCase().includes(email.toLowerCase())),
      anna.email,
    )
  await expect.poll(annasRecords).toEqual([])
  await page.goto(WIZARD)
  await expect(page.getByLabel('Город', { exact: true })).toHaveValue('')
  expect((await page.evaluate(() => localStorage.getItem('personal:event-registration-draft'))) ?? '').not.toContain('Елабуга')
})

test('the password-reset page takes its token out of the address, and a reload still sets the password', async ({ page }) => {
  test.setTimeout(60_000)
  const { email } = await newConfirmedAccount(page)
  await page.goto('/restore')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Восстановить пароль' }).click()
  let link: URL | undefined
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`http://127.0.0.1:${e2e.mailPort}/mails`)).json()) as { to: string; text: string }[]
      const mail = mails.find((m) => m.to.includes(email) && m.text.includes('/restore/process?token='))
      link = mail ? linkIn({ ...mail, subject: '' }, '/restore/process?token=') : undefined
      return link !== undefined
    }, { timeout: 15_000 })
    .toBe(true)
  if (!link) throw new Error('no reset mail')
  await page.goto(link.pathname + link.search)
  await expect(page.getByLabel('Новый пароль')).toBeVisible()
  expect(page.url()).not.toContain('token')

  await page.reload()
  await page.getByLabel('Новый пароль').fill('a brand new passphrase')
  await page.getByLabel('Повторите пароль').fill('a brand new passphrase')
  await page.getByRole('button', { name: 'Сохранить пароль' }).click()
  await expect(page.getByText('Пароль успешно изменён')).toBeVisible()
  await page.goto('/login')
  await appReady(page)
  await logIn(page, email, 'a brand new passphrase')
  await expect(page).toHaveURL(/\/cabinet$/)
})
