/**
 * The live channel. These journeys publish program versions, which every open page counts in its
 * notice: they run one after another (no other journey publishes any).
 *
 * A program version that moves one of a visitor's picks and cancels another
 * reaches two open tabs (the grid and "my picks") without a reload, with the polite notice
 * saying what changed, stronger for the person's picks, and the text typed in the search field
 * still there.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { appReady } from './support/ready'

const CONTENT = '/acms/api/v1.0'

test.describe.configure({ mode: 'default' })

// A laptop: the header's search is in its bar (behind the menu on a phone).
test.use({ viewport: { width: 1280, height: 900 } })

interface Brief {
  id: number
  date: string
  is_culture: boolean
  start_at: string
  translations: { ru?: { title: string } }
}

test('a moved and a cancelled pick show in open tabs at once, with the notice, without a reload', async ({ page, context, request }) => {
  test.setTimeout(90_000)
  // The last two business sessions of the demo: other journeys use the first ones.
  const list = await request.get(`${CONTENT}/meeting?event_id=35&limit=1000&langs=ru`)
  const meetings = ((await list.json()) as { data: Brief[] }).data.filter((m) => !m.is_culture && !('withdrawn' in m && m.withdrawn))
  const [moved, cancelled] = meetings.slice(-2) as [Brief, Brief]
  const day = cancelled.date

  for (const m of [moved, cancelled]) {
    await page.goto(`/program/meeting/${m.id}`)
    await appReady(page)
    const star = page.getByRole('button', { name: /^(В мою программу|В моей программе)/ })
    await star.click()
    await expect(star).toHaveAttribute('aria-pressed', 'true')
  }

  // Tab one: the grid of the cancelled session's day, with something typed in the search field.
  await page.goto(`/program/grid?day=${day}`)
  await appReady(page)
  const cancelledTitle = cancelled.translations.ru?.title as string
  await expect(page.getByRole('link', { name: cancelledTitle }).first()).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Поиск по сайту' })
  await search.fill('панельная дискус')
  // Tab two: "my picks", the same browser (the guest's picks are kept in it).
  const mine = await context.newPage()
  await mine.goto('/my-picks')
  await appReady(mine)
  const movedTitle = moved.translations.ru?.title as string
  const movedItem = mine.getByRole('listitem').filter({ has: mine.getByRole('link', { name: movedTitle }) })
  await expect(movedItem).toBeVisible()
  const timeBefore = await movedItem.innerText()
  // A page that reloads loses this.
  for (const p of [page, mine]) await p.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1))
  // Both tabs are listening (the live stream is open) before the change is published.
  for (const p of [page, mine]) await expect(p.locator('html[data-live]')).toHaveCount(1)

  const published = await request.post('/dev/program/change', { data: { move: [{ id: moved.id, minutes: 60 }], cancel: [cancelled.id] } })
  expect(published.status()).toBe(200)
  try {
    for (const p of [page, mine]) {
      const notice = p.getByTestId('live-notice')
      await expect(notice).toContainText('Программа изменилась: 1 сессия перенесена, 1 сессия отменена.')
      await expect(notice).toContainText('В том числе 2 сессии из вашей программы.')
      await expect(notice.getByRole('link', { name: 'Что изменилось' })).toHaveAttribute('href', '/program/changes')
      await expect(p.locator('[role="status"][aria-live="polite"]').filter({ has: notice })).toHaveCount(1)
      expect(await p.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1)
    }
    // The grid no longer lists the cancelled session; the typed text is still there.
    await expect(page.getByRole('link', { name: cancelledTitle })).toHaveCount(0)
    await expect(search).toHaveValue('панельная дискус')
    // "My picks" shows the moved session's new time.
    await expect.poll(() => movedItem.innerText()).not.toBe(timeBefore)
  } finally {
    // Put the demo back for the other journeys.
    await request.post('/dev/program/change', { data: { move: [{ id: moved.id, minutes: -60 }], restore: [cancelled.id] } })
  }
})

// The offline phone and the tabs that share one stream.

interface Listed {
  id: number
  is_culture: boolean
  withdrawn?: boolean
  start_at: string
}

/** Business sessions of the demo other journeys leave alone (live-updates takes the last two). */
async function sessions(request: APIRequestContext): Promise<Listed[]> {
  const list = await request.get(`${CONTENT}/meeting?event_id=35&limit=1000&langs=ru`)
  return ((await list.json()) as { data: Listed[] }).data.filter((m) => !m.is_culture && !m.withdrawn).slice(-6, -2)
}

