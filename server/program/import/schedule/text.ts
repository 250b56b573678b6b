/**
 * A session's abstract and description become its rich-text description. Plain text (what
 * frab and pretalx mostly export) keeps its paragraphs as <p> and its line breaks as <br>, and
 * its URLs become links. Text that carries HTML is cut down to a small allow-list: scripts,
 * styles and frames go with their content, event handlers and other attributes go, links keep
 * an http(s), mailto or site-relative href only. The site sanitizes again at display.
 */

const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'code', 'pre', 'blockquote', 'h3', 'h4'])
const VOID = new Set(['br'])
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|svg|math)\b[\s\S]*?(<\/\1\s*>|$)/gi
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g
const LOOKS_LIKE_HTML = /<\/?(p|br|ul|ol|li|a|strong|em|b|i|code|pre|blockquote|h[1-6]|div|span|script|style|iframe|img)\b[^>]*>/i
const URL = /\bhttps?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/g

const escapeText = (s: string) => s.replace(/&(?!(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

function safeHref(attrs: string): string | null {
  const m = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs)
  const href = (m?.[2] ?? m?.[3] ?? m?.[4] ?? '').trim()
  return /^(https?:\/\/|mailto:|\/(?![/\\]))/i.test(href) ? href : null
}

/** Keeps the allowed tags without their attributes (links keep a safe href); text is escaped. */
export function sanitizeHtml(html: string): string {
  const cleaned = html.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(DROP_WITH_CONTENT, '')
  let out = ''
  let last = 0
  for (const m of cleaned.matchAll(TAG)) {
    out += escapeText(cleaned.slice(last, m.index))
    last = m.index + m[0].length
    const [, close, rawName, attrs] = m
    const name = rawName!.toLowerCase()
    if (!ALLOWED.has(name)) continue
    if (close) {
      if (!VOID.has(name)) out += `</${name}>`
    } else if (name === 'a') {
      const href = safeHref(attrs ?? '')
      out += href ? `<a href="${escapeAttr(href)}" rel="noopener noreferrer">` : '<a>'
    } else {
      out += `<${name}>`
    }
  }
  return (out + escapeText(cleaned.slice(last))).trim()
}

/** Plain text: blank lines part paragraphs, single newlines are line breaks, URLs are links. */
export function plainToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
  return paragraphs
    .map((lines) => `<p>${lines.map(linkify).join('<br>')}</p>`)
    .join('')
}

function linkify(line: string): string {
  let out = ''
  let last = 0
  for (const m of line.matchAll(URL)) {
    out += escapeText(line.slice(last, m.index))
    const url = m[0]
    out += `<a href="${escapeAttr(url)}" rel="noopener noreferrer">${escapeText(url)}</a>`
    last = m.index + url.length
  }
  return out + escapeText(line.slice(last))
}

export const toRichText = (text: string): string => (LOOKS_LIKE_HTML.test(text) ? sanitizeHtml(text) : plainToHtml(text))

/** Subtitle, abstract and description, each once and in that order. */
export function sessionDescription(subtitle: string, abstract: string, description: string): string {
  const parts: string[] = []
  for (const part of [subtitle, abstract, description]) {
    const t = part.trim()
    if (t && !parts.includes(t)) parts.push(t)
  }
  return parts.map(toRichText).join('')
}
