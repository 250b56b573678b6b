import type { Locator, Page } from '@playwright/test'
import { e2e } from '../../playwright.config'
import { demoIds } from '../../scripts/bench/routes.mjs'
import { expect, test, useLang } from './fixtures'
import { logInByApi, newConfirmedAccount } from './support/accounts'
import { appReady } from './support/ready'

/**
 * A product people read on a phone: words break at a syllable with a hyphen or not at all, tile
 * rows are full, the program grid is an agenda on a phone, state pages keep their margins, and
 * every list of sessions has one star per session in the same words for everybody.
 */
const WIDTHS = [320, 390, 768, 1280]
const API = '/acms/api/v1.0'
const DAY = '2026-12-08'

const withLang = (path: string, lang: 'ru' | 'en') => (lang === 'ru' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=en`)

/**
 * Where a word never breaks, not even at a soft hyphen: headings, buttons, labels, badges, table
 * headers and one-line tiles (the site's NO_BREAK in src/styles/base.css says the same).
 */
const NO_BREAK = 'h1, h2, h3, h4, h5, h6, button, .button, label, legend, summary, th, .tag, .chip, .industry-pill, .verdict__title, nav a'

/**
 * Every visible word of two letters or more whose letters sit on two lines with no hyphen (soft
 * or hard) where it breaks, or at all inside NO_BREAK, read from the rendered line boxes of each
 * letter (Range.getClientRects); and every `.tiles` grid whose last row holds a single narrow tile.
 */
const typeProblems = (page: Page) =>
  page.evaluate((noBreak) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const el = node.parentElement
      // Only what shows: not the content of a closed <details> (the folded menu), which has boxes of its own.
      if (!el || el.closest('script, style, [aria-hidden="true"]') || !el.checkVisibility()) continue
      const text = node.data
      const whole = el.closest(noBreak) !== null
      for (const match of text.matchAll(/[\p{L}\p{M}\u00AD]{2,}/gu)) {
        let prev: { top: number; at: number } | null = null
        for (let at = match.index; at < match.index + match[0].length; at++) {
          range.setStart(node, at)
          range.setEnd(node, at + 1)
          // A letter right after a break can also report an empty box at the end of the line above.
          const boxes = [...range.getClientRects()].filter((r) => r.width > 0)
          const box = boxes[boxes.length - 1]
          if (!box) continue
          if (prev && box.top > prev.top + 2 && (whole || !/[\u00AD-]/.test(text.slice(prev.at, at)))) {
            broken.push(`"${match[0].replaceAll('\u00AD', '')}" in <${el.tagName.toLowerCase()} class="${el.className}">${whole ? ' (never breaks)' : ''}`)
          }
          prev = { top: box.top, at }
        }
      }
    }
    const lone: string[] = []
    for (const grid of document.querySelectorAll<HTMLElement>('.tiles')) {
      const tiles = [...grid.children].filter((t) => t.getClientRects().length > 0)
      if (tiles.length < 2) continue
      const rows = new Map<number, Element[]>()
      for (const t of tiles) {
        const top = Math.round(t.getBoundingClientRect().top)
        rows.set(top, [...(rows.get(top) ?? []), t])
      }
      const all = [...rows.values()]
      const last = all[all.length - 1]!
      if (all.length > 1 && last.length === 1 && last[0]!.getBoundingClientRect().width < grid.getBoundingClientRect().width * 0.9) {
        lone.push(`${grid.className}: ${all.map((r) => r.length).join('/')}`)
      }
    }
    return { broken, lone, docWidth: document.documentElement.scrollWidth }
  }, NO_BREAK)

let ids: Awaited<ReturnType<typeof demoIds>>
test.beforeAll(async () => {
  ids = await demoIds(`http://127.0.0.1:${e2e.port}`)
})

