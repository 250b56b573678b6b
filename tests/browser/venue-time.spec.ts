import type { Page } from '@playwright/test'
import { e2e } from '../../playwright.config'
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount } from './support/accounts'
import { appReady } from './support/ready'
import { VLADIVOSTOK } from './support/vladivostok'

/**
 * §16: the demo event moved to Vladivostok (support/vladivostok.ts, imported into the zone server
 * that support/servers.ts starts on E2E_PORT + 3). Every time is the venue's, labelled with its
 * city and offset, whatever zone the reader's browser is in, and the server's first render says
 * the same as the browser's.
 */
const zoneURL = `http://127.0.0.1:${e2e.port + 3}`
const ZONE_NOTE = `Время площадки: ${VLADIVOSTOK.city.ru} (${VLADIVOSTOK.label})`
const ZONE_LABEL = `время площадки (${VLADIVOSTOK.city.ru}, ${VLADIVOSTOK.label})`

interface ApiMeeting {
  id: number
  date: string
  start_at: string
  end_at: string
  translations: { ru: { title: string } }
}

/** The first business session, as the zone server's API gives it (its times with +10:00). */
async function firstSession(page: Page): Promise<ApiMeeting & { from: string; to: string }> {
  const res = await page.request.get(`${zoneURL}/acms/api/v1.0/meeting?is_culture=0&limit=1`)
  const meeting = ((await res.json()) as { data: ApiMeeting[] }).data[0]!
  expect(meeting.start_at.endsWith(VLADIVOSTOK.offset)).toBe(true)
  return { ...meeting, from: meeting.start_at.slice(11, 16), to: meeting.end_at.slice(11, 16) }
}

/** Console lines that say the browser redrew the server's markup (src/main.tsx) or React warned. */
function watchHydration(page: Page) {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (/\[prerender\]|hydrat/i.test(msg.text())) problems.push(msg.text())
  })
  return problems
}

for (const timezoneId of ['Europe/Moscow', 'America/New_York']) {
  test.describe(`§16 venue time in Vladivostok, read from a browser in ${timezoneId}`, () => {
    test.use({ baseURL: zoneURL, timezoneId })

    test('§16: the session page shows Vladivostok times with the label, as the server rendered them', async ({ page, consoleErrors }) => {
      const hydration = watchHydration(page)
      const session = await firstSession(page)
      // The browser's clock really is elsewhere.
      await page.goto('/privacy')
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId)

      const html = await (await page.request.get(`/program/meeting/${session.id}`)).text()
      expect(html).toContain(`>${session.from}</time>–<time`)
      expect(html).toContain(ZONE_LABEL)

      await page.goto(`/program/meeting/${session.id}`)
      await appReady(page)
      const time = page.locator('dt', { hasText: /^Время$/ }).locator('xpath=following-sibling::dd[1]')
      await expect(time).toHaveText(`${session.from}–${session.to}, ${ZONE_LABEL}`)
      expect(hydration).toEqual([])
      expect(consoleErrors).toEqual([])
    })

    test('§16: the grid runs on Vladivostok time with the label, as the server rendered it', async ({ page, consoleErrors }) => {
      const hydration = watchHydration(page)
      const session = await firstSession(page)
      const html = await (await page.request.get(`/program/grid?day=${session.date}`)).text()
      expect(html).toContain(ZONE_NOTE)
      expect(html).toContain(`>${session.from}</time>–<time`)

      // The grid itself: a phone gets the agenda by default.
      await page.goto(`/program/grid?view=grid&day=${session.date}`)
      await appReady(page)
      await expect(page.getByText(ZONE_NOTE)).toBeVisible()
      const grid = page.getByRole('region', { name: /^Сетка программы:/ })
      await expect(grid.getByRole('link', { name: `${session.from}–${session.to} ${session.translations.ru.title}` })).toBeVisible()
      await expect(grid.locator('.pgrid__hour').first()).toHaveText(`${session.from.slice(0, 2)}:00`)
      expect(hydration).toEqual([])
      expect(consoleErrors).toEqual([])
    })

    test('§16: the cabinet lists a chosen session on Vladivostok time with the label', async ({ page }) => {
      const session = await firstSession(page)
      const { email, password } = await newConfirmedAccount(page)
      await logIn(page, email, password)
      await expect(page).toHaveURL(/\/cabinet$/)
      await page.goto(`/program/meeting/${session.id}`)
      await appReady(page)
      await page.getByRole('button', { name: 'В мою программу', exact: true }).click()
      await expect(page.getByRole('button', { name: 'В моей программе', exact: true })).toHaveAttribute('aria-pressed', 'true')
      await page.goto('/cabinet')
      const mine = page.getByRole('region', { name: 'Моя программа' })
      await expect(mine.getByText(ZONE_NOTE)).toBeVisible()
      const item = mine.getByRole('listitem').filter({ hasText: session.translations.ru.title })
      await expect(item).toContainText(`${session.from}–${session.to}`)
    })
  })
}
