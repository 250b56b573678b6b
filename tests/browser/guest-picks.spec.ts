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
  // Titles carry soft hyphens for line breaks; names are compared without them.
  const first = (await page.getByRole('heading', { level: 1 }).textContent())!.replaceAll('\u00AD', '').trim()
  // The same words as for a person logged in, and they change when pressed.
  await page.getByRole('button', { name: 'В мою программу', exact: true }).click()
  await expect(page.getByRole('button', { name: 'В моей программе', exact: true })).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/program/grid?day=2026-12-09')
  await appReady(page)
  const cell = page.getByRole('button', { name: /^В мою программу: / }).first()
  const second = ((await cell.getAttribute('aria-label')) ?? '').replace(/^В мою программу: /, '')
  await cell.click()
  await expect(page.getByRole('button', { name: `В моей программе: ${second}`, exact: true })).toHaveAttribute('aria-pressed', 'true')

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
