/**
 * Questions to the speakers: one person asks (anonymously), another votes, the moderator (the
 * hall's staff) pins it and marks it answered; a visitor who is not logged in sees the list change
 * live and the invitation to log in; the hall's screen shows it, in Russian and in English. A
 * phone that scans the hall's QR code lands on the question's field, writes before logging in and
 * the question is sent after the login.
 */
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount } from './support/accounts'
import { appReady } from './support/ready'

const CONTENT = '/acms/api/v1.0'
const VISITOR = { email: 'visitor@horizon-forum.example', password: 'visitor2026' }
/** The demo's door and hall staff: the hall role moderates every session's questions. */
const STAFF = { email: 'staff@horizon-forum.example', password: 'staff2026' }
const CYRILLIC = /[А-Яа-яЁё]/

/** The screen's own texts: everything but the people's questions and the session's title (marked dir=auto). */
const screenUiText = (page: import('@playwright/test').Page) =>
  page.locator('.qa-screen').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement
    copy.querySelectorAll('[dir="auto"]').forEach((el) => el.remove())
    return copy.textContent ?? ''
  })

interface Brief {
  id: number
  is_culture: boolean
  start_at: string
  end_at: string
  withdrawn?: boolean
}

test('one asks, another votes, the moderator pins and answers it; a visitor sees it live; the screen in both languages', async ({ page, browser, request }) => {
  test.setTimeout(180_000)
  // A business session near the end of the demo (other journeys use the first and the last two), moved to start now.
  const list = await request.get(`${CONTENT}/meeting?event_id=35&limit=1000&langs=ru`)
  const meetings = ((await list.json()) as { data: Brief[] }).data.filter((m) => !m.is_culture && !m.withdrawn)
  const session = meetings.at(-3) as Brief
  const minutes = Math.round((Date.now() - Date.parse(session.start_at)) / 60_000)
  expect((await request.post('/dev/program/change', { data: { move: [{ id: session.id, minutes }] } })).ok()).toBe(true)
  const askerContext = await browser.newContext()
  const voterContext = await browser.newContext()
  const moderatorContext = await browser.newContext()
  try {
    // The anonymous visitor: the list (empty) and the invitation; the block opens by itself in the window.
    await page.goto(`/program/meeting/${session.id}`)
    await appReady(page)
    await expect(page.getByRole('heading', { name: 'Вопросы спикерам' })).toBeVisible()
    await expect(page.getByText('Задавать вопросы и голосовать могут зарегистрированные пользователи.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Войти и отправить' })).toBeVisible()

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
    // Its QR code's link is the hall's short one, which opens this session's questions now.
    const shortLink = (await page.locator('.qa-screen__url').textContent()) ?? ''
    expect(shortLink).toMatch(/\/h\/\d+$/)
    const opened = await request.get(`/h/${shortLink.split('/h/')[1]}`, { maxRedirects: 0 })
    expect(opened.status()).toBe(302)
    expect(opened.headers()['location']).toBe(`/program/meeting/${session.id}#questions`)

    // The moderator (hall staff) pins it: the screen shows it as the one being answered.
    const moderator = await moderatorContext.newPage()
    await moderator.goto('/login')
    await appReady(moderator)
    await logIn(moderator, STAFF.email, STAFF.password)
    await expect(moderator).not.toHaveURL(/\/login/)
    await moderator.goto(`/program/meeting/${session.id}`)
    await appReady(moderator)
    const item = moderator.locator('.questions__item', { hasText: text })
    await expect(item).toContainText('Анонимно') // the moderator does not see who asked either
    await item.getByRole('button', { name: 'Закрепить' }).click()
    await expect(item).toContainText('Сейчас отвечают')
    await expect(page.locator('.qa-screen__pinned')).toContainText(text)
    await expect(page.locator('.qa-screen__pinned')).toContainText('Сейчас отвечают')

    // The same screen in English: the question as asked, every text of the screen's own in English.
    await page.goto(`/program/meeting/${session.id}/screen?lang=en`)
    await appReady(page)
    await expect(page.locator('.qa-screen__pinned')).toContainText(text)
    await expect(page.locator('.qa-screen__pinned')).toContainText('Being answered now')
    await expect(page.getByRole('img', { name: 'QR code: this session’s questions' })).toBeVisible()
    await expect(page.locator('.qa-screen__url')).toHaveText(/\/h\/\d+\?lang=en$/)
    expect(await screenUiText(page)).not.toMatch(CYRILLIC)

    // Answered: it leaves the screen, and the voter sees it marked.
    await item.getByRole('button', { name: 'Отметить отвеченным' }).click()
    await expect(item).toContainText('Отвечен')
    await expect(page.locator('.qa-screen__pinned')).toHaveCount(0)
    await expect(page.locator('.qa-screen')).not.toContainText(text)
    await expect(voter.locator('.questions__item', { hasText: text })).toContainText('Отвечен')
    expect(await screenUiText(page)).not.toMatch(CYRILLIC)
  } finally {
    await askerContext.close()
    await voterContext.close()
    await moderatorContext.close()
    await request.post('/dev/program/change', { data: { move: [{ id: session.id, minutes: -minutes }] } })
  }
})

