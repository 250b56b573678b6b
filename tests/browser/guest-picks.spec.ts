/**
 * Stars set as a guest are kept in the browser, shown on /my-picks, and after
 * registering, confirming and logging in they are in the cabinet's program; the browser's copy
 * is gone.
 */
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount } from './support/accounts'
import { appReady } from './support/ready'

test('star sessions as a guest, register, confirm, log in, and find the picks in the cabinet', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/program/meeting/1')
  await appReady(page)
  const first = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  const star = page.getByRole('button', { name: /В мои отметки/ })
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/program/grid?day=2026-12-09')
  await appReady(page)
  const cell = page.getByRole('button', { name: /^В мои отметки: / }).first()
  const second = ((await cell.getAttribute('aria-label')) ?? '').replace(/^В мои отметки: /, '')
  await cell.click()
  await expect(cell).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/my-picks')
  await appReady(page)
  await expect(page.getByRole('link', { name: first })).toBeVisible()
  await expect(page.getByRole('link', { name: second })).toBeVisible()

  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  const mine = page.getByRole('region', { name: 'Моя программа' })
  await expect(mine.getByRole('link', { name: first })).toBeVisible()
  await expect(mine.getByRole('link', { name: second })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('guest-picks'))).toBeNull()
})
