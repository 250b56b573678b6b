/**
 * Questions to the speakers: one person asks (anonymously), another votes; a visitor who is not
 * logged in sees the list change live and the invitation to log in; the hall's screen shows it.
 */
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount } from './support/accounts'
import { appReady } from './support/ready'

const CONTENT = '/acms/api/v1.0'
const VISITOR = { email: 'visitor@horizon-forum.example', password: 'visitor2026' }

interface Brief {
  id: number
  is_culture: boolean
  start_at: string
  withdrawn?: boolean
}

test('one asks, another votes; an anonymous visitor sees it live with the invitation; the screen shows it', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  // A business session near the end of the demo (other journeys use the first and the last two), moved to start now.
  const list = await request.get(`${CONTENT}/meeting?event_id=35&limit=1000&langs=ru`)
  const meetings = ((await list.json()) as { data: Brief[] }).data.filter((m) => !m.is_culture && !m.withdrawn)
  const session = meetings.at(-3) as Brief
  const minutes = Math.round((Date.now() - Date.parse(session.start_at)) / 60_000)
  expect((await request.post('/dev/program/change', { data: { move: [{ id: session.id, minutes }] } })).ok()).toBe(true)
  const askerContext = await browser.newContext()
  const voterContext = await browser.newContext()
  try {
    // The anonymous visitor: the list (empty) and the invitation; the block opens by itself in the window.
    await page.goto(`/program/meeting/${session.id}`)
    await appReady(page)
    await expect(page.getByRole('heading', { name: 'Вопросы спикерам' })).toBeVisible()
    await expect(page.getByText('Задавать вопросы и голосовать могут зарегистрированные пользователи.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Войти, чтобы спросить' })).toBeVisible()

    // One person asks, anonymously; the hostile-looking text stays text.
    const asker = await askerContext.newPage()
    await asker.goto('/login')
    await appReady(asker)
    await logIn(asker, VISITOR.email, VISITOR.password)
    await expect(asker).not.toHaveURL(/\/login/)
    await asker.goto(`/program/meeting/${session.id}`)
    await appReady(asker)
    const text = `Когда будет запись <b>сессии</b>? ${session.id}`
    await asker.getByLabel('Ваш вопрос').fill(text)
    await asker.getByLabel(/Спросить анонимно/).check()
    await asker.getByRole('button', { name: 'Задать вопрос' }).click()
    await expect(asker.getByLabel('Ваш вопрос')).toHaveValue('')
    const mine = asker.locator('.questions__item', { hasText: text })
    await expect(mine).toContainText('Анонимно')

    // The visitor's page shows it without a reload (the live channel), author hidden.
    const seen = page.locator('.questions__item', { hasText: text })
    await expect(seen).toBeVisible()
    await expect(seen).toContainText('Анонимно')

    // Another person votes, once; the count reaches the others.
    const voter = await voterContext.newPage()
    const { email, password } = await newConfirmedAccount(voter)
    await logIn(voter, email, password)
    await expect(voter).not.toHaveURL(/\/login/)
    await voter.goto(`/program/meeting/${session.id}`)
    await appReady(voter)
    const vote = voter.locator('.questions__item', { hasText: text }).getByRole('button', { name: /Поддержать вопрос/ })
    await vote.click()
    await expect(voter.locator('.questions__item', { hasText: text }).getByRole('button', { name: /Убрать голос/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(seen).toContainText('▲ 1')

    // The hall's screen: no login, the question and its votes, the QR code, nothing personal.
    await page.goto(`/program/meeting/${session.id}/screen`)
    await appReady(page)
    await expect(page.locator('.qa-screen__top')).toContainText(text)
    await expect(page.locator('.qa-screen__top')).toContainText('▲ 1')
    await expect(page.getByRole('img', { name: 'QR-код: вопросы этой сессии' })).toBeVisible()
    await expect(page.locator('.qa-screen')).not.toContainText('visitor')
  } finally {
    await askerContext.close()
    await voterContext.close()
    await request.post('/dev/program/change', { data: { move: [{ id: session.id, minutes: -minutes }] } })
  }
})
