import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount } from './support/accounts'
import { appReady } from './support/ready'

const STAFF = { email: 'staff@horizon-forum.example', password: 'staff2026' }

/**
 * The ticket says what the door will check: a person registered for two of the forum's four
 * days reads those two days, never "all days", on the success page, the cabinet's card, the PDF
 * and the door's verdict.
 */
test('the ticket tells the truth: a two-day registration names its two days on the success page, the card, the PDF and at the door', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  await page.goto('/cabinet/event-registration')
  await appReady(page)
  await page.getByLabel('Фамилия', { exact: true }).fill('Петрова')
  await page.getByLabel('Имя', { exact: true }).fill('Мария')
  await page.getByLabel('Фамилия латиницей').fill('Petrova')
  await page.getByLabel('Имя латиницей').fill('Maria')
  await page.getByLabel('Дата рождения').fill('1991-03-02')
  await page.getByLabel('Телефон').fill('+7 900 123-45-67')
  await page.getByLabel('Регион').fill('Республика Татарстан')
  await page.getByLabel('Город').fill('Казань')
  await page.getByLabel('Я не представитель креативных индустрий').check()
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await page.getByRole('group', { name: 'Цель участия' }).getByRole('radio').first().check()
  const days = page.getByRole('group', { name: 'В какие дни вы придёте' }).getByRole('checkbox')
  await days.nth(0).check()
  await days.nth(1).check()
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await page.getByRole('checkbox', { name: /согласен/ }).check()
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(page).toHaveURL(/\/cabinet\/event-registration\/success/)

  await expect(page.getByTestId('ticket-validity')).toHaveText('Билет действует 8 и 9 декабря.')
  await expect(page.getByText(/все дни/)).toHaveCount(0)

  await page.goto('/cabinet')
  await appReady(page)
  const card = page.getByRole('region', { name: 'Ваш билет' })
  await expect(card).toContainText('Петрова Мария')
  await expect(card.getByTestId('ticket-validity')).toHaveText('Билет действует 8 и 9 декабря')
  await expect(card).toContainText('«Казань Экспо»')
  const code = ((await card.locator('figcaption').textContent()) ?? '').replace(/^.*:\s*/, '')
  expect(code).toMatch(/^[A-Za-z0-9_-]{8,}$/)

  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Скачать билет (PDF)' }).click()
  const pdf = join(mkdtempSync(join(tmpdir(), 'ticket-days-')), 'ticket.pdf')
  await (await download).saveAs(pdf)
  const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ')
  expect(text).toContain('Петрова Мария')
  expect(text).toContain('Билет действует 8 и 9 декабря')
  expect(text).not.toContain('все дни')
  // The city is not repeated after the address: the venue's name holds it already.
  expect(text).toContain('«Казань Экспо», Республика Татарстан')
  expect(text).not.toMatch(/Выставочная, 1, Казань/)

  // The door, on a phone of the staff.
  const door = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await door.goto('/login')
  await appReady(door)
  await logIn(door, STAFF.email, STAFF.password)
  await expect(door).toHaveURL(/\/cabinet$/)
  await door.goto('/staff/door')
  await appReady(door)
  await door.getByLabel('Вход', { exact: true }).fill('Вход В')
  await door.getByRole('button', { name: 'Выбрать' }).click()
  await door.getByLabel('Код билета').fill(code)
  await door.getByRole('button', { name: 'Проверить' }).click()
  const verdict = door.locator('.verdict[data-verdict]')
  await expect(verdict).toContainText('Мария Петрова')
  await expect(verdict.getByTestId('verdict-days')).toHaveText('Дни билета: 8 и 9 декабря')
  await door.close()
})
