import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { e2e } from '../../playwright.config'
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
  const res = await request.post(`${ACC}/auth/login`, { data: { email: who.email, password: who.password } })
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

/** The first mail to `address` whose subject holds `subject`, over the test's SMTP server. */
async function mailWith(address: string, subject: string) {
  let found: { to: string; subject: string; text: string } | undefined
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`http://127.0.0.1:${e2e.mailPort}/mails`)).json()) as Array<{ to: string; subject: string; text: string }>
      found = mails.find((m) => m.to.includes(address) && m.subject.includes(subject))
      return found !== undefined
    }, { timeout: 30_000 })
    .toBe(true)
  return found!
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

test.describe('the desk: messages and the day', () => {
  test('§35: a message to the people of a hall on day 1 reaches exactly them over SMTP, in their language, once, and skips the one who opted out', async ({ page, request }) => {
    test.setTimeout(150_000)
    const meetings = (await (await request.get('/acms/api/v1.0/meeting?date=2026-12-08&limit=50')).json()) as { data: Array<{ id: number; area_id: number }> }
    const first = meetings.data[0]!
    const other = meetings.data.find((m) => m.area_id !== first.area_id)!
    const people = { ru: await registeredPerson(request, surname()), en: await registeredPerson(request, surname()), off: await registeredPerson(request, surname()), elsewhere: await registeredPerson(request, surname()) }
    for (const [key, p] of Object.entries(people)) {
      const auth = { Authorization: `Bearer ${await token(request, p)}`, 'X-Event-Id': '35' }
      const ids = [key === 'elsewhere' ? other.id : first.id]
      expect((await request.post(`${ACC}${accountEndpoints.addFavorites.path}`, { data: { ids }, headers: auth })).status()).toBe(200)
      if (key !== 'ru') {
        const res = await request.put(`${ACC}/api/user/organizer-mail`, { data: { enabled: key !== 'off' }, headers: { ...auth, 'X-Lang': key === 'en' ? 'en' : 'ru' } })
        expect(res.status(), await res.text()).toBe(200)
      }
    }
    await logInByApi(page, await registrar(request))
    await page.goto('/desk/messages')
    await appReady(page)
    await page.getByLabel('Кому').selectOption('hall')
    await page.getByLabel('День (необязательно)').fill('2026-12-08')
    await page.getByLabel('Номер зала').fill(String(first.area_id))
    const subject = `Зал переехал ${Date.now()}`
    const ru = page.getByRole('group', { name: 'По-русски' })
    await ru.getByLabel('Тема').fill(subject)
    await ru.getByLabel('Текст').fill('Сессия пройдёт в соседнем зале.')
    const en = page.getByRole('group', { name: 'По-английски' })
    await en.getByLabel('Тема').fill(`Hall moved ${subject.slice(13)}`)
    await en.getByLabel('Текст').fill('The session moves to the hall next door.')
    await page.getByRole('button', { name: 'Посмотреть, как получат' }).click()
    // Headings never hyphenate; running text may hold soft hyphens.
    await expect(page.getByRole('heading', { name: /^Получат: \d+ из \d+$/ })).toBeVisible()
    await page.getByRole('button', { name: 'Отправить' }).click()
    await expect(page.getByRole('cell', { name: subject })).toBeVisible()

    const ruMail = await mailWith(people.ru.email, subject)
    expect(ruMail.text).toContain('Сессия пройдёт в соседнем зале.')
    const enMail = await mailWith(people.en.email, `Hall moved ${subject.slice(13)}`)
    expect(enMail.text).toContain('The session moves to the hall next door.')
    expect(enMail.text).toMatch(/\/organizer-mail\/off\/[0-9a-f]{64}/)
    // Give the queue time to send anything more it would have sent, then count.
    await page.waitForTimeout(3000)
    const all = (await (await fetch(`http://127.0.0.1:${e2e.mailPort}/mails`)).json()) as Array<{ to: string; subject: string }>
    const of = (email: string) => all.filter((m) => m.to.includes(email) && (m.subject.includes(subject) || m.subject.includes(subject.slice(13))))
    expect(of(people.ru.email)).toHaveLength(1)
    expect(of(people.en.email)).toHaveLength(1)
    expect(of(people.off.email)).toHaveLength(0)
    expect(of(people.elsewhere.email)).toHaveLength(0)
  })

  test('§35: the dashboard’s check-in count grows on an open page when a ticket is scanned', async ({ page, request }) => {
    test.setTimeout(90_000)
    const person = await registeredPerson(request, surname())
    await logInByApi(page, await registrar(request))
    await page.goto('/desk/day')
    await appReady(page)
    const count = page.getByTestId('day-checkins')
    await expect(count).toHaveText(/^\d+$/)
    const before = Number(await count.textContent())
    const res = await request.post(`${ACC}/api/staff/door/check`, {
      data: { id: `journey${Date.now()}`, code: person.code, door: 'Вход Д' },
      headers: { Authorization: `Bearer ${await token(request, STAFF)}` },
    })
    expect(res.status(), await res.text()).toBe(200)
    await expect(count).toHaveText(String(before + 1), { timeout: 15_000 })
  })

  test('the dashboard has the forum days’ figures and their CSV, and /staff/stats takes a desk person there', async ({ page, request }) => {
    await logInByApi(page, await registrar(request))
    await page.goto('/staff/stats')
    await appReady(page)
    await expect(page).toHaveURL(/\/desk\/day$/)
    const days = page.getByTestId('day-by-day')
    await expect(days.getByRole('columnheader')).toHaveText(['День', 'Прошли', 'Зарегистрированы', 'Не пришли'])
    // The four forum days, and any other day with check-ins (a rehearsal's, another journey's today).
    await expect(days.locator('tbody tr').nth(3)).toBeVisible()
    expect(await days.locator('tbody tr').count()).toBeGreaterThanOrEqual(4)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Скачать CSV проходов' }).click()
    expect((await download).suggestedFilename()).toBe('checkins.csv')
  })
})
