import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { logIn, storedSession } from './support/accounts'
import { appReady } from './support/ready'

// The only journeys with the offline worker on (playwright.config.ts blocks it elsewhere).
// Playwright 1.65 routes a service worker's own fetches through the context's network too, so
// context.setOffline cuts the worker off as well as the page.
test.use({ serviceWorkers: 'allow' })

const PERSONAL_PREFIX = 'forum-personal-'

/** The page is under the worker's control (it claims pages as soon as it is active). */
async function workerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
}

const cachedUrls = (page: Page, name: string) =>
  page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search), name)

const cacheNames = (page: Page) => page.evaluate(() => caches.keys())

/** The sessions a page links to (/program/<id>), as the server renders it. */
const sessionLinks = (html: string) => [...new Set([...html.matchAll(/href="(\/program\/\d+)"/g)].map((m) => m[1]!))].sort()

const shownSessionLinks = (page: Page) =>
  page.evaluate(() =>
    [...new Set([...document.querySelectorAll<HTMLAnchorElement>('main a[href]')].map((a) => a.getAttribute('href')!).filter((h) => /^\/program\/\d+$/.test(h)))].sort(),
  )

/** The days both grids link to: every one of them must work offline, fetched ahead by the worker. */
function dayPages(html: string): string[] {
  const days = [...new Set([...html.matchAll(/href="\/program\/grid\?day=([\d-]+)"/g)].map((m) => m[1]!))]
  return days.flatMap((day) => [`/program/grid?day=${day}`, `/program/detailed-grid?day=${day}`])
}

function scanQr(png: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'offline-qr-'))
  writeFileSync(join(dir, 'qr.png'), png)
  return spawnSync('zbarimg', ['--quiet', '--raw', join(dir, 'qr.png')], { encoding: 'utf8' }).stdout.trim()
}

test('with the network off, the program (both grids, every day), a session page opened before and the ticket QR show, with the offline notice; the copy refreshes when the network returns; logout empties the personal cache', async ({ page, context, request }) => {
  test.setTimeout(120_000)
  const grid = await (await request.get('/program/grid')).text()
  const days = dayPages(grid)
  expect(days.length).toBeGreaterThanOrEqual(4)
  const expected = new Map<string, string[]>()
  for (const path of days) expected.set(path, sessionLinks(await (await request.get(path)).text()))

  // Online: the grid, then one session page, then the cabinet of a person with a ticket.
  await page.goto('/program/grid')
  await appReady(page)
  await workerControls(page)
  // The worker fetches the program ahead: every day of both grids lands in its page cache.
  await expect.poll(async () => {
    const kept = await cachedUrls(page, 'forum-pages-v1')
    return days.filter((d) => !kept.includes(d))
  }, { timeout: 30_000 }).toEqual([])
  const session = sessionLinks(grid)[0]!
  await page.goto(session)
  await appReady(page)
  const sessionTitle = (await page.locator('main h1').textContent())!.trim()

  await page.goto('/login')
  await appReady(page)
  await logIn(page, 'speaker@horizon-forum.example', 'speaker2026')
  await expect(page).toHaveURL(/\/cabinet$/)
  const qr = page.getByRole('img', { name: 'QR-код билета' })
  await expect(qr).toBeVisible()
  const token = (await storedSession(page))[0]!
  const view = (await (await request.get('/api/acc/api/user/event/view/', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { qr_code: string } }
  expect(scanQr(await qr.screenshot())).toBe(view.data.qr_code)
  await expect.poll(async () => (await cacheNames(page)).filter((n) => n.startsWith(PERSONAL_PREFIX)).length).toBe(1)

  // Offline: the cabinet reloads with the ticket, and says it is a copy.
  await context.setOffline(true)
  await page.reload()
  await appReady(page)
  await expect(page.getByRole('img', { name: 'QR-код билета' })).toBeVisible()
  expect(scanQr(await page.getByRole('img', { name: 'QR-код билета' }).screenshot())).toBe(view.data.qr_code)
  await expect(page.getByRole('status').filter({ hasText: /^Нет сети: программа на \d\d:\d\d$/ })).toBeVisible()

  // Every day of both grids, opened by address, shows the same sessions as the server's page.
  for (const path of days) {
    await page.goto(path)
    await appReady(page)
    await expect(page.locator('main a[href^="/program/"]').first()).toBeVisible()
    expect(await shownSessionLinks(page), path).toEqual(expected.get(path))
  }
  await expect(page.getByRole('status').filter({ hasText: /^Нет сети: программа на \d\d:\d\d$/ })).toBeVisible()
  // A move between days inside the app uses the kept API answers.
  const [first, second] = days.filter((d) => d.startsWith('/program/grid'))
  await page.goto(first!)
  await appReady(page)
  await page.locator(`main a[href="${second}"]`).first().click()
  await expect(page).toHaveURL(second!)
  await expect.poll(() => shownSessionLinks(page)).toEqual(expected.get(second!))
  // The session page opened before, the list and the festival program.
  await page.goto(session)
  await appReady(page)
  await expect(page.locator('main h1')).toHaveText(sessionTitle)
  await page.goto('/program')
  await appReady(page)
  await expect(page.locator('main h1')).toBeVisible()
  await page.goto('/festival-program')
  await appReady(page)
  await expect(page.locator('main a[href^="/festival-program/"]').first()).toBeVisible()

  // The network returns: the page fetches itself again, and the notice goes.
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: /Нет сети/ })).toHaveCount(0, { timeout: 20_000 })
  await appReady(page)

  // Logout: nothing of the person stays in the offline copy.
  await page.goto('/cabinet')
  await appReady(page)
  await expect(page.getByRole('img', { name: 'QR-код билета' })).toBeVisible()
  await page.getByRole('button', { name: 'Выйти из аккаунта' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(async () => (await cacheNames(page)).filter((n) => n.startsWith(PERSONAL_PREFIX))).toEqual([])
  expect(await cachedUrls(page, 'forum-pages-v1')).not.toContain('/cabinet')
})
