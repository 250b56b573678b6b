import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount, storedSession } from './support/accounts'
import { appReady } from './support/ready'

const STAFF = { email: 'staff@horizon-forum.example', password: 'staff2026' }

/** A new person registered for the event through the API: their ticket code. */
async function newTicket(page: Page, request: APIRequestContext, lastname: string): Promise<string> {
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  const token = (await storedSession(page))[0]!
  const reply = await request.put('/api/acc/api/user/event/register', {
    headers: { Authorization: `Bearer ${token}`, 'X-Lang': 'ru' },
    data: {
      lastname, firstname: 'Ольга', surname: '', lastname_en: 'Offline', firstname_en: 'Olga', sex: 'F', birthdate: '1991-02-03', phone: '+7 900 555-44-33', city: 'Казань', region: 'Татарстан',
      notCreativeIndustry: true, organization: '', organization_type: '', industry_id: null, position: '', purpose: 'networking', days: ['2026-12-08'], education: '', consent: true,
    },
  })
  expect(reply.status(), await reply.text()).toBe(200)
  return ((await reply.json()) as { data: { qr_code: string } }).data.qr_code
}

async function scanner(context: BrowserContext, door: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto('/login')
  await appReady(page)
  await logIn(page, STAFF.email, STAFF.password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await page.goto('/staff/door')
  // This browser has no camera: the page says so and takes typed codes.
  await expect(page.getByText('Камера недоступна')).toBeVisible()
  await page.getByLabel('Вход', { exact: true }).fill(door)
  await page.getByRole('button', { name: 'Выбрать' }).click()
  // The offline data is here before the network goes.
  await expect(page.getByTestId('door-data')).toContainText(/\d+ билет(а|ов)?, на/)
  return page
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Код билета').fill(code)
  await page.getByRole('button', { name: 'Проверить' }).click()
}

test('two scanners offline both admit one ticket: back online, one admission is counted and the other flagged for the staff', async ({ page, browser, request }) => {
  test.setTimeout(90_000)
  const lastname = `Офлайнова${Date.now() % 100000}`
  const code = await newTicket(page, request, lastname)
  const contextA = await browser.newContext()
  const contextB = await browser.newContext()
  const a = await scanner(contextA, 'Вход А')
  const b = await scanner(contextB, 'Вход Б')

  await contextA.setOffline(true)
  await contextB.setOffline(true)
  for (const p of [a, b]) {
    await expect(p.getByTestId('door-network')).toContainText('Нет сети')
    await typeCode(p, code)
    const verdict = p.locator('.verdict[data-verdict]')
    await expect(verdict).toHaveAttribute('data-verdict', 'valid')
    await expect(verdict).toContainText(`Ольга ${lastname}`)
    await expect(verdict).toContainText('Проверено без сети')
    expect(Number(await verdict.getAttribute('data-verdict-ms'))).toBeLessThanOrEqual(300)
    await expect(p.getByTestId('door-network')).toContainText('Ждут отправки: 1')
    // The same scanner, asked again, knows its own admission.
    await typeCode(p, code)
    await expect(verdict).toHaveAttribute('data-verdict', 'already_checked_in')
  }

  await contextA.setOffline(false)
  await expect(a.getByTestId('door-network')).not.toContainText('Ждут отправки')
  await contextB.setOffline(false)
  await expect(b.getByTestId('door-network')).not.toContainText('Ждут отправки')
  // The second admission is not dropped: both scanners' staff see it, with the first one.
  const flagged = b.getByTestId('door-flagged').filter({ hasText: lastname })
  await expect(flagged).toHaveCount(1)
  await expect(flagged).toContainText('Вход Б')
  await expect(flagged).toContainText('первый проход')
  await expect(flagged).toContainText('Вход А')
  await a.reload()
  await expect(a.getByTestId('door-flagged').filter({ hasText: lastname })).toHaveCount(1)

  // Online again, the server says the ticket was used, once.
  await typeCode(a, code)
  await expect(a.locator('.verdict[data-verdict]')).toHaveAttribute('data-verdict', 'already_checked_in')
  await expect(a.locator('.verdict')).not.toContainText('Проверено без сети')
  await contextA.close()
  await contextB.close()
})

test('logging out deletes the scanner\'s offline data', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await scanner(context, 'Вход В')
  const stored = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('personal:')))
  expect(await stored()).toEqual(expect.arrayContaining(['personal:door-data', 'personal:staff']))
  // The data names its account (for the logout), and holds no one else's e-mail, phone or birthdate.
  const data = (await page.evaluate(() => JSON.parse(localStorage.getItem('personal:door-data') ?? '{}'))) as { data: unknown }
  expect(JSON.stringify(data.data)).not.toMatch(/@|\+7/)
  await page.goto('/cabinet')
  await page.getByRole('button', { name: 'Выйти' }).first().click()
  await expect.poll(stored).toEqual([])
  await context.close()
})

test('200 offline check-ins sync once each, also when the answer to the first send is lost, each with its offline data\'s time', async ({ browser, request }) => {
  test.setTimeout(240_000)
  // 200 ticket holders, made before the scanner downloads its offline data (a rehearsal's tickets, /dev only).
  const prefix = `Batch${Date.now() % 1_000_000}`
  const made = await request.post('/dev/staff/tickets', { data: { count: 200, prefix } })
  expect(made.status(), await made.text()).toBe(200)
  const codes = ((await made.json()) as { data: { codes: string[] } }).data.codes
  expect(codes).toHaveLength(200)
  const door = `Вход ${prefix}`
  const context = await browser.newContext()
  const page = await scanner(context, door)

  await context.setOffline(true)
  await expect(page.getByTestId('door-network')).toContainText('Нет сети')
  const verdict = page.locator('.verdict[data-verdict]')
  for (const code of codes) {
    await typeCode(page, code)
    await expect(verdict).toContainText(code)
    await expect(verdict).toHaveAttribute('data-verdict', 'valid')
  }
  await expect(page.getByTestId('door-network')).toContainText('Ждут отправки: 200')

  // The first send reaches the server, but its answer is lost on the way back: the queue stays,
  // and the resend (the same ids) counts nothing twice.
  let sends = 0
  const sent: { body?: { checkins: { generated_at?: string }[] } } = {}
  await page.route('**/api/staff/door/sync', async (route) => {
    if (++sends > 1) return route.continue()
    sent.body = route.request().postDataJSON() as typeof sent.body
    await route.fetch()
    await route.abort('failed')
  })
  await context.setOffline(false)
  await expect.poll(() => sends).toBe(1)
  await expect(page.getByTestId('door-network')).toContainText('Ждут отправки: 200')
  // The server judges each `at` against the time the scanner's data was made, not the scanner's clock.
  const stamps = new Set((sent.body?.checkins ?? []).map((c) => c.generated_at))
  expect(stamps.size).toBe(1)
  expect([...stamps][0]).toMatch(/^\d{4}-\d\d-\d\dT/)
  await page.getByRole('button', { name: 'Отправить сейчас' }).click()
  await expect(page.getByTestId('door-network')).not.toContainText('Ждут отправки')
  expect(sends).toBe(2)
  await expect(page.getByTestId('door-count')).toHaveText('200')
  await expect(page.getByTestId('door-flagged').filter({ hasText: prefix })).toHaveCount(0)
  await context.close()
})
