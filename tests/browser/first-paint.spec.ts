import { expect, test } from './fixtures'
import { appReady } from './support/ready'

/**
 * The server renders a public page's first screen into the HTML (server/pages/prerender.ts) and the
 * browser takes it over without drawing it again (src/main.tsx). These check the real bundle
 * built as `npm start` builds it, which the server tests can only stand in for.
 */
test('the first HTML of a page already holds its screen, in the language of the lang cookie', async ({ request }) => {
  const grid = await (await request.get('/program/grid?day=2026-12-08')).text()
  expect(grid).toContain('<h1>Сетка программы</h1>')
  expect(grid).toMatch(/>09:00<\/time>–<time [^>]*>09:45</)
  const english = await (await request.get('/news', { headers: { Cookie: 'lang=en' } })).text()
  expect(english).toContain('<html lang="en">')
  expect(english).toContain('<h1>News</h1>')
  // The account pages are drawn by the browser only (their forms): the plain shell.
  expect(await (await request.get('/login')).text()).toContain('<div id="root"></div>')
  const missing = await request.get('/no-such-page')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Страница не найдена')
})

test('a page works without JavaScript: the program grid and its links are there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  // The grid itself (a phone gets the agenda by default, whose links are the titles).
  await page.goto('/program/grid?view=grid')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сетка программы')
  const session = page.getByRole('link', { name: /^09:00–09:45/ }).first()
  await expect(session).toBeVisible()
  await session.click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Сетка программы')
  await context.close()
})

test('the browser takes the server-rendered page over without redrawing it, and it works', async ({ page, consoleErrors }) => {
  const redraws: string[] = []
  page.on('console', (msg) => {
    if (msg.text().includes('[prerender]')) redraws.push(msg.text())
  })
  for (const path of ['/', '/program/grid', '/news', '/program/meeting/1', '/festival-program', '/archive']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    // Interactive: the menu button opens the menu only once React runs the page.
    await appReady(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Открыть меню' }).click()
    await expect(page.getByRole('navigation', { name: 'Главное меню' }), path).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 900 })
  }
  expect(redraws).toEqual([])
  expect(consoleErrors).toEqual([])
})
