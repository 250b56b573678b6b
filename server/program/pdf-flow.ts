import { createRequire } from 'node:module'
import { readFile } from 'node:fs/promises'
import fontkit from '@pdf-lib/fontkit'
import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { wrapLines } from '../../kernel/wrap-lines'

/**
 * A small flowing-text writer on pdf-lib for the printable programme (program.ts): A4 pages,
 * DejaVu Sans (Latin and Cyrillic, the font the ticket uses), words wrapped to the column, a new
 * page when the column is full, page numbers at the foot. Fonts are subset, so the file holds
 * only the letters it uses.
 */

const PAGE: [number, number] = [595.28, 841.89]
const MARGIN = 48
const INK = rgb(0x16 / 255, 0x14 / 255, 0x2b / 255)
export const MUTED = rgb(0x5d / 255, 0x5a / 255, 0x75 / 255)
export const BRAND = rgb(0x1b / 255, 0x14 / 255, 0x64 / 255)

const require = createRequire(import.meta.url)
let fonts: Promise<[Uint8Array, Uint8Array]> | null = null
const fontBytes = () =>
  (fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]))

export interface TextStyle {
  size?: number
  bold?: boolean
  color?: Color
  /** Space above, in points. */
  gap?: number
  /** Indent from the left margin, in points. */
  indent?: number
  /** Lines that must fit on the page together with this one (a heading keeps its first line). */
  keepWith?: number
}

/** Characters DejaVu Sans has no glyph for would throw in pdf-lib: they are left out. */
const printable = (font: PDFFont, text: string) => {
  const set = font.getCharacterSet()
  return [...text].map((ch) => (/\s/.test(ch) ? ' ' : ch)).filter((ch) => ch === ' ' || set.includes(ch.codePointAt(0)!)).join('')
}

export class FlowWriter {
  private page!: PDFPage
  private y = 0

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage()
  }

  static async create(title: string, lang: string): Promise<FlowWriter> {
    const doc = await PDFDocument.create()
    doc.registerFontkit(fontkit)
    const [regular, bold] = await fontBytes()
    doc.setTitle(title)
    doc.setLanguage(lang)
    doc.setProducer('Forum site server')
    // A fixed date: the same content gives the same bytes (and ETag).
    doc.setCreationDate(new Date(0))
    doc.setModificationDate(new Date(0))
    return new FlowWriter(doc, await doc.embedFont(regular, { subset: true }), await doc.embedFont(bold, { subset: true }))
  }

  private newPage() {
    this.page = this.doc.addPage(PAGE)
    this.y = PAGE[1] - MARGIN
  }

  private measure(text: string, style: TextStyle) {
    const size = style.size ?? 10
    const font = style.bold ? this.bold : this.regular
    const indent = style.indent ?? 0
    const lines = wrapLines(printable(font, text), font, size, PAGE[0] - 2 * MARGIN - indent)
    return { size, font, indent, lines, step: size * 1.3 }
  }

  /**
   * Paragraphs that go on one page together: a session (its time and title, then its format and
   * speakers) is never split across pages, so a page never opens with a lone speaker's name. A
   * block taller than a page (it cannot happen with a real session) flows like paragraphs.
   */
  block(paragraphs: ReadonlyArray<{ text: string; style?: TextStyle }>) {
    let height = 0
    paragraphs.forEach(({ text, style = {} }) => {
      const { lines, step } = this.measure(text, style)
      height += (style.gap ?? 0) + lines.length * step
    })
    if (this.y - height < MARGIN && height <= PAGE[1] - 2 * MARGIN) this.newPage()
    for (const { text, style } of paragraphs) this.write(text, style)
  }

  /** Writes a paragraph, wrapped to the column (less its indent). */
  write(text: string, style: TextStyle = {}) {
    const { size, font, indent, lines, step } = this.measure(text, style)
    const needed = (style.gap ?? 0) + step * Math.min(lines.length, 1 + (style.keepWith ?? 0))
    if (this.y - needed < MARGIN) this.newPage()
    else this.y -= style.gap ?? 0
    for (const line of lines) {
      if (this.y - step < MARGIN) this.newPage()
      this.y -= step
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: style.color ?? INK })
    }
  }

  async save(): Promise<Buffer> {
    const pages = this.doc.getPages()
    pages.forEach((page, i) => {
      const label = `${i + 1} / ${pages.length}`
      const size = 8
      page.drawText(label, { x: PAGE[0] - MARGIN - this.regular.widthOfTextAtSize(label, size), y: MARGIN / 2, size, font: this.regular, color: MUTED })
    })
    return Buffer.from(await this.doc.save())
  }
}
