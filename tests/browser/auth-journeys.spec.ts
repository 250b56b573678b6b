import { e2e } from '../../playwright.config'
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount, storedSession } from './support/accounts'
import { appReady } from './support/ready'

test('§4: register, confirm by mail, log in, stay logged in across a reload, log out with storage emptied', async ({ page, consoleErrors }) => {
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible()
  expect((await storedSession(page))[2]).toBe(email)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible()
  await expect(page).toHaveURL(/\/cabinet$/)

  await page.getByRole('button', { name: 'Выйти из аккаунта' }).click()
  await expect(page).not.toHaveURL(/\/cabinet/)
  expect(await storedSession(page)).toEqual([null, null, null])
  await page.goto('/cabinet')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcabinet/)
  expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([])
})

test('§4: logging out in one tab sends the other tab to /login', async ({ page, context }) => {
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  const other = await context.newPage()
  await other.goto('/program')
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible()
  // The heading is the server's paint: only the other tab's app, once running, holds the session to lose.
  await appReady(other)

  await page.getByRole('button', { name: 'Выйти из аккаунта' }).click()
  await expect(other).toHaveURL(/\/login/)
  expect(await storedSession(other)).toEqual([null, null, null])
})

test('§4: a 401 in the middle of a visit leads to /login and back to the same page after login', async ({ page, request }) => {
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await page.goto('/program')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await appReady(page)
  // The session ends on the server behind the page's back (e.g. a password reset elsewhere).
  const token = (await storedSession(page))[0]!
  expect((await request.post('/api/acc/auth/logout', { headers: { Authorization: `Bearer ${token}` } })).ok()).toBe(true)

  await page.getByRole('button', { name: 'Открыть меню' }).click()
  await page.getByRole('button', { name: 'Мой аккаунт' }).click()
  await page.getByRole('link', { name: 'Личный кабинет' }).click()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcabinet/)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible()
})

test.describe('with 20-second tokens', () => {
  test.use({ baseURL: `http://127.0.0.1:${e2e.shortPort}` })

  test('§4: a token that expires while the page is open is refreshed without the person noticing', async ({ page }) => {
    await page.clock.install()
    const { email, password } = await newConfirmedAccount(page)
    await logIn(page, email, password)
    await expect(page).toHaveURL(/\/cabinet$/)
    const before = (await storedSession(page))[0]
    // Real time for the server's refresh window to open (half the lifetime before expiry)...
    await page.waitForTimeout(11_000)
    // ...and the page's own clock to the next 300 s refresh check.
    await page.clock.fastForward('05:01')
    await expect.poll(async () => (await storedSession(page))[0]).not.toBe(before)
    await expect(page).toHaveURL(/\/cabinet$/)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible()
  })

  test('§4, §9: a session left past the 7-day refresh window ends cleanly at /login', async ({ page }) => {
    await page.clock.install()
    const { email, password } = await newConfirmedAccount(page)
    await logIn(page, email, password)
    await expect(page).toHaveURL(/\/cabinet$/)
    await page.clock.fastForward(193 * 60 * 60 * 1000)
    await expect(page).toHaveURL(/\/login/)
    expect(await storedSession(page)).toEqual([null, null, null])
  })
})

test('the return path after login accepts only same-origin paths', async ({ page }) => {
  const { email, password } = await newConfirmedAccount(page)
  await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/x')}`)
  await logIn(page, email, password)
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/$`))
})
