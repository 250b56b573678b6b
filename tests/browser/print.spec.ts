/**
 * A hall's program and my program printed by Chromium (page.pdf(), A4): the PDF's
 * text (pdftotext) holds every session of that view, in time order, and leaves the site's frame out.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { logIn, storedSession } from './support/accounts'
import { appReady } from './support/ready'

interface Session { id: number; start_at: string; translations: { ru?: { title?: string } }; is_favorite?: boolean; participation?: string | null }

const dir = mkdtempSync(join(tmpdir(), 'print-'))
/** The printed page's text with its lines joined (a long title wraps). */
async function printedText(page: Page, name: string): Promise<string> {
  const file = join(dir, `${name}.pdf`)
  writeFileSync(file, await page.pdf({ format: 'A4' }))
  return unbroken(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '))
}

/** Words hyphenated at a line's end joined again (titles carry soft hyphens). */
const unbroken = (text: string) => text.replace(/\u00AD/g, '').replace(/(\p{L})[-\u2010] (\p{Ll})/gu, '$1$2')

/** Every title is in the text, and a session that starts later comes later. */
function expectInOrder(text: string, sessions: Session[]) {
  const sorted = [...sessions].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at) || a.id - b.id)
  let previous = { at: -1, start: 0 }
  for (const s of sorted) {
    const title = unbroken((s.translations.ru?.title ?? '').replace(/\s+/g, ' ').trim())
    const at = text.indexOf(title, Date.parse(s.start_at) > previous.start ? previous.at + 1 : 0)
    expect(at, `«${title}» in the printed text, after the sessions before it`).toBeGreaterThan(-1)
    previous = { at, start: Date.parse(s.start_at) }
  }
}

test('a hall’s program prints on A4 with every session in order, without the site’s header and menus', async ({ page, request }) => {
  const res = await request.get('/acms/api/v1.0/meeting?event_id=35&area_id=1&limit=1000&brief=1')
  const sessions = ((await res.json()) as { data: Session[] }).data
  expect(sessions.length).toBeGreaterThan(3)
  await page.goto('/program/1')
  await appReady(page)
  const text = await printedText(page, 'hall')
  expectInOrder(text, sessions)
  expect(text).not.toContain('Вся программа') // the back link
  expect(text).not.toContain('Главное меню')
})

test('my program prints on A4 with every session in order', async ({ page, request }) => {
  test.setTimeout(60_000)
  await page.goto('/login')
  await logIn(page, 'visitor@horizon-forum.example', 'visitor2026')
  await expect(page).toHaveURL(/\/cabinet$/)
  const token = (await storedSession(page))[0]!
  const auth = { Authorization: `Bearer ${token}` }
  await request.post('/api/acc/api/user/meeting/add-to-favorite', { headers: auth, data: { ids: [1, 9, 23, 40] } })
  const mine = ((await (await request.get('/api/acc/api/user/meeting?event_id=35&limit=1000', { headers: auth })).json()) as { data: Session[] }).data
  const shown = mine.filter((m) => m.is_favorite || m.participation === 'participant')
  expect(shown.length).toBeGreaterThanOrEqual(4)
  await page.goto('/cabinet')
  await expect(page.getByRole('region', { name: 'Моя программа' }).getByRole('listitem').first()).toBeVisible()
  const text = await printedText(page, 'my-program')
  expectInOrder(text, shown)
  expect(text).not.toContain('Выйти из аккаунта')
})
