/**
 * A minimal PDF writer (standard Helvetica, A4): enough for the demo presentations. The standard
 * fonts have no Cyrillic, so these PDFs are written in English and anything outside ASCII is
 * approximated. The printable programme, in Russian too, is written with DejaVu Sans
 * (program-writer.ts).
 */
export interface PdfLine {
  text: string
  size?: number
  bold?: boolean
  /** Extra space above the line, in points. */
  gap?: number
}

const PAGE_W = 595
const PAGE_H = 842
const MARGIN = 50

const ASCII: Record<string, string> = {
  '“': '"', '”': '"', '«': '"', '»': '"', '‘': "'", '’': "'", '—': '-', '–': '-', '…': '...', '\u00a0': ' ',
}

export function toPdfText(s: string): string {
  const ascii = s.replace(/[^\x20-\x7e]/g, (ch) => ASCII[ch] ?? '?')
  return ascii.replace(/[\\()]/g, (ch) => `\\${ch}`)
}

/** Cuts a line to what fits the page width at a font size (Helvetica averages ~0.5 em). */
function fit(text: string, size: number): string {
  const max = Math.floor((PAGE_W - 2 * MARGIN) / (size * 0.5))
  return text.length > max ? `${text.slice(0, max - 3)}...` : text
}

function paginate(lines: PdfLine[]): string[] {
  const pages: string[] = []
  let ops: string[] = []
  let y = PAGE_H - MARGIN
  for (const line of lines) {
    const size = line.size ?? 10
    const step = size * 1.4 + (line.gap ?? 0)
    if (y - step < MARGIN && ops.length > 0) {
      pages.push(ops.join('\n'))
      ops = []
      y = PAGE_H - MARGIN
    }
    y -= step
    const font = line.bold ? 'F2' : 'F1'
    ops.push(`BT /${font} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td (${toPdfText(fit(line.text, size))}) Tj ET`)
  }
  pages.push(ops.join('\n'))
  return pages
}

export function buildPdf(lines: PdfLine[], title: string): Buffer {
  const pages = paginate(lines)
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>')
  const firstPage = 6
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ')
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`)
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  add(`<< /Title (${toPdfText(title)}) /Producer (Forum site server) >>`)
  pages.forEach((content, i) => {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    )
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`)
  })
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
