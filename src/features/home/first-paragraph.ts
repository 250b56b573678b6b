/**
 * The hero shows the description's opening paragraph only; the rest (lists, links) is for the
 * pages that have room. The cut is made on the raw string, and the result still goes through
 * RichText, so nothing unsanitized is rendered.
 */
export function firstParagraph(html: string): string {
  const match = /^\s*<p[\s>][\s\S]*?<\/p>/i.exec(html)
  return match ? match[0] : html
}