const pages = () => [
  '/',
  '/news',
  '/program',
  `/program/grid?day=${DAY}`,
  `/program/${ids.hallId}`,
  `/program/meeting/${ids.meetingId}`,
  '/festival-program',
  `/festival-program/${ids.festivalId}`,
  `/speakers/${ids.speakerId}`,
  '/archive',
  '/broadcasts',
  '/partners',
  '/privacy',
  '/no-such-page',
  // Screens of the site's own texts (Lingui), where long words are in labels, buttons and headings.
  '/authorization',
  '/registr',
  '/restore',
  '/organizers-and-partners',
  '/my-picks',
  '/search?q=%D0%B4%D0%B8%D0%B7%D0%B0%D0%B9%D0%BD',
]

/** The cabinet's and the staff's screens, seen by the demo organizer (staff roles and a ticket). */
const personalPages = ['/cabinet', '/cabinet/personal-data', '/cabinet/security', '/cabinet/event-registration', '/staff', '/staff/door', '/staff/hall', '/staff/stats']

for (const lang of ['ru', 'en'] as const) {
  for (const width of [320, 390, 1280]) {
    test(`type: headings, buttons and labels of the cabinet and staff pages never split a word at ${width} px (${lang})`, async ({ page }) => {
      test.setTimeout(120_000)
      await logInByApi(page, { email: 'staff@horizon-forum.example', password: 'staff2026' })
      await page.setViewportSize({ width, height: 900 })
      for (const path of personalPages) {
        await page.goto(withLang(path, lang))
        await appReady(page)
        await expect(page.locator('h1').first()).toBeVisible()
        const { broken, docWidth } = await typeProblems(page)
        expect(broken, `${path}: words split`).toEqual([])
        expect(docWidth, `${path}: page width`).toBeLessThanOrEqual(width)
      }
    })
  }
}

for (const lang of ['ru', 'en'] as const) {
  for (const width of WIDTHS) {
    test(`type: no word wraps without a hyphen and no tile is left alone on a row at ${width} px (${lang})`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 900 })
      for (const path of pages()) {
        await page.goto(withLang(path, lang))
        await appReady(page)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        const { broken, lone, docWidth } = await typeProblems(page)
        expect(broken, `${path}: words split without a hyphen`).toEqual([])
        expect(lone, `${path}: a lone tile on the last row`).toEqual([])
        expect(docWidth, `${path}: page width`).toBeLessThanOrEqual(width)
      }
    })
  }
}

test('type: long words in content titles carry soft hyphens in the site’s answers only', async ({ request }) => {
  const asked = async (headers: Record<string, string>) =>
    JSON.stringify(await (await request.get(`${API}/industries?langs=ru`, { headers: { 'X-Lang': 'ru', ...headers } })).json())
  const soft = await asked({ 'X-Hyphens': 'soft' })
  // Only words longer than the narrowest column holds (10+ letters): "Архитектура", not "Видеоигры" (9).
  expect(soft).toContain('Ар\u00adхи\u00adтек\u00adту\u00adра')
  expect(soft).toContain('Видеоигры')
  expect(await asked({})).not.toContain('\u00AD')
})

const agenda = (page: Page) => page.getByRole('list', { name: /^(Программа по времени|Program by time): / })
const grid = (page: Page) => page.getByRole('region', { name: /^(Сетка программы|Program grid): / })

for (const lang of ['ru', 'en'] as const) {
  test(`the phone program: below 720 px the grid is an agenda in time order, each session with its hall, no wider than the screen (${lang})`, async ({ page, request }) => {
    const meetings = (await (await request.get(`${API}/meeting?event_id=35&is_culture=0&date=${DAY}&limit=1000&brief=1`, { headers: { 'X-Lang': lang } })).json()) as {
      data: unknown[]
    }
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(withLang(`/program/grid?day=${DAY}`, lang))
      await appReady(page)
      await expect(agenda(page)).toBeVisible()
      await expect(grid(page)).toBeHidden()
      const items = agenda(page).locator('.day-agenda__item')
      await expect(items).toHaveCount(meetings.data.length)
      const shape = await page.evaluate(() => {
        const rows = [...document.querySelectorAll('.day-agenda__item')]
        return {
          docWidth: document.documentElement.scrollWidth,
          widest: Math.max(...rows.map((r) => r.getBoundingClientRect().right)),
          halls: rows.filter((r) => (r.querySelector('.day-agenda__hall')?.textContent ?? '').trim() !== '').length,
          starts: [...document.querySelectorAll('.day-agenda__time time')].map((t) => t.getAttribute('datetime') ?? ''),
        }
      })
      expect(shape.docWidth, `${width} px`).toBeLessThanOrEqual(width)
      expect(shape.widest, `${width} px`).toBeLessThanOrEqual(width)
      expect(shape.halls).toBe(meetings.data.length)
      expect(shape.starts.map((s) => Date.parse(s))).toEqual(shape.starts.map((s) => Date.parse(s)).sort((a, b) => a - b))
    }
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(withLang(`/program/grid?day=${DAY}`, lang))
      await appReady(page)
      await expect(grid(page), `${width} px`).toBeVisible()
      await expect(agenda(page), `${width} px`).toBeHidden()
    }
  })
}

