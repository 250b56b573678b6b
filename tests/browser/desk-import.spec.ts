import { e2e } from '../../playwright.config'
import { frabXml, sampleProgram } from '../server/helpers/schedule-fixtures'
import { axeViolations, expect, test } from './fixtures'
import { newConfirmedAccount } from './support/accounts'
import { grantByApi, logInAs, openDesk } from './support/desk'

/** The program's versions as the public change log has them: nothing may move until the editor confirms. */
const programVersions = async () => {
  const changes = await fetch(`http://127.0.0.1:${e2e.port}/acms/api/v1.0/changes/35`)
  return changes.ok ? ((await changes.json()) as { data: unknown }).data : null
}

test.describe('the desk: import', () => {
  test('an import preview shows what would change and writes nothing until confirmed; the demo question comes first', async ({ page }) => {
    test.setTimeout(120_000)
    const account = await newConfirmedAccount(page)
    await grantByApi(account.email, 'editor')
    await logInAs(page, account)
    await openDesk(page, '/desk/import')
    const before = await programVersions()

    await page.getByLabel('Файл программы').setInputFiles({ name: 'congress.xml', mimeType: 'text/xml', buffer: Buffer.from(frabXml(sampleProgram())) })
    await page.getByRole('button', { name: 'Показать, что изменится' }).click()
    const preview = page.getByRole('region', { name: 'Что изменится' })
    await expect(preview.getByText(/добавлена: \d+/)).toBeVisible()
    await preview.getByText(/Сессии \(\d+\)/).click()
    await expect(preview.getByText(/Opening — добавлена/)).toBeVisible()
    // Importing another forum into the demo asks first: the button waits for the answer.
    await expect(preview.getByRole('alert')).toContainText('Сейчас на сайте демонстрационная программа')
    await expect(preview.getByRole('button', { name: 'Импортировать' })).toBeDisabled()
    await preview.getByLabel('Да, заменить демонстрационную программу').check()
    await expect(preview.getByRole('button', { name: 'Импортировать' })).toBeEnabled()
    expect(await axeViolations(page)).toEqual([])
    // Nothing was written by the preview: the public change log is what it was.
    expect(await programVersions()).toEqual(before)
  })
})
