import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { encode } from 'uqr'
import { wrapLines } from '../../../../kernel/wrap-lines'

/** Everything the ticket says, already in the person's language (the screen translates). */
export interface TicketText {
  /** "Билет участника". */
  heading: string
  eventName: string
  name: string
  /** The name in Latin letters, when the profile has it and it differs. */
  latinName?: string
  role: string
  dates: string
  /** §16: "Время площадки: Казань (UTC+3)". */
  clock?: string
  venue: string
  validity: string
  /** Under the QR code: what to do with it. */
  instruction: string
  /** The file's title (PDF metadata). */
  title: string
}

const BRAND = rgb(0x1b / 255, 0x14 / 255, 0x64 / 255)
const INK = rgb(0x16 / 255, 0x14 / 255, 0x2b / 255)
const MUTED = rgb(0x5d / 255, 0x5a / 255, 0x75 / 255)
const ACCENT_BG = rgb(1, 0xf1 / 255, 0xea / 255)
const ACCENT = rgb(0xc2 / 255, 0x41 / 255, 0x0c / 255)

interface Pen {
  page: PDFPage
  font: PDFFont
  x: number
  width: number
  y: number
}

function write(pen: Pen, text: string, size: number, color = INK, gap = 0.35) {
  for (const line of wrapLines(text, pen.font, size, pen.width)) {
    pen.y -= size
    pen.page.drawText(line, { x: pen.x, y: pen.y, size, font: pen.font, color })
    pen.y -= size * gap
  }
}

/** The QR code as squares: vector, so it stays sharp when printed at any size. */
function drawQr(page: PDFPage, value: string, x: number, y: number, size: number) {
  // M: 15% of the code may be damaged or covered (a folded printout) and it still scans.
  const qr = encode(value, { ecc: 'M', border: 0 })
  const cell = size / qr.size
  qr.data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) page.drawRectangle({ x: x + c * cell, y: y + size - (r + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) })
    }),
  )
}

/**
 * The ticket (§2 "download ticket, valid for all days") as a PDF: the person's name (the embedded
 * font has Cyrillic; the PDF's standard fonts have not), the event, its dates and venue, and a
 * QR code of the event view's qr_code. `fontBytes` is a TrueType font; only the glyphs used are
 * embedded.
 */
export async function buildTicket(text: TicketText, qrCode: string, fontBytes: ArrayBuffer | Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const font = await pdf.embedFont(fontBytes, { subset: true })
  pdf.setTitle(text.title)
  const page = pdf.addPage([595.28, 841.89]) // A4, points
  const { width, height } = page.getSize()
  const margin = 48
  const inner = width - margin * 2

  // The band: the event's name in white, as tall as the name needs.
  const band = 34 + 12 * 2 + wrapLines(text.eventName, font, 24, inner).length * 24 * 1.25 + 22
  page.drawRectangle({ x: 0, y: height - band, width, height: band, color: BRAND })
  const head: Pen = { page, font, x: margin, width: inner, y: height - 34 }
  write(head, text.heading.toUpperCase(), 12, rgb(1, 1, 1), 1)
  write(head, text.eventName, 24, rgb(1, 1, 1), 0.25)

  const pen: Pen = { page, font, x: margin, width: inner, y: height - band - 44 }
  write(pen, text.name, 26, INK, 0.3)
  if (text.latinName) write(pen, text.latinName, 15, MUTED, 0.6)
  pen.y -= 10
  // The role as a tag.
  const roleSize = 13
  const roleWidth = font.widthOfTextAtSize(text.role, roleSize) + 24
  page.drawRectangle({ x: margin, y: pen.y - roleSize - 10, width: roleWidth, height: roleSize + 16, color: ACCENT_BG, borderColor: ACCENT, borderWidth: 1 })
  page.drawText(text.role, { x: margin + 12, y: pen.y - roleSize - 3, size: roleSize, font, color: ACCENT })
  pen.y -= roleSize + 40

  write(pen, text.dates, 17, INK, 0.4)
  if (text.clock) write(pen, text.clock, 11, MUTED, 0.4)
  write(pen, text.venue, 13, MUTED, 0.4)
  pen.y -= 6
  write(pen, text.validity, 13, INK, 0.4)

  // The code, centred in the space below, with a quiet zone around it (scanners need one).
  const qrSize = 220
  const qrTop = Math.min(pen.y - 30, 470)
  const qrX = (width - qrSize) / 2
  page.drawRectangle({ x: qrX - 16, y: qrTop - qrSize - 16, width: qrSize + 32, height: qrSize + 32, color: rgb(1, 1, 1), borderColor: rgb(0.85, 0.85, 0.9), borderWidth: 1 })
  drawQr(page, qrCode, qrX, qrTop - qrSize, qrSize)
  const code = { page, font, x: margin, width: inner, y: qrTop - qrSize - 30 }
  const codeWidth = font.widthOfTextAtSize(qrCode, 11)
  if (codeWidth <= inner) {
    code.y -= 11
    page.drawText(qrCode, { x: (width - codeWidth) / 2, y: code.y, size: 11, font, color: MUTED })
    code.y -= 8
  }
  for (const line of wrapLines(text.instruction, font, 12, inner - 60)) {
    code.y -= 16
    page.drawText(line, { x: (width - font.widthOfTextAtSize(line, 12)) / 2, y: code.y, size: 12, font, color: INK })
  }
  return pdf.save()
}
