import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

type Lang = 'ru' | 'en'

/** Every page records console errors and failed page scripts; a test asserts there are none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})
export { expect }

/** Opens the site with the stored language setting already chosen (§1). */
export async function useLang(page: Page, lang: Lang) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('lang-set')) {
      localStorage.setItem('lang', value)
      sessionStorage.setItem('lang-set', '1')
    }
  }, lang)
}

export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)
}

export const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content')

/**
 * What a keyboard user must see on the focused element: a focus indicator (an outline
 * or a box-shadow), the element inside the viewport, and nothing painted over its top, middle or
 * bottom (the sticky header, a grid's sticky hall names or time column). Polled: focusing may scroll.
 */
export async function expectVisibleFocus(page: Page) {
  const problem = () =>
    page.evaluate(() => {
      const el = document.activeElement
      if (!el || el === document.body || el === document.documentElement) return 'nothing is focused'
      const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`
      const style = getComputedStyle(el)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      if (!outline && style.boxShadow === 'none') return `${what} has no focus indicator`
      // An inline link broken over two lines: its first line box is what is seen first.
      const box = el.getClientRects()[0] ?? el.getBoundingClientRect()
      const tall = box.height > innerHeight
      const inside = tall ? box.bottom > 0 && box.top < innerHeight : box.top >= -1 && box.bottom <= innerHeight + 1
      if (!inside || box.left < -1 || box.right > innerWidth + 1) {
        return `${what} is off screen: x ${Math.round(box.left)}..${Math.round(box.right)}, y ${Math.round(box.top)}..${Math.round(box.bottom)}`
      }
      const x = box.left + box.width / 2
      const top = Math.max(box.top, 0)
      const bottom = Math.min(box.bottom, innerHeight)
      const inset = Math.min(3, (bottom - top) / 4)
      for (const y of [top + inset, (top + bottom) / 2, bottom - inset]) {
        const hit = document.elementFromPoint(x, y)
        if (hit && hit !== el && !el.contains(hit))
          return `${what} is covered at y ${Math.round(y)} by ${hit.tagName.toLowerCase()}.${String(hit.className)}`
      }
      return ''
    })
  await expect.poll(problem, { timeout: 2_000 }).toBe('')
}

/** One Tab (or Shift+Tab), then the focus must be visible. */
export async function tab(page: Page, { back = false } = {}) {
  await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  await expectVisibleFocus(page)
}

/** Tabs (checking the focus each time) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    await tab(page, { back })
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) return i + 1
  }
  throw new Error(`${String(target)} was not reached with ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`)
}
