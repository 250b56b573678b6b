import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { logIn, storedSession } from './support/accounts'
import { appReady } from './support/ready'

const STAFF = { email: 'staff@horizon-forum.example', password: 'staff2026' }
/** The demo's smallest hall: "Мастерская", 60 seats. */
const WORKSHOP = 8

interface MeetingRow {
  id: number
  date: string
  start_at: string
  end_at: string
  area_id: number
}

async function staffToken(page: Page): Promise<string> {
  await page.goto('/login')
  await appReady(page)
  await logIn(page, STAFF.email, STAFF.password)
  await expect(page).toHaveURL(/\/cabinet$/)
  return (await storedSession(page))[0]!
}

async function countTo(request: APIRequestContext, token: string, present: number) {
  const halls = (await (await request.get('/api/acc/api/halls/fill')).json()) as { data: { area_id: number; present: number }[] }
  const now = halls.data.find((h) => h.area_id === WORKSHOP)?.present ?? 0
  for (let i = now; i !== present; i += present > now ? 1 : -1) {
    const reply = await request.post(`/api/acc/api/staff/halls/${WORKSHOP}/count`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { delta: present > now ? 1 : -1 },
    })
    expect(reply.status()).toBe(200)
  }
}

test('hall counts push a hall to filling and full on the grid and the session page, live on an open page; a full session offers others; 15 minutes on, "unknown"', async ({ page, request }) => {
  test.setTimeout(90_000)
  const token = await staffToken(page)

  // The hall staff's page: the big buttons count.
  await page.goto('/staff/hall')
  const hall = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Мастерская' }) })
  await expect(hall.getByTestId('hall-count')).toContainText('из 60')
  const before = Number((await hall.getByTestId('hall-count').textContent())!.match(/(\d+) из/)![1])
  await hall.getByRole('button', { name: '+1 Вошёл, Мастерская' }).click()
  await expect(hall.getByTestId('hall-count')).toContainText(`${before + 1} из 60`)
  await hall.getByRole('button', { name: '+1 Вошёл, Мастерская' }).click()
  await hall.getByRole('button', { name: '−1 Вышел, Мастерская' }).click()
  await expect(hall.getByTestId('hall-count')).toContainText(`${before + 1} из 60`)

  // A ticket scanned at the hall's door counts one in (typed here; the camera is the door's, staff-door.spec.ts).
  await page.getByLabel('Зал', { exact: true }).selectOption({ label: 'Мастерская' })
  await page.getByLabel('Код билета').fill('HallDoorTicket-0001')
  await page.getByRole('button', { name: 'Проверить' }).click()
  await expect(page.getByTestId('hall-scan')).toHaveText(`+1 вошёл: Мастерская, ${before + 2} из 60`)
  await expect(hall.getByTestId('hall-count')).toContainText(`${before + 2} из 60`)
  await page.getByLabel('Код билета').fill('not a ticket')
  await page.getByRole('button', { name: 'Проверить' }).click()
  await expect(page.getByTestId('hall-scan')).toHaveText('Это не код билета: не посчитано')
  await expect(hall.getByTestId('hall-count')).toContainText(`${before + 2} из 60`)

  // 45 of 60 is 75 %: filling.
  await countTo(request, token, 45)
  const [meeting] = ((await (await request.get(`/acms/api/v1.0/meeting?event_id=35&area_id=${WORKSHOP}&is_culture=0&limit=1`)).json()) as { data: MeetingRow[] }).data
  await page.goto(`/program/grid?day=${meeting!.date}`)
  await appReady(page)
  const gridHall = page.locator('.pgrid__hall').filter({ hasText: 'Мастерская' })
  await expect(gridHall.locator('[data-fill]')).toHaveAttribute('data-fill', 'filling')
  await expect(gridHall).toContainText('Зал заполняется')

  await page.goto(`/program/meeting/${meeting!.id}`)
  await appReady(page)
  await expect(page.locator('[data-fill]').first()).toHaveAttribute('data-fill', 'filling')
  await expect(page.getByRole('heading', { name: 'Зал заполнен' })).toHaveCount(0)

  // 60 of 60: the open page turns "full" with no reload (the live channel's hall event), and
  // offers what runs at the same time in halls that are not full.
  await expect(page.locator('html[data-live]')).toHaveCount(1)
  await countTo(request, token, 60)
  await expect(page.locator('.meeting [data-fill]').first()).toHaveAttribute('data-fill', 'full', { timeout: 5_000 })
  await expect(page.getByRole('heading', { name: 'Зал заполнен' })).toBeVisible()
  await page.clock.install({ time: Date.now() })
  await page.reload()
  await appReady(page)
  await expect(page.locator('.meeting [data-fill]').first()).toHaveAttribute('data-fill', 'full')
  const others = page.getByTestId('hall-alternative')
  await expect(others.first()).toBeVisible()
  const same = ((await (await request.get(`/acms/api/v1.0/meeting?event_id=35&date=${meeting!.date}&is_culture=0&limit=1000`)).json()) as { data: MeetingRow[] }).data
  const overlapping = same.filter((m) => m.area_id !== WORKSHOP && m.start_at < meeting!.end_at && m.end_at > meeting!.start_at)
  await expect(others).toHaveCount(overlapping.length)

  // No count for more than 15 minutes: never a stale "full" or "free", but "unknown".
  await page.clock.fastForward('16:00')
  await expect(page.locator('.meeting [data-fill]').first()).toHaveAttribute('data-fill', 'unknown')
  await expect(page.locator('.meeting')).toContainText('Заполненность неизвестна')
  await expect(page.getByRole('heading', { name: 'Зал заполнен' })).toHaveCount(0)

  await countTo(request, token, 0)
})