test('the phone program: the grid is a toggle away on a phone, and the agenda on a desktop', async ({ page }) => {
  await page.goto(`/program/grid?day=${DAY}`)
  await appReady(page)
  await page.getByRole('link', { name: 'По залам' }).click()
  await expect(page).toHaveURL(/view=grid/)
  await expect(grid(page)).toBeVisible()
  await expect(agenda(page)).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/program/grid?day=${DAY}`)
  await appReady(page)
  await page.getByRole('link', { name: 'По времени' }).click()
  await expect(page).toHaveURL(/view=agenda/)
  await expect(agenda(page)).toBeVisible()
  await expect(grid(page)).toHaveCount(0)
})

test('the phone program: halls one at a time, with the next hall a tap away', async ({ page, request }) => {
  const areas = ((await (await request.get(`${API}/areas/35?langs=ru`, { headers: { 'X-Lang': 'ru' } })).json()) as { data: { id: number; is_culture: number; sort: number; translations: { ru: { name: string } } }[] }).data
  const meetings = ((await (await request.get(`${API}/meeting?event_id=35&is_culture=0&date=${DAY}&limit=1000&brief=1`, { headers: { 'X-Lang': 'ru' } })).json()) as { data: { area_id: number }[] }).data
  const halls = areas.filter((a) => !a.is_culture && meetings.some((m) => m.area_id === a.id)).sort((a, b) => a.sort - b.sort || a.id - b.id)
  await page.goto(`/program/grid?day=${DAY}`)
  await appReady(page)
  const chips = page.getByRole('navigation', { name: 'Залы' })
  const first = halls[0]!
  await chips.getByRole('link', { name: first.translations.ru.name, exact: true }).click()
  await expect(chips.getByRole('link', { name: first.translations.ru.name, exact: true })).toHaveAttribute('aria-current', /page|true/)
  await expect(agenda(page).locator('.day-agenda__item')).toHaveCount(meetings.filter((m) => m.area_id === first.id).length)
  const second = halls[1]!
  const next = chips.locator('.day-agenda__next')
  await expect(next).toHaveText(`${second.translations.ru.name} →`)
  await next.click()
  await expect(agenda(page).locator('.day-agenda__item')).toHaveCount(meetings.filter((m) => m.area_id === second.id).length)
  await chips.getByRole('link', { name: 'Все залы' }).click()
  await expect(agenda(page).locator('.day-agenda__item')).toHaveCount(meetings.length)
})

test('the phone program: during the forum it opens at now, and the server’s markup still hydrates cleanly', async ({ page, consoleErrors }) => {
  await page.clock.setFixedTime(new Date('2026-12-08T15:10:00+03:00'))
  await page.goto(`/program/grid?day=${DAY}`)
  await appReady(page)
  const now = agenda(page).locator('.day-agenda__item--now').first()
  await expect(now).toBeVisible()
  await expect(now).toContainText('Идёт сейчас')
  await expect(now).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  expect(consoleErrors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([])
})

/** Lists of sessions and where each session's row is, with how its star is found in it. */
const LISTS = () => [
  { path: `/program?day=${DAY}`, row: '.session' },
  { path: `/program/grid?day=${DAY}`, row: '.day-agenda__item' },
  { path: `/program/${ids.hallId}`, row: '.agenda__item' },
  { path: '/festival-program', row: '.festival-card' },
  { path: `/speakers/${ids.speakerId}`, row: '.speaker-session' },
  { path: '/search?q=дизайн', row: '.search-hit:has(a[href^="/program/meeting/"])' },
]

async function starsOf(page: Page, row: string): Promise<{ rows: number; stars: Locator; perRow: number[] }> {
  const rows = page.locator(row)
  const perRow = await rows.evaluateAll((els) => els.map((el) => el.querySelectorAll('button[aria-pressed]').length))
  return { rows: perRow.length, stars: page.locator(`${row} button[aria-pressed]`), perRow }
}

for (const who of ['guest', 'logged in'] as const) {
  test(`one way to pick: one star per session on every list, in the same words (${who})`, async ({ page }) => {
    test.setTimeout(90_000)
    await useLang(page, 'ru')
    if (who === 'logged in') await logInByApi(page, await newConfirmedAccount(page))
    for (const { path, row } of LISTS()) {
      await page.goto(path)
      await appReady(page)
      await expect(page.locator(row).first(), path).toBeVisible()
      const { rows, stars, perRow } = await starsOf(page, row)
      expect(rows, path).toBeGreaterThan(0)
      expect(perRow.every((n) => n === 1), `${path}: one star per session (${perRow.join(',')})`).toBe(true)
      await expect(stars.first(), path).toBeEnabled()
      const names = await stars.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
      expect(names.filter((n) => !/^(В мою программу|В моей программе): ./.test(n)), path).toEqual([])
    }

    // Pressed, the star says so; pressed again, it is back.
    await page.goto(`/program?day=${DAY}`)
    await appReady(page)
    const off = page.locator('.session button[aria-pressed="false"]').first()
    const label = (await off.getAttribute('aria-label'))!
    const title = label.replace(/^В мою программу: /, '')
    await off.click()
    const on = page.getByRole('button', { name: `В моей программе: ${title}`, exact: true })
    await expect(on).toHaveAttribute('aria-pressed', 'true')
    await expect(on).toHaveText('★')
    await on.click()
    await expect(page.getByRole('button', { name: `В мою программу: ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'false')
  })
}

