import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

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
