import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount, storedSession } from './support/accounts'
import { appReady } from './support/ready'

/**
 * Nothing logs a hydration mismatch. The server renders a public page for nobody in
 * particular (a shared page never holds personal data); a logged-in person's browser must render
 * the same markup first and show the person (the header's account button, the stars, the session
 * page's own block) only after it has taken the page over. A mismatch is what src/main.tsx's
 * onRecoverableError logs ("[prerender] the browser redrew the server's markup", React's #418 in
 * a production build), or a console error.
 */

/** Every console line about hydration (any level) and every console error or failed page script. */
function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' || /\[prerender\]|hydrat|#418|#423|#425/i.test(msg.text())) problems.push(`${msg.type()}: ${msg.text().slice(0, 300)}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message.slice(0, 300)}`))
  return problems
}

const ACCOUNT = { ru: 'Мой аккаунт', en: 'Account' } as const

// A laptop: the header's account button is in its bar, not behind the phone's menu button.
test.use({ viewport: { width: 1280, height: 800 } })

test('a logged-in cold load of the grid, a session page and the home page logs no hydration mismatch, in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const { email, password } = await newConfirmedAccount(page)
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/cabinet$/)

  // A session of the grid's first screen in the person's program: its star differs from the
  // server's render too (the server draws no stars at all).
  await page.goto('/program/grid')
  await appReady(page)
  const star = page.locator('button[data-favorite]').first()
  await expect(star).toBeVisible()
  const id = Number(await star.getAttribute('data-favorite'))
  const token = (await storedSession(page))[0]
  const picked = await page.request.post('/api/acc/api/user/meeting/add-to-favorite', { headers: { Authorization: `Bearer ${token}` }, data: { ids: [id] } })
  expect(picked.ok()).toBe(true)

  const problems = watchConsole(page)
  for (const lang of ['ru', 'en'] as const) {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
    await page.evaluate((value) => localStorage.setItem('lang', value), lang)
    for (const path of ['/program/grid', `/program/meeting/${id}`, '/']) {
      const where = `${lang} ${path}`
      await page.goto(path)
      await appReady(page)
      await expect(page.locator('html'), where).toHaveAttribute('lang', lang)
      // The server's markup was taken over, not thrown away: the person shows only now.
      await expect(page.getByRole('button', { name: ACCOUNT[lang] }), where).toBeVisible()
      if (path === '/program/grid') await expect(page.locator(`button[data-favorite="${id}"]`), where).toHaveAttribute('aria-pressed', 'true')
      if (path.startsWith('/program/meeting/')) await expect(page.locator('.favorite__button'), where).toHaveAttribute('aria-pressed', 'true')
      expect(problems, where).toEqual([])
    }
  }
})
