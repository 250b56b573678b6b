/**
 * The journeys a person makes with the keyboard alone. After the page is opened, only
 * `page.keyboard` drives it (no clicks, fills or programmatic focus), and every Tab checks that
 * the focused element shows a focus indicator and is on screen (expectVisibleFocus).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, expectVisibleFocus, tab, tabTo, test, useLang } from './fixtures'
import { newConfirmedAccount, storedSession } from './support/accounts'
import { appReady } from './support/ready'

const API = '/acms/api/v1.0'

/** Types into the focused field and checks it took the text. */
async function typeInto(page: Page, label: string, text: string, value = text) {
  const field = page.getByLabel(label, { exact: true })
  await expect(field).toBeFocused()
  await page.keyboard.type(text)
  await expect(field).toHaveValue(value)
}

/** A date field takes the digits in the order of its segments: the browser's locale (en-US: month, day, year). */
async function dateKeys(page: Page, year: string, month: string, day: string) {
  const order = await page.evaluate(() =>
    new Intl.DateTimeFormat()
      .formatToParts(new Date(2000, 0, 2))
      .map((p) => p.type)
      .filter((t) => t === 'day' || t === 'month' || t === 'year'),
  )
  return order.map((part) => ({ year, month, day })[part]).join('')
}

/** From wherever the focus is on /login: email, password, Enter. */
async function keyboardLogIn(page: Page, email: string, password: string) {
  await tabTo(page, page.getByLabel('Email'))
  await typeInto(page, 'Email', email)
  await tab(page)
  await typeInto(page, 'Пароль', password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cabinet$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible()
}

test.describe('keyboard journeys', () => {
  test.beforeEach(({ page }) => useLang(page, 'ru'))

  test('§4: keyboard alone logs in, and reaches the account menu through the mobile menu', async ({ page, consoleErrors }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
    // The first Tab of a page offers the skip link, and it shows.
    await tab(page)
    await expect(page.getByRole('link', { name: 'Перейти к содержанию' })).toBeFocused()
    await keyboardLogIn(page, 'visitor@horizon-forum.example', 'visitor2026')
    expect((await storedSession(page))[2]).toBe('visitor@horizon-forum.example')

    // On a phone the header's actions are behind the menu button: open it and the account menu by keyboard.
    const toggle = page.getByRole('button', { name: 'Открыть меню' })
    await tabTo(page, toggle, { back: true })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Закрыть меню' })).toBeFocused()
    await expect(page.locator('details.header__fold')).toHaveAttribute('open', '')
    const menu = page.getByRole('navigation', { name: 'Главное меню' })
    await tab(page)
    await expect(menu.getByRole('link').first()).toBeFocused()
    const account = page.getByRole('button', { name: 'Мой аккаунт' })
    await tabTo(page, account, { max: 15 })
    await page.keyboard.press('Enter')
    await tab(page)
    await expect(page.getByRole('link', { name: 'Личный кабинет' })).toBeFocused()
    // Escape closes the account menu and gives the focus back to its button.
    await page.keyboard.press('Escape')
    await expect(account).toBeFocused()
    await expect(account).toHaveAttribute('aria-expanded', 'false')
    await expectVisibleFocus(page)
    expect(consoleErrors).toEqual([])
  })

  test('§2: keyboard alone walks the event registration wizard', async ({ page, request }) => {
    test.setTimeout(90_000)
    const { email, password } = await newConfirmedAccount(page)
    await keyboardLogIn(page, email, password)
    await page.goto('/cabinet/event-registration')
    await expect(page.getByText('Шаг 1 из 4')).toBeVisible()

    // Step 1: the fields in the order they are shown, one Tab each.
    await tabTo(page, page.getByLabel('Фамилия', { exact: true }))
    await typeInto(page, 'Фамилия', 'Иванова')
    for (const [label, text] of [
      ['Имя', 'Анна'],
      ['Отчество', 'Сергеевна'],
      ['Фамилия латиницей', 'Ivanova'],
      ['Имя латиницей', 'Anna'],
    ] as const) {
      await tab(page)
      await typeInto(page, label, text)
    }
    // The sex radio group is one Tab stop; arrows choose within it.
    await tab(page)
    const sex = page.getByRole('group', { name: 'Пол' }).getByRole('radio')
    await expect(sex.first()).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(sex.nth(1)).toBeChecked()
    await expect(sex.nth(1)).toBeFocused()
    await tab(page)
    await typeInto(page, 'Дата рождения', await dateKeys(page, '1990', '05', '01'), '1990-05-01')
    // The date field's calendar button is a stop of its own.
    await tabTo(page, page.getByLabel('Телефон'), { max: 2 })
    await typeInto(page, 'Телефон', '+7 900 123-45-67')
    await tab(page)
    await typeInto(page, 'Регион', 'Республика Татарстан')
    await tab(page)
    await typeInto(page, 'Город', 'Казань')
    await tab(page)
    await expect(page.getByLabel('Я не представитель креативных индустрий')).toBeFocused()
    await next(page, 'Шаг 2 из 4')

    // Step 2: selects by arrow keys.
    await tab(page)
    await typeInto(page, 'Организация', 'Студия «Облако»')
    for (const label of ['Тип организации', 'Отрасль']) {
      await tab(page)
      const select = page.getByLabel(label, { exact: true })
      await expect(select).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(select).not.toHaveValue('')
    }
    await tab(page)
    await typeInto(page, 'Должность', 'Продюсер')
    await next(page, 'Шаг 3 из 4')

    // Step 3: Space checks the first purpose and the first day.
    await tab(page)
    const purpose = page.getByRole('group', { name: 'Цель участия' }).getByRole('radio').first()
    await expect(purpose).toBeFocused()
    await page.keyboard.press('Space')
    await expect(purpose).toBeChecked()
    await tab(page)
    const day = page.getByRole('group', { name: 'В какие дни вы придёте' }).getByRole('checkbox').first()
    await expect(day).toBeFocused()
    await page.keyboard.press('Space')
    await expect(day).toBeChecked()
    await next(page, 'Шаг 4 из 4')

    // Step 4: the summary shows what was typed; Space gives consent, Enter registers.
    await expect(page.getByRole('region', { name: 'Проверьте данные' })).toContainText('Иванова Анна Сергеевна')
    await expect(page.getByRole('region', { name: 'Проверьте данные' })).toContainText('Anna Ivanova')
    const consent = page.getByRole('checkbox', { name: /согласен/ })
    await tabTo(page, consent, { max: 5 })
    await page.keyboard.press('Space')
    await expect(consent).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Зарегистрироваться' }), { max: 6 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/cabinet\/event-registration\/success/)
    await expect(page.getByRole('heading', { level: 1, name: 'Вы зарегистрированы на форум' })).toBeVisible()

    const token = (await storedSession(page))[0]!
    const res = await request.get('/api/acc/api/user/event/view/', { headers: { Authorization: `Bearer ${token}` } })
    const view = (await res.json()) as { data: { member_role: string; qr_code: string } | null }
    expect(view.data?.member_role).toBe('visitor')
    expect(view.data?.qr_code).toBeTruthy()
  })

  /** Tab to "continue", Enter: the next step's counter shows and its heading has the focus. */
  async function next(page: Page, counter: string) {
    await tabTo(page, page.getByRole('button', { name: 'Продолжить' }), { max: 10 })
    await page.keyboard.press('Enter')
    await expect(page.getByText(counter)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(counter) })).toBeFocused()
  }

  for (const [screen, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    test.describe(`on a ${screen}`, () => {
      test.use({ viewport })

      test(`§2: keyboard alone moves through the grid and opens a session (${screen})`, async ({ page, request }) => {
        // A walk of some 200 Tab presses, each checking the focus: the time of the walk, not of the site.
        test.setTimeout(120_000)
        const day = '2026-12-09'
        const meetings = await dayMeetings(request, day)
        const industries = (await (await request.get(`${API}/industries?langs=ru`)).json()) as {
          data: { id: number; translations: { ru: { name: string } } }[]
        }
        // The industry with the most sessions that day.
        const counts = new Map<number, number>()
        for (const m of meetings) for (const id of m.industry_ids) counts.set(id, (counts.get(id) ?? 0) + 1)
        const [industryId, industryCount] = [...counts].sort((a, b) => b[1] - a[1])[0]!
        const industry = industries.data.find((i) => i.id === industryId)!.translations.ru.name

        // A slow network: the second day loads long enough for the router's pending state to replace the screen.
        await page.route(new RegExp(`/meeting\\?.*date=${day}`), async (route) => {
          const response = await route.fetch()
          await new Promise((resolve) => setTimeout(resolve, 600))
          await route.fulfill({ response })
        })
        // The grid itself: a phone gets the agenda by default.
        await page.goto('/program/grid?view=grid')
        const grid = page.getByRole('region', { name: /^Сетка программы:/ })
        await expect(grid).toBeVisible()
        // Keys on the server's paint reach plain links: the focus and the day's loading would not be the app's.
        await appReady(page)

        // The second day by Tab and Enter; the focus is on its tab once it has loaded.
        const dayTab = page.getByRole('navigation', { name: 'Дни форума' }).getByRole('link', { name: /День 2/ })
        await tabTo(page, dayTab)
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(new RegExp(`day=${day}`))
        await expect(page.getByRole('region', { name: 'Сетка программы: среда, 9 декабря' })).toBeVisible()
        await expect(sessionLinks(grid)).toHaveCount(meetings.length)
        await expect(dayTab).toHaveAttribute('aria-current', 'page')
        await expect(dayTab).toBeFocused()
        await expectVisibleFocus(page)

        // The industry filter: Enter on a chip filters, Enter on "all industries" takes the filter off.
        const filter = page.getByRole('navigation', { name: 'Фильтр по индустрии' })
        const chip = filter.getByRole('link', { name: industry, exact: true })
        // The chips fold into one "Industry: …" line of the filter bar: Enter on it opens them.
        const fold = page.locator('summary.filter-fold__summary')
        await tabTo(page, fold)
        await page.keyboard.press('Enter')
        await tabTo(page, chip)
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(new RegExp(`industry=${industryId}`))
        await expect(chip).toHaveAttribute('aria-current', 'page')
        await expect(chip).toBeFocused()
        await expect(sessionLinks(grid)).toHaveCount(industryCount)
        const all = filter.getByRole('link', { name: 'Все индустрии' })
        if (!(await all.isVisible())) {
          await tabTo(page, fold, { back: true })
          await page.keyboard.press('Enter')
        }
        await tabTo(page, all, { back: true })
        await page.keyboard.press('Enter')
        await expect(page).not.toHaveURL(/industry=/)
        await expect(all).toHaveAttribute('aria-current', 'page')
        await expect(sessionLinks(grid)).toHaveCount(meetings.length)

        // On through the whole grid, hall by hall (every focused cell in view, the half-shown halls
        // scrolled in), to its last session; Enter opens it.
        const last = sessionLinks(grid).last()
        await tabTo(page, last, { max: 400 })
        const title = (await last.locator('.pgrid__title').textContent())!
        const address = page.url()
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(/\/program\/meeting\/\d+$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        // The browser's Back returns to the same day. Alt+Left is the browser's own shortcut,
        // which keys sent to the page never reach: goBack stands for it.
        await page.goBack()
        await expect(page).toHaveURL(address)
        await expect(sessionLinks(grid)).toHaveCount(meetings.length)
      })
    })
  }
})

type ApiMeeting = {
  id: number
  area_id: number
  start_at: string
  end_at: string
  industry_ids: number[]
  translations: Record<'ru' | 'en', { title: string }>
}

async function dayMeetings(request: APIRequestContext, day: string) {
  const res = await request.get(`${API}/meeting?event_id=35&is_culture=0&date=${day}&limit=500&langs=ru,en`)
  return ((await res.json()) as { data: ApiMeeting[] }).data
}

async function dayAreas(request: APIRequestContext) {
  const res = await request.get(`${API}/areas/35?langs=ru,en`)
  return ((await res.json()) as { data: { id: number; sort: number; translations: Record<'ru' | 'en', { name: string }> }[] }).data
}

/** A session's link starts with its time range ("10:00–11:30 …"); the halls' links do not. */
const sessionLinks = (grid: Locator) => grid.getByRole('link', { name: /^\d\d:\d\d–\d\d:\d\d / })

const venueClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))

