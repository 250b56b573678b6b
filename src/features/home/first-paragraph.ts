import type { Lang } from '../../../kernel/constants'
import type { ForumEvent } from '../../../kernel/contract/content'
import { inlineText, parseInlineHtml } from '../../lib/inline-html'
import { pick } from '../../lib/translate'

/**
 * The hero shows the description's opening paragraph only; the rest (lists, links) is for the
 * pages that have room. The cut is made on the raw string; HeroLead then renders only its text
 * and a few inline elements, so nothing unsanitized is rendered.
 */
export function firstParagraph(html: string): string {
  const match = /^\s*<p[\s>][\s\S]*?<\/p>/i.exec(html)
  return match ? match[0] : html
}

/** The home page's description for search engines: the event description's opening paragraph, as text. */
export function homeDescription(event: ForumEvent | undefined, lang: Lang): string {
  const html = event ? pick(event.translations, lang)?.description : undefined
  return html ? inlineText(parseInlineHtml(firstParagraph(html))).replace(/\s+/g, ' ').trim() : ''
}
