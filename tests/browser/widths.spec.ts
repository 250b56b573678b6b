import type { Page } from '@playwright/test'
import { e2e } from '../../playwright.config'
import { demoIds, publicRoutes } from '../../scripts/bench/routes.mjs'
import { expect, test, useLang } from './fixtures'
import { appReady } from './support/ready'

/**
 * §16 (any venue, any program): the site at every width people use, from a 320 px phone to a
 * 1,440 px desktop, with a 1,024 px tablet held sideways in between.
 */
const WIDTHS = [320, 390, 768, 1024, 1280, 1440]

/** Logs the demo visitor in through the API and stores the session as the site does (§3). */
async function logInByApi(page: Page) {
  const res = await page.request.post('/api/acc/auth/login', { data: { email: 'visitor@horizon-forum.example', password: 'visitor2026' } })
  expect(res.status()).toBe(200)
  const { data } = (await res.json()) as { data: { access_token: string; expires_in: number } }
  await page.addInitScript(
    ({ token, expiresAt }) => {
      localStorage.setItem('jwt_expires_at', String(expiresAt))
      localStorage.setItem('email', 'visitor@horizon-forum.example')
      localStorage.setItem('jwt_token', token)
    },
    { token: data.access_token, expiresAt: Date.now() + data.expires_in * 1000 },
  )
}

/** The header's height, how far apart its items' middles are (0 on one row), overlaps, and the logo mark's size. */
const headerShape = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.header__bar')!
    const visible = [...bar.querySelectorAll<HTMLElement>('.logo, .menu-toggle, .nav__link, .lang-switch, .header__actions > *')].filter(
      (el) => el.offsetParent !== null && el.getBoundingClientRect().width > 0,
    )
    const middles = visible.map((el) => {
      const r = el.getBoundingClientRect()
      return Math.round((r.top + r.bottom) / 2)
    })
    const mark = document.querySelector('.logo svg')!.getBoundingClientRect()
    const overlaps = visible.some((a, i) =>
      visible.slice(i + 1).some((b) => {
        const ra = a.getBoundingClientRect()
        const rb = b.getBoundingClientRect()
        if (a.contains(b) || b.contains(a)) return false
        return ra.left < rb.right - 1 && rb.left < ra.right - 1 && ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1
      }),
    )
    return {
      /** Items on one row share their middle line, give or take a few pixels. */
      spread: Math.max(...middles) - Math.min(...middles),
      height: Math.round(bar.getBoundingClientRect().height),
      mark: [Math.round(mark.width), Math.round(mark.height)],
      overlaps,
      docWidth: document.documentElement.scrollWidth,
    }
  })

for (const loggedIn of [false, true]) {
  for (const lang of ['ru', 'en'] as const) {
    test(`§16: the header keeps one row and the logo its size at ${WIDTHS.join(', ')} px (${lang}, ${loggedIn ? 'logged in' : 'logged out'})`, async ({ page }) => {
      await useLang(page, lang)
      if (loggedIn) await logInByApi(page)
      await page.goto('/')
      await appReady(page)
      if (loggedIn) await expect(page.locator('.header .account-menu, .header [data-account-menu]').first()).toBeAttached()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const shape = await headerShape(page)
        expect(shape.spread, `${width} px: header items on one row`).toBeLessThanOrEqual(6)
        expect(shape.height, `${width} px: header height`).toBeLessThanOrEqual(72)
        expect(shape.mark, `${width} px: the logo mark`).toEqual([32, 32])
        expect(shape.overlaps, `${width} px: no header items overlap`).toBe(false)
        expect(shape.docWidth, `${width} px: page width`).toBeLessThanOrEqual(width)
      }
    })
  }
}

for (const lang of ['ru', 'en'] as const) {
  test(`§16: no public page is wider than a 320 or 390 px phone (${lang})`, async ({ page }) => {
    test.setTimeout(120_000)
    const routes = publicRoutes(await demoIds(`http://127.0.0.1:${e2e.port}`))
    await useLang(page, lang)
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of routes) {
        await page.goto(path)
        await appReady(page)
        const wide = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(wide, `${lang} ${width} px ${path}`).toBeLessThanOrEqual(width)
      }
    }
  })
}