const GRIDS = {
  ru: { name: 'Сетка программы', zone: 'Время площадки: Казань (UTC+3)' },
  en: { name: 'Program grid', zone: 'Venue time: Kazan (UTC+3)' },
} as const

for (const lang of ['ru', 'en'] as const) {
  test.describe(`the grid with a screen reader (${lang})`, () => {
    test.beforeEach(({ page }) => useLang(page, lang))

    for (const variant of ['compact', 'detailed'] as const) {
      test(`§2: the ${variant} grid reads hall by hall, each session announced with its time, title and hall (${lang})`, async ({ page, request }) => {
        const day = '2026-12-08'
        const meetings = await dayMeetings(request, day)
        const areas = await dayAreas(request)
        const hall = (id: number) => areas.find((a) => a.id === id)!.translations[lang].name

        await page.goto(`/program/${variant === 'compact' ? 'grid' : 'detailed-grid'}?view=grid&day=${day}`)
        await appReady(page)
        const grid = page.getByRole('region', { name: new RegExp(`^${GRIDS[lang].name}: `) })
        await expect(grid).toBeVisible()
        // The time zone is said once, for the whole grid.
        await expect(grid).toHaveAccessibleDescription(GRIDS[lang].zone)
        await expect(sessionLinks(grid)).toHaveCount(meetings.length)
        for (const m of meetings) {
          const name = `${venueClock(m.start_at)}–${venueClock(m.end_at)} ${m.translations[lang].title}`
          const link = grid.locator(`a[href="/program/meeting/${m.id}"]`)
          await expect(link).toHaveAccessibleName(variant === 'compact' ? name : new RegExp(`^${escape(name)}`))
          await expect(link).toHaveAccessibleDescription(hall(m.area_id))
        }

        // Read straight through, the grid says a hall's name, then its sessions in time order.
        const expected: string[] = []
        const sorted = [...areas].sort((a, b) => a.sort - b.sort || a.id - b.id)
        for (const area of sorted) {
          const own = meetings
            .filter((m) => m.area_id === area.id)
            .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.end_at.localeCompare(b.end_at) || a.id - b.id)
          if (own.length === 0) continue
          expected.push(
            `hall: ${hall(area.id)}`,
            ...own.map((m) => `${venueClock(m.start_at)}–${venueClock(m.end_at)} ${m.translations[lang].title}`),
          )
        }
        // The detailed grid's links go on with the format and speakers after the title.
        const read = readingOrder(await grid.ariaSnapshot()).map((line, i) =>
          variant === 'detailed' && expected[i] && line.startsWith(`${expected[i]} `) ? expected[i] : line,
        )
        expect(read).toEqual(expected)
      })
    }
  })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The hall headings and the session links of an aria snapshot, in the order a screen reader reads them. */
function readingOrder(snapshot: string) {
  const out: string[] = []
  for (const line of snapshot.split('\n')) {
    const heading = /^\s*- heading "(.*)" \[level=3\]/.exec(line)
    if (heading) out.push(`hall: ${JSON.parse(`"${heading[1]}"`) as string}`)
    const link = /^\s*- link "(\d\d:\d\d–\d\d:\d\d .*)"/.exec(line)
    if (link) out.push(JSON.parse(`"${link[1]}"`) as string)
  }
  return out
}
