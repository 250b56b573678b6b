import type { BrowserContext, Page } from '@playwright/test'
import { expect, test, useLang } from './fixtures'
import { appReady } from './support/ready'

/**
 * The data comes with the page: the server render writes the content API answers it
 * used into the HTML (src/lib/api/page-data.ts, server/pages/prerender.ts), and the browser's first
 * load takes them from there. Whatever the page does not hold (another day, another filter) is
 * asked for as before.
 */

const CONTENT_API = '/acms/api/v1.0/'

/** Before any script of the page: when html[data-ready] appeared (performance.now()). */
async function watchReady(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __readyAt?: number }
    new MutationObserver(() => {
      if (w.__readyAt === undefined && document.documentElement?.hasAttribute('data-ready')) w.__readyAt = performance.now()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] })
  })
}

/** The content API requests the page started before it was ready (from the page's own resource timing). */
async function contentCallsBeforeReady(page: Page): Promise<string[]> {
  await appReady(page)
  return page.evaluate((prefix) => {
    const readyAt = (window as unknown as { __readyAt?: number }).__readyAt ?? Infinity
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(prefix) && e.startTime <= readyAt)
      .map((e) => e.name)
  }, CONTENT_API)
}

test('a cold load of the grid, a session page and the home page asks the content API for nothing before it is ready', async ({ page, context, consoleErrors }) => {
  await watchReady(context)
  for (const path of ['/program/grid', '/program/meeting/1', '/']) {
    await context.clearCookies()
    await page.goto(path)
    expect(await page.locator('script#page-data[type="application/json"]').count(), path).toBe(1)
    expect(await contentCallsBeforeReady(page), path).toEqual([])
  }
  expect(consoleErrors).toEqual([])
})

test('after the first load, another day on the grid and another filter on the news load new data', async ({ page, context }) => {
  await watchReady(context)
  await page.goto('/program/grid')
  expect(await contentCallsBeforeReady(page)).toEqual([])
  const otherDay = page.locator('a[href*="day="]:not([aria-current])').first()
  const href = (await otherDay.getAttribute('href')) ?? ''
  const day = /day=([\d-]+)/.exec(href)?.[1]
  expect(day).toBeTruthy()
  const dayCall = page.waitForRequest((r) => r.url().includes(`${CONTENT_API}meeting?`) && r.url().includes(`date=${day}`))
  await otherDay.click()
  await dayCall
  await expect(page).toHaveURL(new RegExp(`day=${day}`))

  await page.goto('/news')
  expect(await contentCallsBeforeReady(page)).toEqual([])
  const chip = page.locator('nav.news-filter a[href*="industry="]').first()
  const industry = /industry=(\d+)/.exec((await chip.getAttribute('href')) ?? '')?.[1]
  expect(industry).toBeTruthy()
  const filterCall = page.waitForRequest((r) => r.url().includes(`${CONTENT_API}news/`) && r.url().includes(`industry`))
  await chip.click()
  await filterCall
})

for (const lang of ['ru', 'en'] as const) {
  test(`§1: a page hydrated from its embedded data keeps the reader's language (${lang}), with no error and no redraw`, async ({ page, context, consoleErrors, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
    await useLang(page, lang)
    await watchReady(context)
    const redraws: string[] = []
    page.on('console', (msg) => {
      if (msg.text().includes('[prerender]')) redraws.push(msg.text())
    })
    for (const path of ['/program/grid', '/program/meeting/1', '/']) {
      const html = await (await page.request.get(path, { headers: { Cookie: `lang=${lang}` } })).text()
      const serverHeading = /<h1[^>]*>(.*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
      await page.goto(path)
      expect(await contentCallsBeforeReady(page), path).toEqual([])
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang)
      // The heading is the server's, in the reader's language, after the app has taken the page over.
      if (serverHeading) await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(serverHeading)
    }
    expect(redraws).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}
