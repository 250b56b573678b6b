import { e2e } from '../../playwright.config'
import { expect, test } from './fixtures'
import { logIn, newConfirmedAccount, storedSession } from './support/accounts'
import { appReady } from './support/ready'

const TABS = 10

test.describe('with 20-second tokens', () => {
  test.use({ baseURL: `http://127.0.0.1:${e2e.shortPort}` })

  test('§4: ten tabs open when the token is due for a refresh make one refresh request in all, and none of them logs out', async ({ page, context }) => {
    test.setTimeout(120_000)
    await context.clock.install()
    const { email, password } = await newConfirmedAccount(page)
    // The other nine tabs are open before the login, so all of them hold the same fresh token:
    // a tab opened later than half the 20 s lifetime would refresh on its own when it starts.
    const tabs = [page]
    for (let i = 1; i < TABS; i++) {
      const tab = await context.newPage()
      await tab.goto('/privacy')
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
      await appReady(tab)
      tabs.push(tab)
    }
    const refreshes: string[] = []
    context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/acc/auth/refresh') refreshes.push(request.url())

    })
    await logIn(page, email, password)
    await expect(page).toHaveURL(/\/cabinet$/)
    const loggedInAt = Date.now()
    const before = (await storedSession(page))[0]
    // Real time for the server's refresh window to open (half the 20 s lifetime)...
    await tabs[0]!.waitForTimeout(Math.max(0, 11_000 - (Date.now() - loggedInAt)))
    // ...and every tab's clock to the next 300 s refresh check, all at once.
    expect(refreshes).toEqual([])
    await context.clock.fastForward('05:01')

    for (const tab of tabs) await expect.poll(async () => (await storedSession(tab))[0]).not.toBe(before)
    // Time for any late tab to ask too: none does.
    await tabs[0]!.waitForTimeout(3_000)
    expect(refreshes).toHaveLength(1)
    const sessions = await Promise.all(tabs.map((tab) => storedSession(tab)))
    expect(new Set(sessions.map(([token]) => token)).size).toBe(1)
    expect(sessions.every(([token, , stored]) => token !== null && stored === email)).toBe(true)
    for (const tab of tabs) await expect(tab).not.toHaveURL(/\/login/)
    // Still logged in for the server too: the cabinet opens after a reload.
    await tabs[1]!.goto('/cabinet')
    await expect(tabs[1]!.getByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeVisible()
  })
})
