import { axeViolations, expect, test } from './fixtures'
import { newConfirmedAccount } from './support/accounts'
import { DOOR, ORGANIZER, VISITOR, logInAs, openDesk } from './support/desk'

test.describe('the desk: roles', () => {
  test('an admin grants editor to a new account by e-mail; the editor opens the desk with the editor\'s sections; axe finds nothing', async ({ page, browser, consoleErrors }) => {
    test.setTimeout(90_000)
    const editorPage = await (await browser.newContext()).newPage()
    const account = await newConfirmedAccount(editorPage)

    await logInAs(page, ORGANIZER)
    await openDesk(page, '/desk/roles')
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Почта', { exact: true }).fill(account.email)
    await page.getByLabel('Роль', { exact: true }).selectOption('editor')
    await page.getByRole('button', { name: 'Выдать', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: `Роль «Редактор» выдана: ${account.email}` })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: account.email })
    await expect(row).toContainText('Редактор')

    // An address with no account is told so beside the field, and what was typed stays.
    await page.getByLabel('Почта', { exact: true }).fill('nobody-here@example.org')
    await page.getByRole('button', { name: 'Выдать', exact: true }).click()
    await expect(page.getByText('Учётной записи с адресом nobody-here@example.org нет', { exact: false }).first()).toBeVisible()
    await expect(page.getByLabel('Почта', { exact: true })).toHaveValue('nobody-here@example.org')

    await openDesk(page, '/desk/audit')
    await expect(page.getByRole('cell', { name: new RegExp(`role ${account.email.replace(/[.]/g, '\\.')}: grant`) })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await logInAs(editorPage, account)
    await openDesk(editorPage)
    await expect(editorPage.getByRole('navigation', { name: 'Разделы пульта' }).getByRole('link', { name: 'Новости' })).toBeVisible()
    await expect(editorPage.getByRole('navigation', { name: 'Разделы пульта' }).getByRole('link', { name: 'Роли' })).toHaveCount(0)
    await expect(editorPage.getByText('Редактор', { exact: false }).first()).toBeVisible()
    expect(await axeViolations(editorPage)).toEqual([])
    // The browser logs the refused address's 422 itself; the page logged nothing else.
    expect(consoleErrors.filter((e) => !e.includes('status of 422'))).toEqual([])
  })

  for (const [who, account] of [['a visitor', VISITOR], ['a door steward', DOOR]] as const) {
    test(`${who} is refused the desk: the refusal page, none of the desk's sections`, async ({ page }) => {
      await logInAs(page, account)
      await page.goto('/desk/roles')
      await expect(page.getByRole('alert')).toContainText('Этот раздел — для команды форума')
      await expect(page.getByRole('navigation', { name: 'Разделы пульта' })).toHaveCount(0)
      await expect(page.getByRole('table')).toHaveCount(0)
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('a guest opening the desk is asked to log in first', async ({ page }) => {
    await page.goto('/desk')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })
})
