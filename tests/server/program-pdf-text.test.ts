/**
 * The programme to download (§7 program_link) in the reader's language, read back
 * with pdftotext (poppler-utils): Cyrillic titles in Russian, English ones in English, no `?`
 * stand-ins, sessions by day and hall with their venue-zone times; program_link points at the
 * reader's language.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clockTime } from '../../kernel/venue-time'
import { CONTENT, type TestServer, createTestServer } from './helpers/server'

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined
if (!hasPdftotext) console.warn('program-pdf-text: pdftotext (poppler-utils) is missing; the PDF text checks are skipped')

let server: TestServer
let dir: string
beforeAll(async () => {
  server = await createTestServer()
  dir = mkdtempSync(join(tmpdir(), 'program-pdf-'))
})
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await server?.close()
})

/** The PDF's text, its lines joined: a title wrapped over two lines reads as one. */
async function pdfText(path: string): Promise<string> {
  const res = await server.request(path)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`)
  writeFileSync(file, Buffer.from(await res.arrayBuffer()))
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

interface Row { title_ru: string; title_en: string; start_at: Date; area_ru: string; area_en: string }
const sessions = () =>
  server.db.query<Row>(
    `SELECT m.translations->'ru'->>'title' AS title_ru, m.translations->'en'->>'title' AS title_en, m.start_at,
            a.translations->'ru'->>'name' AS area_ru, a.translations->'en'->>'name' AS area_en
     FROM meetings m JOIN areas a ON a.id = m.area_id JOIN events e ON e.id = m.event_id
     WHERE e.year = 2026 AND m.withdrawn_at IS NULL ORDER BY m.start_at, m.id`,
  )
const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

describe.skipIf(!hasPdftotext)('§7 program_link: the programme PDF in the reader\'s language', () => {
  it('in Russian: Cyrillic session titles, halls and venue times, no ? stand-ins', async () => {
    const text = await pdfText('/media/program-2026.pdf')
    const rows = await sessions()
    expect(rows.length).toBeGreaterThan(100)
    for (const row of rows.slice(0, 40)) {
      expect(text).toContain(squash(row.title_ru))
      expect(text).toContain(squash(row.area_ru))
      expect(text).toContain(clockTime(row.start_at, 'Europe/Moscow'))
    }
    expect(text).toMatch(/[А-Яа-яЁё]{4,}/)
    expect(text).not.toMatch(/\w\?\w/)
    expect(text).toContain('Время площадки: Казань (UTC+3)')
  })

  it('in English: English session titles, no ? stand-ins', async () => {
    const text = await pdfText('/media/program-2026.pdf?lang=en')
    for (const row of (await sessions()).slice(0, 40)) {
      expect(text).toContain(squash(row.title_en))
      expect(text).toContain(squash(row.area_en))
    }
    expect(text).not.toMatch(/\w\?\w/)
    expect(text).toContain('Venue time: Kazan (UTC+3)')
  })
})

describe('§7 program_link points at the reader\'s language', () => {
  it('the events answer gives the Russian programme in ru and ?lang=en in en', async () => {
    const ru = await server.getJson(`${CONTENT}/events/35`, { 'X-Lang': 'ru' })
    const en = await server.getJson(`${CONTENT}/events/35`, { 'X-Lang': 'en' })
    expect(ru.body.data[0].program_link).toBe('/media/program-2026.pdf')
    expect(en.body.data[0].program_link).toBe('/media/program-2026.pdf?lang=en')
    const [ruPdf, enPdf] = await Promise.all([server.request(ru.body.data[0].program_link), server.request(en.body.data[0].program_link)])
    const [a, b] = await Promise.all([ruPdf.arrayBuffer(), enPdf.arrayBuffer()])
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false)
  })
})

describe.skipIf(!hasPdftotext)('print: the program PDF never splits a session across pages', () => {
  it('every page after the first opens with a day, a hall or a session’s time, never with a session’s format or speakers', async () => {
    const res = await server.request('/media/program-2026.pdf')
    const file = join(dir, 'pages.pdf')
    writeFileSync(file, Buffer.from(await res.arrayBuffer()))
    // pdftotext separates pages with a form feed; -layout keeps each line as drawn.
    const pages = execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' }).split('\f').filter((p) => p.trim())
    expect(pages.length).toBeGreaterThan(2)
    const rows = await sessions()
    const halls = new Set(rows.map((r) => squash(r.area_ru)))
    for (const [i, page] of pages.slice(1).entries()) {
      const first = squash(page.split('\n').find((line) => line.trim()) ?? '')
      const opensWell = /^\d{1,2}:\d{2}–\d{1,2}:\d{2}/.test(first) || [...halls].some((h) => first.startsWith(h)) || /^(понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)/i.test(first)
      expect(opensWell, `page ${i + 2} opens with "${first}"`).toBe(true)
    }
  })
})