test('a phone scans the hall’s code, writes a question, logs in, and the question is sent', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  // A session of its own, in another hall than the journey above (the hall's link picks the session on now).
  const list = await request.get(`${CONTENT}/meeting?event_id=35&limit=1000&langs=ru`)
  const meetings = ((await list.json()) as { data: (Brief & { area_id: number })[] }).data.filter((m) => !m.is_culture && !m.withdrawn)
  const taken = meetings.at(-3)!.area_id
  const session = meetings.slice(0, -3).findLast((m) => m.area_id !== taken)!
  const minutes = Math.round((Date.now() - Date.parse(session.start_at)) / 60_000) - 5
  expect((await request.post('/dev/program/change', { data: { move: [{ id: session.id, minutes }] } })).ok()).toBe(true)
  const signUp = await browser.newContext()
  try {
    const { email, password } = await newConfirmedAccount(await signUp.newPage())

    // Not logged in: the hall's link opens the questions expanded, the field focused on the first screen.
    await page.goto(`/h/${session.area_id}`)
    await appReady(page)
    await expect(page).toHaveURL(new RegExp(`/program/meeting/${session.id}#questions$`))
    const field = page.getByLabel('Ваш вопрос')
    await expect(field).toBeFocused()
    await expect(field).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Показать вопросы' })).toHaveCount(0)
    // Its real closing time on the venue's clock (Moscow): the moved end, 30 minutes on; the build hyphenates (soft hyphens).
    const closes = new Date(Date.parse(session.end_at) + (minutes + 30) * 60_000)
    const until = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(closes)
    await expect.poll(async () => (await page.locator('.questions__window').textContent())?.replaceAll('\u00AD', '')).toBe(`Вопросы принимаются до ${until}.`)

    const text = `Где взять презентацию? ${session.id}`
    await field.fill(text)
    await page.getByRole('button', { name: 'Войти и отправить' }).click()
    await expect(page).toHaveURL(/\/login\?/)
    await logIn(page, email, password)

    // Back on the session's questions: sent, the box empty, the question in the list as the asker's own.
    await expect(page).toHaveURL(new RegExp(`/program/meeting/${session.id}#questions$`))
    const mine = page.locator('.questions__item', { hasText: text })
    await expect(mine).toBeVisible()
    await expect(mine.getByRole('button', { name: 'Удалить' })).toBeVisible()
    await expect(page.getByLabel('Ваш вопрос')).toHaveValue('')
    // Sent once: the page read again shows it once, with nothing waiting to be sent.
    await page.reload()
    await appReady(page)
    await expect(page.locator('.questions__item', { hasText: text })).toHaveCount(1)
    await expect(page.getByLabel('Ваш вопрос')).toHaveValue('')
  } finally {
    await signUp.close()
    await request.post('/dev/program/change', { data: { move: [{ id: session.id, minutes: -minutes }] } })
  }
})
