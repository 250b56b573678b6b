import type { Page } from '@playwright/test'
import { e2e } from '../../playwright.config'
import { expect, expectVisibleFocus, test } from './fixtures'
import { BIG } from './support/big-program'
import { appReady } from './support/ready'

/**
 * Real programs at full size: the fourth server (support/servers.ts, E2E_PORT + 4)
 * holds a generated program of 1,040 sessions in 150 halls with 720 speakers and no demo
 * content (support/big-program.ts), imported as c3voc JSON through the import CLI.
 */
const bigURL = `http://127.0.0.1:${e2e.port + 4}`
test.use({ baseURL: bigURL })

interface Named {
  id: number
  translations: { en?: { name?: string; title?: string }; ru?: { name?: string; title?: string } }
}
const nameOf = (x: Named) => x.translations.en?.name ?? x.translations.ru?.name ?? x.translations.en?.title ?? x.translations.ru?.title

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${bigURL}/acms/api/v1.0${path}`)
  expect(res.ok(), path).toBe(true)
  return ((await res.json()) as { data: T }).data
}

async function ids(page: Page) {
  const areas = await api<Named[]>(page, '/areas/35')
  const hall = (name: string) => areas.find((a) => nameOf(a) === name)!.id
  const day1 = await api<Named[]>(page, `/meeting?event_id=35&date=${BIG.days[0]}&limit=1000&brief=1`)
  const session = (title: string) => day1.find((m) => nameOf(m) === title)!.id
  const speakers = await api<Named[]>(page, '/speakers/35?limit=1&brief=1')
  return { areas, hall, session, speakerId: speakers[0]!.id }
}

test('the big program is all there (1,040 sessions over four days, 150 halls, 720 speakers)', async ({ page }) => {
  const { areas } = await ids(page)
  expect(areas).toHaveLength(BIG.halls)
  let sessions = 0
  for (const day of BIG.days) sessions += (await api<Named[]>(page, `/meeting?event_id=35&date=${day}&limit=1000&brief=1`)).length
  expect(sessions).toBe(BIG.sessions)
  expect(await api<Named[]>(page, '/speakers/35?limit=1000&brief=1')).toHaveLength(BIG.speakers)
})

test('no public page is wider than a 320 or 390 px phone with the big program', async ({ page, consoleErrors }) => {
  test.setTimeout(240_000)
  const { hall, session, speakerId } = await ids(page)
  const routes = [
    '/',
    '/program',
    `/program/${hall(BIG.rtlHall)}`,
    `/program/${hall(BIG.longHall)}`,
    `/program/meeting/${session(BIG.longTitle)}`,
    `/program/meeting/${session(BIG.rtlTitle)}`,
    '/program/grid',
    '/program/detailed-grid',
    '/broadcasts',
    '/festival-program',
    '/speakers',
    `/speakers/${speakerId}`,
    '/news',
    '/archive',
    '/partners',
    '/organizers-and-partners',
    '/industres',
    '/privacy',
    '/agreement',
  ]
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of routes) {
      await page.goto(path)
      await appReady(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px ${path}`).toBeLessThanOrEqual(width)
    }
  }
  expect(consoleErrors).toEqual([])
})

