import type { Page } from '@playwright/test'
import { e2e } from '../../playwright.config'
import { demoIds, publicRoutes } from '../../scripts/bench/routes.mjs'
import { expect, test, useLang } from './fixtures'
import { logInByApi } from './support/accounts'
import { appReady } from './support/ready'

/**
 * §16 (any venue, any program): the site at every width people use, from a 320 px phone to a
 * 1,440 px desktop, with a 1,024 px tablet held sideways in between.
 */
const WIDTHS = [320, 390, 768, 1024, 1280, 1440]

/**
 * The header's height, how far apart its items' middles are (0 on one row), overlaps, the logo mark's
 * size, whether the brand shows whole, and which of the controls a person needs are in the bar.
 */
const headerShape = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.header__bar')!
    const shown = (el: Element | null) => !!el && el.getClientRects().length > 0 && el.getBoundingClientRect().width > 0
    const visible = [
      ...bar.querySelectorAll<HTMLElement>(
        '.logo, .menu-toggle, .header__nav .nav__link, .more__toggle, .header__tools > *, .header__account .button, .header__account .account-menu__toggle',
      ),
    ].filter(shown)
    const middles = visible.map((el) => {
      const r = el.getBoundingClientRect()
      return Math.round((r.top + r.bottom) / 2)
    })
    const mark = document.querySelector('.logo svg')!.getBoundingClientRect()
    const brand = document.querySelector<HTMLElement>('.logo__text')
    const overlaps = visible.some((a, i) =>
      visible.slice(i + 1).some((b) => {
        const ra = a.getBoundingClientRect()
        const rb = b.getBoundingClientRect()
        if (a.contains(b) || b.contains(a)) return false
        return ra.left < rb.right - 1 && rb.left < ra.right - 1 && ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1
      }),
    )
    const inBar = (selector: string) => [...bar.querySelectorAll(selector)].filter((el) => shown(el) && !el.closest('.header__menu')).length > 0
    return {
      /** Items on one row share their middle line, give or take a few pixels. */
      spread: Math.max(...middles) - Math.min(...middles),
      height: Math.round(bar.getBoundingClientRect().height),
      mark: [Math.round(mark.width), Math.round(mark.height)],
      overlaps,
      docWidth: document.documentElement.scrollWidth,
      /** The brand is never cut: no ellipsis, nothing clipped, inside the screen. */
      brandWhole: !brand || (brand.scrollWidth <= brand.clientWidth + 1 && brand.getBoundingClientRect().right <= window.innerWidth),
      brandLines: brand ? Math.round(brand.getBoundingClientRect().height / parseFloat(getComputedStyle(brand).lineHeight)) : 0,
      bar: {
        program: inBar('.header__nav a[href^="/program"]'),
        speakers: inBar('.header__nav a[href^="/speakers"]'),
        more: inBar('.more__toggle'),
        search: inBar('.header__tools .header-search'),
        lang: inBar('.header__tools .lang-switch'),
        account: inBar('.header__account .auth-buttons__login, .header__account .account-menu__toggle'),
        toggle: inBar('.menu-toggle'),
      },
    }
  })

for (const loggedIn of [false, true]) {
  for (const lang of ['ru', 'en'] as const) {
    test(`§16: the header keeps one row, the brand whole and the logo its size at ${WIDTHS.join(', ')} px (${lang}, ${loggedIn ? 'logged in' : 'logged out'})`, async ({ page }) => {
      await useLang(page, lang)
      if (loggedIn) await logInByApi(page)
      await page.goto('/')
      await appReady(page)
      if (loggedIn) await expect(page.locator('.header .account-menu').first()).toBeAttached()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const shape = await headerShape(page)
        expect(shape.spread, `${width} px: header items on one row`).toBeLessThanOrEqual(6)
        expect(shape.height, `${width} px: header height`).toBeLessThanOrEqual(72)
        expect(shape.mark, `${width} px: the logo mark`).toEqual([32, 32])
        expect(shape.overlaps, `${width} px: no header items overlap`).toBe(false)
        expect(shape.docWidth, `${width} px: page width`).toBeLessThanOrEqual(width)
        expect(shape.brandWhole, `${width} px: the brand is whole`).toBe(true)
        if (width >= 390) expect(shape.brandLines, `${width} px: the brand on one line`).toBe(1)
        // A laptop or a tablet held sideways: the sections, search, language and account are in the
        // bar, no menu toggle; below, the toggle, and "Log in" (or the userpic) stays from 480 px.
        const desktop = width >= 1024
        expect(shape.bar, `${width} px: what is in the bar`).toEqual({
          program: desktop,
          speakers: desktop,
          more: desktop,
          search: desktop,
          lang: desktop,
          account: width >= 480,
          toggle: !desktop,
        })
      }
    })
  }
}

for (const lang of ['ru', 'en'] as const) {
  test(`§2: without scripts the menu opens on a phone and "More" on a laptop (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await page.goto(lang === 'ru' ? '/news' : '/news?lang=en')
    const banner = page.getByRole('banner')
    const names = lang === 'ru' ? { open: 'Открыть меню', menu: 'Главное меню', more: 'Ещё', archive: 'Архив', login: 'Войти' } : { open: 'Open menu', menu: 'Main menu', more: 'More', archive: 'Archive', login: 'Log in' }
    await banner.getByRole('button', { name: names.open }).click()
    await expect(banner.getByRole('navigation', { name: names.menu }).getByRole('link', { name: names.archive })).toBeVisible()
    await expect(banner.getByRole('link', { name: names.login, exact: true })).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(banner.getByRole('link', { name: names.archive })).toBeHidden()
    await banner.getByRole('button', { name: names.more }).click()
    await banner.getByRole('link', { name: names.archive }).click()
    await expect(page).toHaveURL(/\/archive(\?lang=en)?$/)
    await context.close()
  })
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
