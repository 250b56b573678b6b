/** What line wrapping needs of a font: pdf-lib's PDFFont has it, and the kernel need not import pdf-lib. */
export interface MeasuredFont {
  widthOfTextAtSize(text: string, size: number): number
}

/**
 * Words on lines no wider than `width`; a word longer than a line is cut by characters. One rule
 * for every PDF the project draws: the server's program and the cabinet's ticket.
 */
export function wrapLines(text: string, font: MeasuredFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = word
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--
      lines.push(line.slice(0, cut))
      line = line.slice(cut)
    }
  }
  if (line) lines.push(line)
  return lines
}
