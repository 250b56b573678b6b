/**
 * The hero shows the description's opening paragraph only; the rest (lists, links) is for the
 * pages that have room. The cut is made on the raw string; HeroLead then renders only its text
 * and a few inline elements, so nothing unsanitized is rendered.
 */
export function firstParagraph(html: string): string {
  const match = /^\s*<p[\s>][\s\S]*?<\/p>/i.exec(html)
  return match ? match[0] : html
}
