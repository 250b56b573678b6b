import type { Page } from '@playwright/test'
import { expect } from '../fixtures'

/**
 * Waits until the page's app has taken over: RootLayout sets `html[data-ready]`
 * (docs/first-paint.md). The server paints a public page before any script runs, so its heading is
 * visible long before the app exists: a journey that clicks, types, scrolls, writes storage or logs
 * out in another tab on that page only tests the app once this has resolved. Call it after every
 * `goto` or `reload` of a server-painted page, before the first action; on the account pages (drawn
 * by the app alone) it is harmless.
 */
export async function appReady(page: Page) {
  await expect(page.locator('html[data-ready]')).toHaveCount(1)
}
