import { axeViolations, expect, test } from './fixtures'
import { newConfirmedAccount } from './support/accounts'
import { grantByApi, logInAs, openDesk } from './support/desk'
import { appReady } from './support/ready'

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test.describe('the desk: news', () => {
  test('an editor publishes a news item with a picture in both languages: an open home page shows it without a reload, the English page in English', async ({ page, browser }) => {
    test.setTimeout(120_000)
    const account = await newConfirmedAccount(page)
    await grantByApi(account.email, 'editor')
    const title = `Открыта запись волонтёров ${Date.now()}`
    const english = `Volunteer sign-up is open ${Date.now()}`

    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto('/')
    await appReady(visitor)
    await expect(visitor.locator('html[data-live]')).toHaveCount(1)
    await visitor.evaluate(() => ((window as unknown as { kept: boolean }).kept = true))

    await logInAs(page, account)
    await openDesk(page, '/desk/news/new')
    await page.getByLabel('Состояние').selectOption('published')
    await page.getByLabel('Обложка').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG })
    await expect(page.locator('img.desk-picture')).toBeVisible()
    const ru = page.getByRole('group', { name: 'По-русски' })
    await ru.getByLabel('Заголовок', { exact: true }).fill(title)
    await ru.getByRole('textbox', { name: 'Текст по-русски' }).fill('Приходите все.')
    const en = page.getByRole('group', { name: 'По-английски (необязательно)' })
    await en.getByLabel('Заголовок', { exact: true }).fill(english)
    await en.getByRole('textbox', { name: 'Текст по-английски' }).fill('Everyone is welcome.')
    // The preview shows the item as the site will, in either language.
    await page.getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('region', { name: 'Предпросмотр' }).getByRole('heading', { name: english })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click()
    await expect(page.getByText('Сохранено: Опубликована')).toBeVisible()

    // The visitor's open page follows within the live channel's seconds, without a reload.
    await expect(visitor.getByText(title)).toBeVisible({ timeout: 15_000 })
    expect(await visitor.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true)
    await visitor.goto('/?lang=en')
    await appReady(visitor)
    await expect(visitor.getByText(english)).toBeVisible()
  })

  test('empty required title: the message in the person\'s language beside the field, what was typed kept', async ({ page }) => {
    test.setTimeout(90_000)
    const account = await newConfirmedAccount(page)
    await grantByApi(account.email, 'editor')
    await logInAs(page, account)
    await openDesk(page, '/desk/news/new')
    const en = page.getByRole('group', { name: 'По-английски (необязательно)' })
    await en.getByLabel('Заголовок', { exact: true }).fill('Only English')
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click()
    await expect(page.getByRole('group', { name: 'По-русски' }).getByText('Обязательное поле')).toBeVisible()
    await expect(en.getByLabel('Заголовок', { exact: true })).toHaveValue('Only English')
  })
})