test('the grid’s hall chooser narrows the grid, keeps the choice in the URL and remembers it', async ({ page }) => {
  // The grid, not the agenda a phone gets by default.
  await page.goto('/program/grid?view=grid')
  await appReady(page)
  const grid = page.getByRole('region', { name: /^Сетка программы:/ })
  const headings = grid.getByRole('heading', { level: 3 })
  await expect(headings).toHaveCount(BIG.halls)
  await page.getByText(`Залы: все (${BIG.halls})`).click()
  // 150 halls: the field narrows the list by name.
  await page.getByRole('searchbox', { name: 'Найти зал' }).fill('Open')
  await expect(page.getByRole('checkbox')).toHaveCount(1)
  await page.getByRole('checkbox', { name: BIG.openSpace }).uncheck()
  await expect(page).toHaveURL(/[?&]halls=/)
  await expect(headings).toHaveCount(BIG.halls - 1)
  await expect(grid.getByRole('heading', { level: 3, name: BIG.openSpace })).toHaveCount(0)
  await expect(page.getByText(`Залы: ${BIG.halls - 1} из ${BIG.halls}`)).toBeVisible()

  // Remembered: a grid opened without ?halls= (the menu's link, the other grid) takes the choice.
  for (const path of ['/program/grid?view=grid', '/program/detailed-grid?view=grid']) {
    await page.goto(path)
    await appReady(page)
    await expect(page).toHaveURL(/[?&]halls=/)
    await expect(page.getByRole('region', { name: /Сетка программы:/ }).getByRole('heading', { level: 3 })).toHaveCount(BIG.halls - 1)
  }

  // Every hall again: the URL and the memory forget the choice.
  await page.getByText(`Залы: ${BIG.halls - 1} из ${BIG.halls}`).click()
  await page.getByRole('button', { name: 'Все залы' }).click()
  await expect(page).not.toHaveURL(/halls=/)
  await page.reload()
  await appReady(page)
  await expect(page).not.toHaveURL(/halls=/)
  await expect(page.getByRole('region', { name: /Сетка программы:/ }).getByRole('heading', { level: 3 })).toHaveCount(BIG.halls)
})

/** Where the grid box, its first hall name in view and its time column are, after scrolling the box. */
const stickyParts = (page: Page) =>
  page.locator('.pgrid').evaluate((box) => {
    box.scrollTop = 900
    box.scrollLeft = 3000
    const frame = box.getBoundingClientRect()
    const heads = [...box.querySelectorAll('.pgrid__hall')].map((h) => h.getBoundingClientRect())
    const inView = heads.find((h) => h.right > frame.left + 80 && h.left < frame.right)
    const times = box.querySelector('.pgrid__times')!.getBoundingClientRect()
    return { top: frame.top, left: frame.left, headTop: inView?.top, timesLeft: times.left, scrolled: [box.scrollTop, box.scrollLeft] }
  })

for (const width of [390, 1280]) {
  test(`hall names and the time column stay in view while the grid scrolls both ways (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(`/program/detailed-grid?view=grid&day=${BIG.days[0]}`)
    await appReady(page)
    await page.locator('.pgrid').scrollIntoViewIfNeeded()
    const parts = await stickyParts(page)
    expect(parts.scrolled[0]).toBeGreaterThan(0)
    expect(parts.scrolled[1]).toBeGreaterThan(0)
    expect(Math.abs(parts.headTop! - parts.top)).toBeLessThanOrEqual(2)
    expect(Math.abs(parts.timesLeft - parts.left)).toBeLessThanOrEqual(2)

    // A cell reached by the keyboard deep in the scrolled grid is not under the sticky parts.
    const cells = page.locator('.pgrid__link')
    await cells.nth(40).focus()
    await page.keyboard.press('Tab')
    await expectVisibleFocus(page)
  })
}

test('a day with overlapping sessions in one hall shows them all, side by side', async ({ page }) => {
  const { hall } = await ids(page)
  await page.goto(`/program/grid?view=grid&day=${BIG.days[0]}&halls=${hall(BIG.openSpace)}`)
  await appReady(page)
  const grid = page.getByRole('region', { name: /^Сетка программы:/ })
  const boxes = []
  for (const title of BIG.overlapping) {
    const link = grid.getByRole('link', { name: new RegExp(title) })
    await expect(link).toBeVisible()
    boxes.push((await link.boundingBox())!)
  }
  for (const [i, a] of boxes.entries()) {
    expect(a.width).toBeGreaterThan(40)
    for (const b of boxes.slice(i + 1)) expect(a.x + a.width <= b.x + 1 || b.x + b.width <= a.x + 1, 'side by side, not on top').toBe(true)
  }
})