/** "HH:MM" of an ISO time with the venue's offset, moved by some minutes. */
function venueTime(iso: string, minutes: number): string {
  const [h, m] = iso.slice(11, 16).split(':').map(Number) as [number, number]
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

const listening = (p: Page) => expect(p.locator('html[data-live]')).toHaveCount(1)

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('an offline phone that comes back online catches up: the moved time and the notice, without a reload', async ({ page, context, request }) => {
    test.setTimeout(90_000)
    const [moved] = (await sessions(request)) as [Listed]
    await page.goto(`/program/meeting/${moved.id}`)
    await appReady(page)
    await listening(page)
    const main = page.getByRole('main')
    await expect(main).toContainText(venueTime(moved.start_at, 0))
    await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1))

    await context.setOffline(true)
    await expect(page.locator('html[data-live]')).toHaveCount(0)
    const published = await request.post('/dev/program/change', { data: { move: [{ id: moved.id, minutes: 45 }] } })
    expect(published.status()).toBe(200)
    try {
      // Nothing reaches a phone without a network.
      await expect(page.getByTestId('live-notice')).toHaveCount(0)
      await context.setOffline(false)
      await listening(page)
      await expect(page.getByTestId('live-notice')).toContainText('Программа изменилась: 1 сессия перенесена.')
      await expect(main).toContainText(venueTime(moved.start_at, 45))
      expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1)
    } finally {
      await context.setOffline(false)
      await request.post('/dev/program/change', { data: { move: [{ id: moved.id, minutes: -45 }] } })
    }
  })
})

test('one stream for all tabs of a browser; when its tab closes, another takes over and misses nothing', async ({ context, request }) => {
  test.setTimeout(90_000)
  const [, moved, cancelled] = (await sessions(request)) as [Listed, Listed, Listed]
  const streams: string[] = []
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/live/events') streams.push(r.url())
  })
  const tabs: Page[] = []
  for (const path of ['/program', `/program/meeting/${moved.id}`, `/program/meeting/${cancelled.id}`]) {
    const tab = await context.newPage()
    await tab.goto(path)
    await appReady(tab)
    await listening(tab)
    tabs.push(tab)
  }
  // Three tabs listen, through one stream.
  expect(streams).toHaveLength(1)
  const [first, second, third] = tabs as [Page, Page, Page]

  // The tab that holds it closes; a change is published before anyone can have taken over.
  await first.close()
  const published = await request.post('/dev/program/change', { data: { move: [{ id: moved.id, minutes: 30 }], cancel: [cancelled.id] } })
  expect(published.status()).toBe(200)
  try {
    for (const tab of [second, third]) {
      await expect(tab.getByTestId('live-notice')).toContainText('Программа изменилась: 1 сессия перенесена, 1 сессия отменена.')
    }
    await expect(second.getByRole('main')).toContainText(venueTime(moved.start_at, 30))
    // The one that took over opened the stream again from the last event id it had been relayed.
    expect(streams).toHaveLength(2)
    expect(new URL(streams[1] as string).searchParams.get('last')).toMatch(/^\d+$/)
  } finally {
    await request.post('/dev/program/change', { data: { move: [{ id: moved.id, minutes: -30 }], restore: [cancelled.id] } })
  }
})