/** The heading's distance from the screen's edges. */
const margins = (heading: Locator, width: number) =>
  heading.evaluate((el, w) => {
    const r = el.getBoundingClientRect()
    return { left: Math.round(r.left), right: Math.round(w - r.right) }
  }, width)

for (const width of [320, 390]) {
  // The error page is the same state box as these two (.container.state).
  test(`states: the 404 and offline pages keep their margins on a ${width} px phone`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/no-such-page')
    await appReady(page)
    const notFound = await margins(page.getByRole('heading', { level: 1 }), width)
    expect(notFound.left).toBeGreaterThanOrEqual(12)
    expect(notFound.right).toBeGreaterThanOrEqual(12)

    // A page never opened, asked for without a network: it says so and offers what is kept.
    await page.goto('/')
    await appReady(page)
    await context.setOffline(true)
    await page.locator('.latest-news a[href^="/news/"]').first().click()
    const offline = page.getByRole('heading', { level: 1, name: 'Вы не в сети' })
    await expect(offline).toBeVisible()
    const m = await margins(offline, width)
    expect(m.left).toBeGreaterThanOrEqual(12)
    expect(m.right).toBeGreaterThanOrEqual(12)
    await expect(page.getByRole('alert').getByRole('link', { name: 'Деловая программа' })).toBeVisible()
    await context.setOffline(false)
  })
}

test('print: the printed grid carries no filter chips, tabs or view switches, only the day’s sessions by hall', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/program/grid?day=${DAY}`)
  await appReady(page)
  await page.emulateMedia({ media: 'print' })
  for (const selector of ['.filter', '.day-tabs', '.views', '.view-switch', '.hall-choice', '.chip']) {
    await expect(page.locator(selector).first(), selector).toBeHidden()
  }
  await expect(page.locator('.grid-print')).toBeVisible()
})
