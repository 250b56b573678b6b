import { e2e } from '../../playwright.config'
import { demoIds, publicRoutes } from '../../scripts/bench/routes.mjs'
import { expect, test } from './fixtures'
import { appReady } from './support/ready'

/**
 * With the real bundle: every public page and a speaker page, in both
 * languages, carries its canonical address, hreflang alternates, parseable JSON-LD (dates in the
 * venue's zone) and Open Graph title and image; the CSP lets the JSON-LD be; the language link
 * switches the language without JavaScript; the app keeps the canonical current on navigation.
 */
let routes: string[]
let ids: Awaited<ReturnType<typeof demoIds>>
test.beforeAll(async () => {
  ids = await demoIds(`http://127.0.0.1:${e2e.port}`)
  routes = publicRoutes(ids)
})

const attr = (html: string, re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&')
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is probed field by field
const jsonLd = (html: string): any[] => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!))

for (const lang of ['ru', 'en'] as const) {
  test(`§13.4: every public page has canonical, hreflang, JSON-LD and a preview (${lang})`, async ({ request, baseURL }) => {
    test.setTimeout(120_000)
    expect(routes).toContain(`/speakers/${ids.speakerId}`)
    for (const path of routes) {
      const address = lang === 'en' ? `${path}${path.includes('?') ? '&' : '?'}lang=en` : path
      const res = await request.get(address)
      expect(res.status(), address).toBe(200)
      const html = await res.text()
      expect(html, address).toContain(`<html lang="${lang}">`)
      const ru = `${baseURL}${path}`
      const en = `${baseURL}${path}?lang=en`
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/), address).toBe(lang === 'en' ? en : ru)
      expect(attr(html, /<link rel="alternate" hreflang="ru" href="([^"]*)"/), address).toBe(ru)
      expect(attr(html, /<link rel="alternate" hreflang="en" href="([^"]*)"/), address).toBe(en)
      expect(attr(html, /<link rel="alternate" hreflang="x-default" href="([^"]*)"/), address).toBe(ru)
      const title = attr(html, /<meta property="og:title" content="([^"]*)"/)
      expect(title, address).toBeTruthy()
      expect(title).toBe(attr(html, /<title>([^<]*)<\/title>/))
      expect(attr(html, /<meta property="og:image" content="([^"]*)"/), address).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/)
      const ld = jsonLd(html)
      expect(ld.length, address).toBeGreaterThan(0)
      const forum = ld.find((x) => x['@type'] === 'Event' && !x.superEvent)
      expect(forum, address).toMatchObject({ '@context': 'https://schema.org', name: expect.any(String), startDate: expect.any(String), endDate: expect.any(String) })
      expect(forum.location.address.addressLocality, address).toBeTruthy()
      expect(forum.organizer.name, address).toBeTruthy()
    }
  })
}

test('§13.4: a session page has an Event in the venue\'s zone with its hall and performers; a speaker a Person; news a NewsArticle', async ({ request }) => {
  for (const suffix of ['', '?lang=en']) {
    const session = jsonLd(await (await request.get(`/program/meeting/${ids.meetingId}${suffix}`)).text()).find((x) => x.superEvent)
    // The demo venue is in Europe/Moscow: UTC+3 all year.
    expect(session.startDate).toMatch(/^2026-12-(0[89]|1[01])T\d\d:\d\d:00\+03:00$/)
    expect(session.endDate).toMatch(/\+03:00$/)
    expect(session.location).toMatchObject({ '@type': 'Place', name: expect.any(String), containedInPlace: { '@type': 'Place' } })
    expect(session.performer.length).toBeGreaterThan(0)
    const person = jsonLd(await (await request.get(`/speakers/${ids.speakerId}${suffix}`)).text()).find((x) => x['@type'] === 'Person')
    expect(person.name).toBeTruthy()
    const news = jsonLd(await (await request.get(`/news/${ids.newsId}${suffix}`)).text()).find((x) => x['@type'] === 'NewsArticle')
    expect(news.headline).toBeTruthy()
    expect(news.datePublished).toMatch(/\+03:00$/)
  }
})

test('§13.4: the JSON-LD data blocks pass the CSP (no violation in the console)', async ({ page, consoleErrors }) => {
  const violations: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text())
  })
  await page.goto(`/program/meeting/${ids.meetingId}`)
  await appReady(page)
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(1)
  expect(violations).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('§13.3: with JavaScript off the language link switches the language, and back', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } }) // a laptop: the language switch is in the bar
  const page = await context.newPage()
  await page.goto('/program')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  const english = page.getByRole('link', { name: 'English' })
  await expect(english).toHaveAttribute('hreflang', 'en')
  await english.click()
  await expect(page).toHaveURL(/\/program\?lang=en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business program')
  await page.getByRole('link', { name: 'Русский' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Business program')
  await context.close()
})

test('§13.3: in the app the link switches the language, links keep it, and the canonical follows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 }) // a laptop: the language switch is in the bar
  await page.goto('/news')
  await appReady(page)
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/news\?lang=en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Archive' }).click()
  await expect(page).toHaveURL(/\/archive\?lang=en$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/archive\?lang=en$/)
  await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', /\/archive$/)
})
