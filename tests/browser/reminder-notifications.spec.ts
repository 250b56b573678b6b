/**
 * A reminder comes as a browser notification while any page of the site is open,
 * not only the cabinet. Playwright's clock runs the browser on the demo event's first day
 * (8 December 2026, Europe/Moscow) from before the login, so the session's own expiry is on the
 * same clock; the server keeps real time. The browser's Notification is a recorder here: every
 * notification any tab shows is reported to the test.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount, storedSession } from './support/accounts'
import { appReady } from './support/ready'

interface Session {
  id: number
  start_at: string
  translations: { ru?: { title: string } }
}

const MINUTE = 60_000

/** Three sessions of the first day with three different start times, earliest first. */
async function threeSessions(request: APIRequestContext): Promise<[Session, Session, Session]> {
  const res = await request.get('/acms/api/v1.0/meeting?event_id=35&limit=1000&brief=1')
  const all = ((await res.json()) as { data: Session[] }).data
    .filter((m) => m.start_at.startsWith('2026-12-08') && m.translations.ru?.title)
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at))
  const picked: Session[] = []
  for (const m of all) if (!picked.length || Date.parse(m.start_at) - Date.parse(picked.at(-1)!.start_at) >= 30 * MINUTE) picked.push(m)
  expect(picked.length, 'the demo day has three start times 30 minutes apart').toBeGreaterThanOrEqual(3)
  return [picked[0]!, picked[1]!, picked[2]!]
}

/** The account API as the person (their token from the page). */
async function asPerson(page: Page) {
  const headers = { Authorization: `Bearer ${(await storedSession(page))[0]}` }
  return {
    pick: (ids: number[]) => page.request.post('/api/acc/api/user/meeting/add-to-favorite', { headers, data: { ids } }),
    drop: (ids: number[]) => page.request.post('/api/acc/api/user/meeting/remove-from-favorite', { headers, data: { ids } }),
    reminders: (minutes: number) => page.request.put('/api/acc/api/user/reminders', { headers, data: { enabled: true, minutes_before: minutes } }),
  }
}

/** The page's program as the notifier reads it (it has loaded once this answer came). */
const programRead = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/acc/api/user/meeting?') && r.ok())

test.use({ permissions: ['notifications'] })

test('a reminder shows as a browser notification on the grid (not the cabinet) at the lead time, once across tabs and reloads, and none for a dropped session', async ({
  page,
  context,
  request,
}) => {
  const [first, dropped, third] = await threeSessions(request)
  const shown: Array<{ title: string; tag: string }> = []
  await context.exposeFunction('recordNotification', (title: string, tag: string) => void shown.push({ title, tag }))
  await context.addInitScript(() => {
    class RecordingNotification {
      static permission: NotificationPermission = 'granted'
      static requestPermission = async () => 'granted' as const
      onclick: (() => void) | null = null
      constructor(title: string, options?: NotificationOptions) {
        void (window as unknown as { recordNotification: (t: string, tag: string) => Promise<void> }).recordNotification(title, options?.tag ?? '')
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true, writable: true })
  })
  // 20 minutes before the first session, and flowing from there.
  await context.clock.install({ time: Date.parse(first.start_at) - 20 * MINUTE })

  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  const api = await asPerson(page)
  // The browser's hours pass in seconds of the server's: its refresh would be "too early" there.
  // The page keeps its token (valid on the server's clock for the test's few minutes).
  const token = (await storedSession(page))[0]!
  await context.route('**/api/acc/auth/refresh', (route) => route.fulfill({ json: { data: { access_token: token, expires_in: 3600 } } }))
  expect((await api.pick([first.id, dropped.id, third.id])).ok()).toBe(true)
  expect((await api.reminders(15)).ok()).toBe(true)

  // Two tabs, neither of them the cabinet: the grid of the day and the home page.
  const grid = page
  let read = programRead(grid)
  await grid.goto('/program/grid?day=2026-12-08')
  await appReady(grid)
  await read
  const home = await context.newPage()
  read = programRead(home)
  await home.goto('/')
  await appReady(home)
  await read

  // 16 minutes before: not yet. Past 15 minutes before: the first session, once for both tabs.
  await context.clock.fastForward(4 * MINUTE)
  await grid.waitForTimeout(500)
  expect(shown).toEqual([])
  await context.clock.fastForward(1.5 * MINUTE)
  await expect.poll(() => shown.length).toBe(1)
  expect(shown[0]!.title).toBe(`Скоро начнётся: ${first.translations.ru!.title}`)
  expect(shown[0]!.tag).toBe(`reminder-${first.id}-${first.start_at}`)

  // A reload while its lead is still running does not show it again.
  read = programRead(grid)
  await grid.reload()
  await appReady(grid)
  await read
  await grid.waitForTimeout(1000)
  expect(shown).toHaveLength(1)

  // The second session is dropped (from another device): at its lead nothing shows; the third still does.
  expect((await api.drop([dropped.id])).ok()).toBe(true)
  await context.clock.fastForward(Date.parse(third.start_at) - 14 * MINUTE - (await grid.evaluate(() => Date.now())))
  await expect.poll(() => shown.map((n) => n.tag)).toEqual([`reminder-${first.id}-${first.start_at}`, `reminder-${third.id}-${third.start_at}`])
  await grid.waitForTimeout(1000)
  expect(shown.map((n) => n.tag)).not.toContain(`reminder-${dropped.id}-${dropped.start_at}`)
  expect(shown).toHaveLength(2)
})
