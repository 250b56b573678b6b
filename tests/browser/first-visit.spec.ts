import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount } from './support/accounts'
import { appReady } from './support/ready'

// A laptop: the header's account buttons are in its bar, not behind the phone's menu button.
test.use({ viewport: { width: 1280, height: 900 } })

/** The filled buttons and links of the page's main part: a screen has one primary action. */
const primaryActions = (page: Page) => page.locator('main .button--primary:visible')

test('log in from the header in one screen: the password field is on the first screen, no consent asked', async ({ page }) => {
  await page.goto('/')
  await appReady(page)
  await page.getByRole('banner').getByRole('link', { name: 'Войти', exact: true }).click()
  await expect(page).toHaveURL(/\/authorization$/)
  await expect(page.getByLabel('Пароль', { exact: true })).toBeVisible()
  await expect(page.getByRole('checkbox')).toHaveCount(0)
  await logIn(page, 'visitor@horizon-forum.example', 'visitor2026')
  await expect(page).toHaveURL(/\/cabinet$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible()
})

test('the cabinet’s primary action: a new user registers for the forum, then the ticket comes first, then picking sessions', async ({ page }) => {
  test.setTimeout(90_000)
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)
  // New: greeted without the email, registering for the forum is the one primary action.
  await expect(page.getByText('Здравствуйте!')).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
  await expect(primaryActions(page)).toHaveText(['Зарегистрироваться на форум'])
  await primaryActions(page).click()
  await expect(page).toHaveURL(/\/cabinet\/event-registration$/)
  await page.getByLabel('Фамилия', { exact: true }).fill('Иванова')
  await page.getByLabel('Имя', { exact: true }).fill('Анна')
  await page.getByLabel('Фамилия латиницей').fill('Ivanova')
  await page.getByLabel('Имя латиницей').fill('Anna')
  await page.getByLabel('Дата рождения').fill('1990-05-01')
  await page.getByLabel('Телефон').fill('+7 900 123-45-67')
  await page.getByLabel('Регион').fill('Республика Татарстан')
  await page.getByLabel('Город').fill('Казань')
  await page.getByLabel('Я не представитель креативных индустрий').check()
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await page.getByRole('group', { name: 'Цель участия' }).getByRole('radio').first().check()
  await page.getByRole('group', { name: 'В какие дни вы придёте' }).getByRole('checkbox').first().check()
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await page.getByRole('checkbox', { name: /согласен/ }).check()
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(page).toHaveURL(/\/cabinet\/event-registration\/success/)

  // Registered: the person's program comes first (empty, with picking sessions as the primary
  // action), the ticket right after it.
  await page.goto('/cabinet')
  await expect(page.getByText('Здравствуйте, Анна!')).toBeVisible()
  await expect(page.locator('main h2').first()).toHaveText('Моя программа')
  await expect(page.locator('main h2').nth(1)).toHaveText('Ваш билет')
  await expect(page.getByRole('button', { name: 'Скачать билет (PDF)' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Зарегистрироваться на форум' })).toHaveCount(0)
  await expect(primaryActions(page)).toHaveText(['Выбрать сессии в программе'])
  // The same in English, greeted by the Latin name.
  await page.goto('/cabinet?lang=en')
  await expect(page.getByText('Hello, Anna!')).toBeVisible()
  await expect(page.locator('main h2').first()).toHaveText('My program')
  await expect(page.locator('main h2').nth(1)).toHaveText('Your ticket')
})

test('the cabinet’s primary action for a speaker: their talks first, and in their program, each session once with one control', async ({ page }) => {
  await page.goto('/login')
  await logIn(page, 'speaker@horizon-forum.example', 'speaker2026')
  await expect(page).toHaveURL(/\/cabinet$/)
  await expect(page.locator('main h2').first()).toHaveText('Мои выступления')
  const talks = page.getByRole('region', { name: 'Мои выступления' }).locator('.speech')
  const count = await talks.count()
  expect(count).toBeGreaterThan(0)
  const mine = page.getByRole('region', { name: 'Моя программа' })
  await expect(mine.getByText('Вы выступаете').or(mine.getByText('Вы модератор'))).toHaveCount(count)
  // Each session once, with one control, never the old three ("Убрать… / Отказаться… / Участвовать").
  for (const item of await mine.locator('.my-session').all()) expect(await item.locator('button, .tag').count()).toBe(1)
  // Names as strings: Playwright matches them with the soft hyphens of long words ignored.
  await expect(mine.getByRole('button', { name: 'Участвовать' })).toHaveCount(0)
  await expect(mine.getByRole('button', { name: 'Отказаться от участия' })).toHaveCount(0)
  // The userpic or its initials in the header and the cabinet.
  await expect(page.locator('.header__account .account-menu__toggle .userpic-badge')).toBeVisible()
  await expect(page.locator('.cabinet__head .userpic-badge')).toBeVisible()
})

/** Visible text with Cyrillic letters, outside what is marked Russian (the language switch's "Русский"). */
function cyrillicOnPage(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    const cyrillic = /[\u0400-\u04ff]/
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (cyrillic.test(node.textContent ?? '') && node.parentElement?.checkVisibility()) found.push((node.textContent ?? '').trim().slice(0, 80))
      } else if (node instanceof Element && node.getAttribute('lang') !== 'ru' && !['NOSCRIPT', 'SCRIPT', 'STYLE'].includes(node.tagName)) {
        for (const alt of [node.getAttribute('alt'), node.getAttribute('aria-label')]) if (alt && cyrillic.test(alt)) found.push(`[${node.tagName} label] ${alt}`)
        node.childNodes.forEach(walk)
      }
    }
    walk(document.body)
    return found
  })
}

test('English pages have no Cyrillic in visible text, image alt text or avatars', async ({ page }) => {
  test.setTimeout(90_000)
  for (const path of ['/', '/program', '/news', '/speakers', '/archive', '/broadcasts', '/festival-program', '/authorization']) {
    await page.goto(`${path}?lang=en`)
    await appReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // Lazy pictures come into view, so their alt texts and avatars count too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await cyrillicOnPage(page), path).toEqual([])
  }
  // Speaker pictures: no letters drawn into the image itself.
  const svg = await (await page.request.get('/media/demo/speaker/1.svg')).text()
  expect(svg).not.toMatch(/[\u0400-\u04ff]/)
  const cover = await (await page.request.get('/media/demo/event/33.svg')).text()
  expect(cover).not.toMatch(/<text/)
})

test('a broadcast before its session is not "live": the player says what comes next, and that it is a demo', async ({ page, request }) => {
  const first = ((await (await request.get('/acms/api/v1.0/meeting?area_id=1&limit=1')).json()) as { data: Array<{ start_at: string }> }).data[0]!
  test.skip(Date.now() >= Date.parse(first.start_at), 'the forum has begun: this checks the days before it')
  await page.goto('/media/streams/hall-1.html?lang=en')
  await expect(page.getByText('LIVE')).toHaveCount(0)
  await expect(page.getByText(/^Next session: “.+”, \d{1,2} December at \d\d:\d\d\. The broadcast starts with it\.$/)).toBeVisible()
  await expect(page.getByText('A demo broadcast', { exact: false })).toBeVisible()
})
