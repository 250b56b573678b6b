import type { Locator } from '@playwright/test'
import { axeViolations, expect, test, useLang } from './fixtures'
import { appReady } from './support/ready'

/** Where a person clicks an element: the middle of its box (a click lands on whatever is on top there). */
async function centre(locator: Locator): Promise<[number, number]> {
  const box = (await locator.boundingBox())!
  return [box.x + box.width / 2, box.y + box.height / 2]
}

/** Search from the header and speaker pages, in both languages, with axe. */
for (const lang of ['ru', 'en'] as const) {
  test.describe(`search and speakers in ${lang}`, () => {
    test.beforeEach(async ({ page }) => useLang(page, lang))

    test(`§2 search: the header field opens /search?q= with grouped, marked results, and a speaker's page (${lang})`, async ({ page, consoleErrors }) => {
      await page.goto('/')
      await appReady(page)
      await page.getByRole('button', { name: lang === 'ru' ? 'Открыть меню' : 'Open menu' }).click()
      const field = page.getByRole('banner').getByRole('searchbox', { name: lang === 'ru' ? 'Поиск по сайту' : 'Search the site' })
      await field.fill('Ibragimov')
      await field.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=Ibragimov$/)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2, name: lang === 'ru' ? /Спикеры/ : /Speakers/ })).toBeVisible()
      const name = lang === 'ru' ? 'Роман Ибрагимов' : 'Roman Ibragimov'
      await expect(main.locator('mark').first()).toHaveText(lang === 'ru' ? 'Ибрагимов' : 'Ibragimov')
      expect(await axeViolations(page)).toEqual([])

      await main.getByRole('link', { name }).click()
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(main.locator('.speaker-session').first()).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      expect(consoleErrors).toEqual([])
    })

    test(`§2 search: word forms and a typo, and the empty result (${lang})`, async ({ page, consoleErrors }) => {
      await page.goto(`/search?q=${encodeURIComponent(lang === 'ru' ? 'дизайнеров' : 'designers')}`)
      await appReady(page)
      const main = page.getByRole('main')
      await expect(main.locator('.search-group').first()).toBeVisible()
      expect(await main.locator('mark').count()).toBeGreaterThan(0)
      expect(await axeViolations(page)).toEqual([])

      await page.goto('/search?q=%D0%96%D0%B4%D0%B0%D0%BD%D0%B2%D0%B0') // "Жданва": a typo of Жданова
      await appReady(page)
      await expect(main.locator('.search-group').first().getByRole('link').first()).toContainText(lang === 'ru' ? 'Жданов' : 'Zhdanov')

      await page.goto('/search?q=zzzqqqxxx')
      await appReady(page)
      await expect(main.getByText(/zzzqqqxxx/).first()).toBeVisible()
      await expect(main.locator('.search-group')).toHaveCount(0)
      expect(consoleErrors).toEqual([])
    })

    test(`§2 speakers: the list filters by letter and industry, every name links to its page (${lang})`, async ({ page, consoleErrors }) => {
      await page.goto('/speakers')
      await appReady(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'ru' ? 'Спикеры' : 'Speakers')
      const cards = page.locator('.speaker-card')
      // The first 24 of all the edition's speakers, and a link to the next 24.
      await expect(cards).toHaveCount(24)
      const counted = (await page.locator('.speaker-more__count').textContent())!.replace(/\u00ad/g, '')
      const all = Number(/(\d+)\s*$/.exec(counted)?.[1])
      expect(all).toBeGreaterThan(50)
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('link', { name: lang === 'ru' ? 'Показать ещё 24' : 'Show 24 more' }).click()
      await expect(page).toHaveURL(/page=2/)
      await expect(cards).toHaveCount(48)
      const letter = page.locator('.letter-filter a').nth(1)
      const chosen = (await letter.textContent())!.trim()
      await letter.click()
      await expect(page).toHaveURL(/letter=/)
      const initials = async () => (await cards.locator('h2').allTextContents()).map((name) => name.split(' ').at(-1)!.charAt(0).toUpperCase())
      await expect.poll(async () => (await initials()).every((i) => i === chosen)).toBe(true)
      expect(await cards.count()).toBeLessThan(all)
      await page.locator('.filter a').nth(1).click()
      await expect(page).toHaveURL(/industry=/)
      // The list is redrawn for the industry: read the name and click in one step, so the name is
      // that of the link actually followed.
      const name = await cards.first().getByRole('link').evaluate((a: HTMLAnchorElement) => {
        a.click()
        return a.textContent!.trim()
      })
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      expect(consoleErrors).toEqual([])
    })
  })
}

test.describe('without scripts', () => {
  // A laptop: the bar's search is its icon, and a click on it opens the field.
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })

  test('§2 search: the header form works before (and without) the scripts: a GET to /search?q=', async ({ page }) => {
    await page.goto('/news')
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Поиск по сайту' })
    await page.mouse.click(...(await centre(page.locator('.header__tools .header-search__open'))))
    await expect(field).toBeFocused()
    await field.fill('мода')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=%D0%BC%D0%BE%D0%B4%D0%B0$/)
    await expect(page.getByRole('main').locator('mark').first()).toBeVisible()
  })
})
