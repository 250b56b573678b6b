import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type Page, chromium } from '@playwright/test'
import { e2e } from '../../playwright.config'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/bench/chromium.mjs'
import { expect, test } from './fixtures'
import { logIn } from './support/accounts'
import { appReady } from './support/ready'

const STAFF = { email: 'staff@horizon-forum.example', password: 'staff2026' }
const SPEAKER = { email: 'speaker@horizon-forum.example', password: 'speaker2026' }
const VISITOR = { email: 'visitor@horizon-forum.example', password: 'visitor2026' }

async function logInAt(page: Page, who: { email: string; password: string }) {
  await page.goto('/login')
  await appReady(page)
  await logIn(page, who.email, who.password)
  await expect(page).toHaveURL(/\/cabinet$/)
}

/**
 * The speaker's ticket as a camera would see it: the PDF the cabinet downloads, rendered by
 * pdftoppm, the part with the QR code cut out and made into a Y4M video (ffmpeg) for Chromium's
 * fake camera.
 */
async function ticketVideo(page: Page): Promise<string> {
  await logInAt(page, SPEAKER)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: /Скачать билет/ }).click()
  const dir = mkdtempSync(join(tmpdir(), 'door-camera-'))
  const pdf = join(dir, 'ticket.pdf')
  await (await download).saveAs(pdf)
  expect(spawnSync('pdftoppm', ['-png', '-r', '72', '-singlefile', pdf, join(dir, 'ticket')]).status).toBe(0)
  // A4 at 72 dpi is 595×842: the code (220 px) is centred in the lower half; a 640×480 frame holds it whole.
  const video = join(dir, 'ticket.y4m')
  const ffmpeg = spawnSync('ffmpeg', ['-loglevel', 'error', '-y', '-loop', '1', '-i', join(dir, 'ticket.png'), '-vf', 'crop=480:480:57:300,pad=640:480:80:0:white,format=yuv420p', '-t', '1', '-r', '5', video])
  expect(ffmpeg.status, ffmpeg.stderr?.toString()).toBe(0)
  // The frame really holds a readable code (zbarimg reads the same frame Chromium will show).
  const frame = join(dir, 'frame.png')
  spawnSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', video, '-frames:v', '1', frame])
  expect(spawnSync('zbarimg', ['--quiet', '--raw', frame], { encoding: 'utf8' }).stdout.trim()).toMatch(/^HF35-/)
  return video
}

test.describe('the door scanner', () => {
  let cameraBrowser: Browser | undefined
  test.afterEach(async () => {
    await cameraBrowser?.close()
  })

  test('the camera reads the ticket from the PDF: valid with the name and "speaker", then the second scan says already checked in', async ({ page }) => {
    test.setTimeout(90_000)
    const video = await ticketVideo(page)
    cameraBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    })
    const context = await cameraBrowser.newContext({ baseURL: `http://127.0.0.1:${e2e.port}`, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })
    await context.grantPermissions(['camera'])
    const phone = await context.newPage()
    const errors: string[] = []
    phone.on('pageerror', (error) => errors.push(error.message))
    await logInAt(phone, STAFF)
    await phone.goto('/staff/door')
    await expect(phone.getByRole('heading', { name: 'Проверка билетов' })).toBeVisible()
    await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // A door of its own: other journeys check tickets in at the same server today.
    await phone.getByLabel('Вход', { exact: true }).fill('Вход у камеры')
    await phone.getByRole('button', { name: 'Выбрать' }).click()

    const verdict = phone.locator('.verdict[data-verdict]')
    await expect(verdict).toHaveAttribute('data-verdict', 'valid')
    await expect(verdict).toContainText('Билет действителен')
    await expect(verdict).toContainText('Спикер')
    // The verdict came within the budget of the code being read (the server on this machine).
    expect(Number(await verdict.getAttribute('data-verdict-ms'))).toBeLessThanOrEqual(300)
    await expect(phone.getByTestId('door-count')).toHaveText('1')

    // The ticket stays in front of the camera: read again after a pause, it is a second scan.
    await expect(verdict).toHaveAttribute('data-verdict', 'already_checked_in', { timeout: 15_000 })
    await expect(verdict).toContainText('Уже прошёл сегодня')
    await expect(verdict).toContainText(', Вход у камеры')
    await expect(phone.getByTestId('door-count')).toHaveText('1')
    expect(errors).toEqual([])
  })

  test('a code typed in works too; a code of no ticket is "not a ticket of this event"', async ({ page }) => {
    await logInAt(page, STAFF)
    await page.goto('/staff/door')
    await page.getByLabel('Вход', { exact: true }).fill('Вход Б')
    await page.getByRole('button', { name: 'Выбрать' }).click()
    await page.getByLabel('Код билета').fill('NOT-A-TICKET-OF-OURS-0000')
    await page.getByRole('button', { name: 'Проверить' }).click()
    await expect(page.locator('.verdict[data-verdict]')).toHaveAttribute('data-verdict', 'not_this_event')
    await expect(page.locator('.verdict')).toContainText('Это не билет этого форума')
    await page.getByLabel('Код билета').fill('a code with spaces')
    await page.getByRole('button', { name: 'Проверить' }).click()
    await expect(page.locator('.verdict')).toContainText('Это не билет этого форума')
  })

  test('the staff home leads to the figures: per day, per hour, the halls, and the CSV', async ({ page }) => {
    await logInAt(page, STAFF)
    await page.goto('/staff')
    await expect(page.getByRole('link', { name: 'Проверка билетов на входе' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Счёт в залах' })).toBeVisible()
    await page.getByRole('link', { name: 'Статистика входа' }).click()
    await expect(page.getByRole('heading', { name: 'По дням' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Залы сейчас' })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Мастерская' })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Скачать CSV' }).click()
    const file = await (await download).path()
    expect(readFileSync(file, 'utf8')).toMatch(/^section,day,hour,hall,checkins,registered,no_shows/)
  })

  test("a visitor's account gets 403 from the staff API and sees no staff page", async ({ page, request }) => {
    await logInAt(page, VISITOR)
    await page.goto('/staff/door')
    await expect(page.getByRole('heading', { name: 'Только для сотрудников форума' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Проверка билетов' })).toHaveCount(0)
    await expect(page.getByLabel('Код билета')).toHaveCount(0)
    const token = await page.evaluate(() => localStorage.getItem('jwt_token'))
    const reply = await request.get('/api/acc/api/staff/door/summary', { headers: { Authorization: `Bearer ${token}` } })
    expect(reply.status()).toBe(403)
    expect(((await reply.json()) as { code: string }).code).toBe('staff_only')
  })

  test('a staff page is never rendered by the server for anyone: a visitor without a session is sent to log in', async ({ page, request }) => {
    const html = await (await request.get('/staff/door')).text()
    expect(html).not.toContain('Проверка билетов')
    await page.goto('/staff/door')
    await expect(page).toHaveURL(/\/login/)
  })
})
