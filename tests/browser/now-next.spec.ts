/**
 * Now and next, on Playwright's clock before, during and after the forum (the demo
 * event: 8–11 December 2026 in Europe/Moscow). Nothing that depends on "now" is in the server's
 * markup, so taking the page over logs no hydration mismatch.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { appReady } from './support/ready'

const at = (page: Page, iso: string) => page.clock.setFixedTime(new Date(iso))
const hydrationErrors = (errors: string[]) => errors.filter((e) => /hydrat|did not match/i.test(e))

test('§16: before the forum there is no now line, no jump to now and no now-and-next block', async ({ page, consoleErrors }) => {
  await at(page, '2026-12-07T20:59:00+03:00')
  await page.goto('/')
  await appReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: /Сейчас на форуме/ })).toHaveCount(0)
  await page.goto('/program/grid?view=grid&day=2026-12-08')
  await appReady(page)
  await expect(page.getByRole('region', { name: /^Сетка программы:/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Перейти к текущему времени' })).toHaveCount(0)
  await expect(page.locator('.pgrid__now')).toHaveCount(0)
  expect(hydrationErrors(consoleErrors)).toEqual([])
})

test('§16: during the forum the home page and a hall page say what is on now and next; the grid jumps to now', async ({ page, consoleErrors }) => {
  await at(page, '2026-12-09T11:10:00+03:00')
  await page.goto('/')
  await appReady(page)
  const block = page.getByRole('region', { name: /Сейчас на форуме/ })
  await expect(block).toBeVisible()
  await expect(block.getByRole('heading', { level: 2 })).toContainText('11:10')
  await expect(block.locator('.now-next__hall').first()).toBeVisible()
  await expect(block.getByText('Сейчас', { exact: true }).first()).toBeVisible()

  await page.goto('/program/1')
  await appReady(page)
  await expect(page.getByRole('region', { name: /Сейчас в зале/ })).toBeVisible()

  // From another day, "jump to now" opens today and brings the now line into view.
  await page.goto('/program/grid?view=grid&day=2026-12-08')
  await appReady(page)
  await expect(page.locator('.pgrid__now')).toHaveCount(0)
  await page.getByRole('button', { name: 'Перейти к текущему времени' }).click()
  await expect(page).toHaveURL(/day=2026-12-09/)
  const line = page.locator('.pgrid__now')
  await expect(line).toHaveCount(1)
  await expect(line).toHaveAccessibleName('Сейчас 11:10')
  await expect(line).toBeInViewport()
  expect(hydrationErrors(consoleErrors)).toEqual([])
})

test('§16: after the forum none of it shows', async ({ page }) => {
  await at(page, '2026-12-12T00:00:00+03:00')
  await page.goto('/')
  await appReady(page)
  await expect(page.getByRole('region', { name: /Сейчас на форуме/ })).toHaveCount(0)
  await page.goto('/program/grid?view=grid&day=2026-12-11')
  await appReady(page)
  await expect(page.getByRole('region', { name: /^Сетка программы:/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Перейти к текущему времени' })).toHaveCount(0)
  await expect(page.locator('.pgrid__now')).toHaveCount(0)
  await page.goto('/program/1')
  await appReady(page)
  await expect(page.getByRole('region', { name: /Сейчас в зале/ })).toHaveCount(0)
})
