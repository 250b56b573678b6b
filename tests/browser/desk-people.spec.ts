import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { accountEndpoints } from '../../kernel/contract/account'
import { emptyDraft, submission } from '../../machines/event-registration.rules'
import { expect, test } from './fixtures'
import { linkIn, logIn, logInByApi, mailTo } from './support/accounts'
import { appReady } from './support/ready'

const ACC = '/api/acc'
const ORGANIZER = { email: 'organizer@horizon-forum.example', password: 'organizer2026' }
const STAFF = { email: 'staff@horizon-forum.example', password: 'staff2026' }
const LETTERS = 'абвгдежзиклмнопрстуф'
/** A surname of its own per run, Cyrillic only, so the search finds this person alone. */
const surname = () => `Журавлёва${Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('')}`

async function token(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post(`${ACC}/auth/login`, { data: who })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: { access_token: string } }).data.access_token
}

/** A confirmed account through the real SMTP exchange, by the API. */
async function account(request: APIRequestContext) {
  const email = `desk-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
  const password = 'correct horse battery'
  expect((await request.post(`${ACC}/auth/register`, { data: { email, password, password_confirmation: password, consent: true } })).status()).toBe(200)
  const confirm = linkIn(await mailTo(email), '/login?confirm=').searchParams.get('confirm')
  expect((await request.post(`${ACC}/auth/confirm`, { data: { token: confirm } })).status()).toBe(200)
  return { email, password }
}

/** A person registered for two days, with their ticket's code. */
async function registeredPerson(request: APIRequestContext, lastname: string) {
  const who = await account(request)
  const body = submission({ ...emptyDraft(), lastname, firstname: 'Анна', lastname_en: 'Zhuravleva', firstname_en: 'Anna', sex: 'F', birthdate: '1990-02-03', phone: '+7 (912) 345-67-89', city: 'Казань', region: 'Республика Татарстан', organization: 'Студия «Север»', organization_type: 'company', industry_id: 3, position: 'Продюсер', purpose: 'businessProgram', days: ['2026-12-08', '2026-12-09'], consent: true })
  const res = await request.put(`${ACC}${accountEndpoints.registerForEvent.path}`, { data: body, headers: { Authorization: `Bearer ${await token(request, who)}`, 'X-Event-Id': '35' } })
  expect(res.status(), await res.text()).toBe(200)
  return { ...who, code: ((await res.json()) as { data: { qr_code: string } }).data.qr_code }
}

async function registrar(request: APIRequestContext) {
  const who = await account(request)
  const res = await request.post('/api/desk/roles/grant', { data: { email: who.email, role: 'registrar' }, headers: { Authorization: `Bearer ${await token(request, ORGANIZER)}` } })
  expect(res.status(), await res.text()).toBe(200)
  return who
}

async function doorVerdict(page: Page, code: string) {
  await page.getByLabel('Код билета').fill(code)
  await page.getByRole('button', { name: 'Проверить' }).click()
  const verdict = page.locator('.verdict[data-verdict]')
  await expect(verdict).toBeVisible()
  return verdict
}

test.describe('the desk: people', () => {
  test('§35: a registrar finds a person by part of the surname, reissues the ticket; the door refuses the old code and admits the new one', async ({ page, browser, request }) => {
    test.setTimeout(120_000)
    const last = surname()
    const person = await registeredPerson(request, last)
    const me = await registrar(request)
    await logInByApi(page, me)
    await page.goto('/desk/people')
    await appReady(page)
    await page.getByLabel('Имя, почта или организация').fill(last.slice(0, 12).toLowerCase())
    await page.getByRole('button', { name: 'Найти' }).click()
    await expect(page.getByRole('heading', { name: /Найдено: 1 из/ })).toBeVisible()
    await page.getByRole('link', { name: new RegExp(last) }).click()
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(last) })).toBeVisible()
    await expect(page.getByText('8 дек., 9 дек.')).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Перевыпустить билет' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Новый билет выпущен' })).toBeVisible()
    await expect(page.getByText('Билет выпущен 2 раза')).toBeVisible()

    const view = await request.get(`${ACC}${accountEndpoints.eventView.path}`, { headers: { Authorization: `Bearer ${await token(request, person)}`, 'X-Event-Id': '35' } })
    const fresh = ((await view.json()) as { data: { qr_code: string } }).data.qr_code
    expect(fresh).not.toBe(person.code)
    const door = await (await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' })).newPage()
    await door.goto('/login')
    await appReady(door)
    await logIn(door, STAFF.email, STAFF.password)
    await expect(door).toHaveURL(/\/cabinet$/)
    await door.goto('/staff/door')
    await door.getByLabel('Вход', { exact: true }).fill('Вход Д')
    await door.getByRole('button', { name: 'Выбрать' }).click()
    await expect(await doorVerdict(door, person.code)).toHaveAttribute('data-verdict', 'not_this_event')
    await expect(await doorVerdict(door, fresh)).toHaveAttribute('data-verdict', 'valid')
    await door.context().close()
  })

  test('§35: the registrar exports the filtered list as CSV and XLSX; a parser reads the rows and columns back, Cyrillic intact', async ({ page, request }) => {
    test.setTimeout(120_000)
    const last = surname()
    await registeredPerson(request, last)
    await logInByApi(page, await registrar(request))
    await page.goto(`/desk/people?q=${encodeURIComponent(last)}`)
    await appReady(page)
    await expect(page.getByRole('heading', { name: /Найдено: 1 из/ })).toBeVisible()
    await page.getByText('Выгрузить список').click()
    await page.getByRole('checkbox', { name: 'Регион' }).check()
    const csvDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Скачать CSV' }).click()
    const csv = await csvDownload
    expect(csv.suggestedFilename()).toMatch(/^people-\d{4}-\d{2}-\d{2}\.csv$/)
    const rows = parse(readFileSync((await csv.path())!), { bom: true }) as string[][]
    expect(rows).toEqual([
      ['Фамилия', 'Имя', 'Эл. почта', 'Организация', 'Регион', 'Роль', 'Дни регистрации'],
      [last, 'Анна', expect.stringMatching(/@example\.org$/), 'Студия «Север»', 'Республика Татарстан', 'visitor', '2026-12-08, 2026-12-09'],
    ])
    const xlsxDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Скачать XLSX' }).click()
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile((await (await xlsxDownload).path())!)
    const sheet = book.worksheets[0]!
    expect(sheet.rowCount).toBe(2)
    expect((sheet.getRow(2).values as unknown[]).slice(1, 2)).toEqual([last])
    expect(sheet.getRow(1).getCell(5).value).toBe('Регион')
  })

  test('§35: a door steward gets a clear refusal at the desk, and the server answers 403 for the list and the export', async ({ page, request }) => {
    await logInByApi(page, STAFF)
    await page.goto('/desk/people')
    await appReady(page)
    await expect(page.getByRole('alert')).toContainText('Этот раздел — для команды форума')
    await expect(page.getByRole('table')).toHaveCount(0)
    const auth = { Authorization: `Bearer ${await token(request, STAFF)}` }
    expect((await request.get('/api/desk/people', { headers: auth })).status()).toBe(403)
    expect((await request.get('/api/desk/people/export?format=csv', { headers: auth })).status()).toBe(403)
  })
})
