import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount, storedSession } from './support/accounts'
import { appReady } from './support/ready'

async function fillPersonal(page: Page, { notCreative }: { notCreative: boolean }) {
  await page.getByLabel('Фамилия', { exact: true }).fill('Иванова')
  await page.getByLabel('Имя', { exact: true }).fill('Анна')
  await page.getByLabel('Фамилия латиницей').fill('Ivanova')
  await page.getByLabel('Имя латиницей').fill('Anna')
  await page.getByLabel('Дата рождения').fill('1990-05-01')
  await page.getByLabel('Телефон').fill('+7 900 123-45-67')
  await page.getByLabel('Регион').fill('Республика Татарстан')
  await page.getByLabel('Город').fill('Казань')
  if (notCreative) await page.getByLabel('Я не представитель креативных индустрий').check()
}

async function fillParticipationAndRegister(page: Page) {
  await page.getByRole('group', { name: 'Цель участия' }).getByRole('radio').first().check()
  await page.getByRole('group', { name: 'В какие дни вы придёте' }).getByRole('checkbox').first().check()
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByText(/Шаг \d из \d/)).toContainText('Шаг')
  await page.getByRole('checkbox', { name: /согласен/ }).check()
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(page).toHaveURL(/\/cabinet\/event-registration\/success/)
}

test('§2: the event registration wizard, creative-industry branch, survives a reload in the middle; the ticket QR scans to the ticket code', async ({ page, request }) => {
  test.setTimeout(90_000)
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await page.goto('/cabinet/event-registration')
  await expect(page.getByText('Шаг 1 из 4')).toBeVisible()
  await fillPersonal(page, { notCreative: false })
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByText('Шаг 2 из 4')).toBeVisible()

  // A reload in the middle loses nothing.
  await page.reload()
  await expect(page.getByText('Шаг 2 из 4')).toBeVisible()
  await page.getByRole('button', { name: 'Назад' }).click()
  await expect(page.getByLabel('Фамилия латиницей')).toHaveValue('Ivanova')
  await page.getByRole('button', { name: 'Продолжить' }).click()

  await page.getByLabel('Организация').fill('Студия «Облако»')
  await page.getByLabel('Тип организации').selectOption({ index: 1 })
  await page.getByLabel('Отрасль').selectOption({ index: 1 })
  await page.getByLabel('Должность').fill('Продюсер')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByText('Шаг 3 из 4')).toBeVisible()
  await fillParticipationAndRegister(page)

  await page.goto('/cabinet')
  await expect(page.getByText('Посетитель')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Скачать билет (PDF)' }).click()
  const dir = mkdtempSync(join(tmpdir(), 'ticket-'))
  const pdf = join(dir, 'ticket.pdf')
  await (await download).saveAs(pdf)
  expect(spawnSync('pdftoppm', ['-png', '-r', '150', pdf, join(dir, 'page')]).status).toBe(0)
  const scan = spawnSync('sh', ['-c', `zbarimg --quiet --raw ${dir}/page*.png`], { encoding: 'utf8' })
  const token = (await storedSession(page))[0]!
  const view = (await (await request.get('/api/acc/api/user/event/view/', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { qr_code: string } }
  expect(scan.stdout.trim()).toBe(view.data.qr_code)
})

test('§2: the wizard for a person who is not a creative-industry representative has one step fewer', async ({ page }) => {
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await page.goto('/cabinet/event-registration')
  await fillPersonal(page, { notCreative: true })
  await expect(page.getByText('Шаг 1 из 3')).toBeVisible()
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByText('Шаг 2 из 3')).toBeVisible()
  await fillParticipationAndRegister(page)
})

test('§4: a session added to my program from its page shows in the cabinet', async ({ page, request }) => {
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  const meetings = (await (await request.get('/acms/api/v1.0/meeting?is_culture=0&limit=1')).json()) as { data: { id: number; translations: { ru: { title: string } } }[] }
  const meeting = meetings.data[0]!
  await page.goto(`/program/meeting/${meeting.id}`)
  await appReady(page)
  await page.getByRole('button', { name: 'В мою программу', exact: true }).click()
  // The words change when pressed (one way to pick).
  await expect(page.getByRole('button', { name: 'В моей программе', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/cabinet')
  const mine = page.getByRole('region', { name: 'Моя программа' })
  await expect(mine.getByText(meeting.translations.ru.title)).toBeVisible()
})

test('§6: the demo speaker sees its speeches and files; a visitor cannot open a speaker file', async ({ page, request }) => {
  await page.goto('/login')
  await logIn(page, 'speaker@horizon-forum.example', 'speaker2026')
  await expect(page).toHaveURL(/\/cabinet$/)
  await expect(page.getByText('Спикер', { exact: true }).first()).toBeVisible()
  const token = (await storedSession(page))[0]!
  const media = (await (await request.get('/api/acc/api/user/media?limit=100', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { id: number; name: string }[] }
  expect(media.data.length).toBeGreaterThan(0)
  await expect(page.getByText(media.data[0]!.name).first()).toBeVisible()

  const login = await request.post('/api/acc/auth/login', { data: { email: 'visitor@horizon-forum.example', password: 'visitor2026' } })
  const visitor = ((await login.json()) as { data: { access_token: string } }).data.access_token
  const refused = await request.get(`/api/acc/api/user/media/${media.data[0]!.id}/file`, { headers: { Authorization: `Bearer ${visitor}` } })
  expect(refused.status()).toBe(404)
  const own = await request.get(`/api/acc/api/user/media/${media.data[0]!.id}/file`, { headers: { Authorization: `Bearer ${token}` } })
  expect(own.status()).toBe(200)
})

test('§4: favorites added and removed on the grid show in the cabinet and leave it', async ({ page }) => {
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await page.goto('/program/grid')
  await appReady(page)
  const first = page.getByRole('button', { name: /^В мою программу: / }).first()
  await expect(first).toHaveAttribute('aria-pressed', 'false')
  const title = ((await first.getAttribute('aria-label')) ?? '').replace(/^В мою программу: /, '')
  await first.click()
  // Its name says it is in the program now.
  const star = page.getByRole('button', { name: `В моей программе: ${title}`, exact: true })
  await expect(star).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/cabinet')
  const mine = page.getByRole('region', { name: 'Моя программа' })
  await expect(mine.getByText(title)).toBeVisible()

  await page.goto('/program/grid')
  await appReady(page)
  const again = page.getByRole('button', { name: `В моей программе: ${title}`, exact: true })
  await expect(again).toHaveAttribute('aria-pressed', 'true')
  await again.click()
  await expect(page.getByRole('button', { name: `В мою программу: ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'false')
  await page.goto('/cabinet')
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Моя программа' }).getByText(title)).toHaveCount(0)
})
