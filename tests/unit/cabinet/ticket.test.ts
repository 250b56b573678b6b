import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { buildTicket } from '../../../src/features/cabinet/ticket/build-ticket'

// A copy in this realm's typed array: pdf-lib checks the font's type with instanceof.
const font = Uint8Array.from(readFileSync(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')))

describe('the ticket PDF (§2 download ticket, valid for all days)', () => {
  it('builds a one-page PDF with a Cyrillic name, embedding only the glyphs used', async () => {
    const bytes = await buildTicket(
      {
        heading: 'Билет участника',
        eventName: 'Форум «Горизонт» — креативные индустрии',
        name: 'Смирнова Анна Сергеевна',
        latinName: 'Anna Smirnova',
        role: 'Посетитель',
        dates: '8–11 декабря 2026 г.',
        venue: 'Казань Экспо, Выставочная ул., 1, Казань',
        validity: 'Действует на все дни форума',
        instruction: 'Покажите QR-код на входе',
        title: 'Билет — Форум «Горизонт»',
      },
      'HRZ-2026-000123',
      font,
    )
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe('Билет — Форум «Горизонт»')
    // Subset: far smaller than the 750 KB font.
    expect(bytes.length).toBeLessThan(120_000)
  })
})
