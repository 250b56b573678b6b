import { e2e } from '../../playwright.config'
import { demoIds, publicRoutes } from '../../scripts/bench/routes.mjs'
import { axeViolations, expect, robots, test, useLang } from './fixtures'
import { appReady } from './support/ready'

const API = '/acms/api/v1.0'

/** §2: every public route with real demo ids: the same list the benchmark measures; /partners is flagged no-index. */
let routes: string[]

test.beforeAll(async () => {
  routes = publicRoutes(await demoIds(`http://127.0.0.1:${e2e.port}`))
})

for (const lang of ['ru', 'en'] as const) {
  test.describe(`public routes in ${lang}`, () => {
    test.beforeEach(async ({ page }) => useLang(page, lang))

    test(`§2: every public route shows its heading, the right robots meta, no console error and no axe violation (${lang})`, async ({ page, consoleErrors }) => {
      // Some 30 routes, each loaded, hydrated and run through axe: on 2 shared cores, minutes.
      test.setTimeout(300_000)
      for (const path of routes) {
        await page.goto(path)
        await appReady(page)
        const heading = page.getByRole('heading', { level: 1 })
        await expect(heading, path).toBeVisible()
        await expect(heading, path).not.toHaveText('')
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang)
        expect(await robots(page), path).toBe(path === '/partners' ? 'noindex, nofollow' : 'index, follow')
        expect(await page.title(), path).not.toBe('')
        expect(await axeViolations(page), path).toEqual([])
        expect(consoleErrors, path).toEqual([])
      }
    })
  })
}

test('a real not-found screen for an unknown address, in both languages', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  await appReady(page)
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.reload()
  await appReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByRole('link', { name: 'Home page', exact: true })).toBeVisible()
})

test('§1: the language switch is stored and survives a reload', async ({ page }) => {
  await page.goto('/')
  await appReady(page)
  await page.getByRole('button', { name: 'Открыть меню' }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.reload()
  await appReady(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Program' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
})

test('§2: /partners is no-index, and navigating on sets index, follow again', async ({ page }) => {
  await page.goto('/partners')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Before the app runs the link is a plain one and the next page's meta comes from the server.
  await appReady(page)
  expect(await robots(page)).toBe('noindex, nofollow')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Архив' }).click()
  await expect(page).toHaveURL(/\/archive$/)
  await expect.poll(() => robots(page)).toBe('index, follow')
})

test('§2: the scroll-to-top button appears past 400 px and brings the page back to the top', async ({ page }) => {
  await page.goto('/program')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await appReady(page)
  const button = page.getByRole('button', { name: 'Наверх' })
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 900))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('§2: a navigation with a hash scrolls to that element; without one, to the top', async ({ page }) => {
  await page.goto('/program')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await appReady(page)
  await page.evaluate(() => window.scrollTo(0, 600))
  await page.getByRole('button', { name: 'Открыть меню' }).click()
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Контакты' }).click()
  await expect(page.locator('#contacts')).toBeInViewport()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Архив' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('rich text from the API is sanitized before rendering (the demo news item with an XSS probe)', async ({ page, request }) => {
  const res = await request.get(`${API}/news/35?limit=100`)
  const news = ((await res.json()) as { data: { id: number; translations: { ru?: { body: string } } }[] }).data
  const probe = news.find((n) => n.translations.ru?.body.includes('__xssProbe'))
  expect(probe, 'the demo content carries an XSS probe').toBeTruthy()
  await page.goto(`/news/${probe!.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The server's paint is only half of it: the probe is looked for after the app has rendered the text too.
  await appReady(page)
  await expect(page.locator('.rich-text p').first()).toBeVisible()
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __xssProbe?: number }).__xssProbe)).toBeUndefined()
  expect(await page.locator('main img[onerror], main script').count()).toBe(0)
})
