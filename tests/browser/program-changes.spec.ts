/**
 * The program's change log as an organizer makes it and a visitor reads it: three versions of a
 * program handed to a running site with `npm run content:import` (PROGRAM_IMPORT_KEY), the third
 * moving a session, cancelling one, bringing back one cancelled before and putting one in another
 * hall. /program/changes, in Russian and English, shows each with before → after in the venue's
 * time (Berlin; the browser is in New York), linking to the session, whose page shows its latest change.
 *
 * A server of its own (no demo, an empty data dir), so the other journeys' program stays as it is.
 */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type FixtureProgram, type FixtureSession, c3vocJson } from '../server/helpers/schedule-fixtures'
import { expect, test } from './fixtures'
import { type OwnServer, startOwnServer } from './support/own-server'
import { appReady } from './support/ready'

const KEY = 'journey-import-key-0123456789abcdef'
const DAY = '2027-03-10' // Berlin is at +01:00 then, as the fixtures' writer says

test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 900 } })

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const session = (n: number, title: string, room: string, start: string): FixtureSession => ({
  guid: uuid(100 + n),
  id: n,
  room,
  day: DAY,
  start: `${DAY}T${start}`,
  minutes: 60,
  title,
  abstract: `${title}: о чём эта сессия.`,
  description: '',
  language: 'ru',
  track: 'Кино',
  type: 'Доклад',
  persons: [{ guid: uuid(200 + n), name: `Спикер ${n}` }],
})
const S = {
  opening: (start = '10:00') => session(1, 'Открытие форума', 'Зал A', start),
  roundTable: () => session(2, 'Круглый стол о прокате', 'Зал A', '12:00'),
  workshop: (room = 'Зал B') => session(3, 'Мастер-класс по монтажу', room, '14:00'),
  screening: () => session(4, 'Вечерний показ', 'Зал A', '16:00'),
}
const program = (sessions: FixtureSession[]): FixtureProgram => ({
  title: 'Форум кино',
  acronym: 'kino2027',
  timeZone: 'Europe/Berlin',
  rooms: [
    { name: 'Зал A', guid: uuid(301), capacity: 300 },
    { name: 'Зал B', guid: uuid(302), capacity: 100 },
  ],
  days: [DAY],
  sessions,
})
const VERSIONS = [
  program([S.opening(), S.roundTable(), S.workshop(), S.screening()]),
  // The evening screening is cancelled…
  program([S.opening(), S.roundTable(), S.workshop()]),
  // …and back; the opening moves, the round table is cancelled, the workshop changes hall.
  program([S.opening('11:30'), S.workshop('Зал A'), S.screening()]),
]

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.once('exit', (code) => resolve({ code, out }))
  })
}

let server: OwnServer | null = null
let work = ''
let base = ''

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startOwnServer('changes', { SEED_DEMO: '0', PROGRAM_IMPORT_KEY: KEY })
  base = server.base
  work = server.work
  for (const [i, version] of VERSIONS.entries()) {
    const file = join(work, `program-${i + 1}.json`)
    writeFileSync(file, JSON.stringify(c3vocJson(version)))
    const { code, out } = await run(['server/cli/import.ts', file], { PROGRAM_IMPORT_KEY: KEY, IMPORT_SERVER_URL: base, DATA_DIR: join(work, 'not-used') })
    expect(code, out).toBe(0)
    expect(out).toContain(`program version ${i + 1}`)
    expect(out).toContain(`imported by the running server at ${base}`)
  }
})

test.afterAll(async () => {
  await server?.stop()
})

test('the change log shows a move, a cancellation, a restoration and a hall change, before → after in venue time, in both languages', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000) // six pages, each loaded cold on a shared machine
  await page.goto(`${base}/program/changes`)
  await appReady(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Изменения в программе' })).toBeVisible()
  // Newest first.
  await expect(page.locator('.changes__version h2')).toHaveText([/^Версия 3/, /^Версия 2/, /^Версия 1/])

  const v3 = page.getByRole('region', { name: /^Версия 3/ })
  const item = (title: string) => v3.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })
  await expect(item('Открытие форума')).toContainText('Перенесена: 10:00–11:00 → 11:30–12:30')
  await expect(item('Круглый стол о прокате')).toContainText('Отменена: 10.03 12:00–13:00, Зал A')
  await expect(item('Вечерний показ')).toContainText('Снова в программе: 10.03 16:00–17:00, Зал A')
  await expect(item('Мастер-класс по монтажу')).toContainText('Другой зал: Зал B → Зал A')
  await expect(page.getByRole('region', { name: /^Версия 2/ })).toContainText('Отменена: 10.03 16:00–17:00, Зал A')
  await expect(page.getByRole('region', { name: /^Версия 1/ })).toContainText('Первая версия программы: 4 сессии.')
  // The page is the server's: what it says is there before any script ran.
  const html = await (await page.request.get(`${base}/program/changes`)).text()
  expect(html).toContain('10:00–11:00')
  expect(html).toContain('11:30–12:30')

  // Each change links to its session, whose page shows its latest change.
  await page.getByRole('region', { name: /^Версия 3/ }).getByRole('link', { name: 'Открытие форума' }).click()
  await expect(page).toHaveURL(/\/program\/meeting\/\d+$/)
  await appReady(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Открытие форума' })).toBeVisible()
  const latest = page.getByRole('complementary', { name: 'Изменение в программе (версия 3)' })
  await expect(latest).toContainText('Перенесена: 10:00–11:00 → 11:30–12:30')
  await expect(latest.getByRole('link', { name: 'Все изменения программы' })).toHaveAttribute('href', '/program/changes')

  // In English (the site keeps the choice from here on): the same changes, the same venue times.
  await page.goto(`${base}/program/changes?lang=en`)
  await appReady(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Program changes' })).toBeVisible()
  const v3en = page.getByRole('region', { name: /^Version 3/ })
  await expect(v3en).toContainText('Moved: 10:00–11:00 → 11:30–12:30')
  await expect(v3en).toContainText('Cancelled: 10.03 12:00–13:00, Зал A')
  await expect(v3en).toContainText('Back in the program: 10.03 16:00–17:00, Зал A')
  await expect(v3en).toContainText('Another hall: Зал B → Зал A')
  await expect(v3en.getByRole('link', { name: 'Открытие форума' })).toHaveAttribute('href', /^\/program\/meeting\/\d+\?lang=en$/)

  // The hall change too, on the workshop's page, in English.
  await page.getByRole('region', { name: /^Version 3/ }).getByRole('link', { name: 'Мастер-класс по монтажу' }).click()
  await appReady(page)
  await expect(page.getByRole('complementary', { name: 'Program change (version 3)' })).toContainText('Another hall: Зал B → Зал A')
  expect(consoleErrors).toEqual([])
})
