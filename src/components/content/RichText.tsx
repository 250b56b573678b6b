import { useEffect, useMemo, useState } from 'react'
import { inlineParagraphs, parseInlineHtml } from '../../lib/inline-html'

type Sanitize = (html: string) => string
let sanitizer: Promise<Sanitize> | null = null
const loadSanitizer = () => (sanitizer ??= import('../../lib/sanitize').then((m) => m.sanitizeHtml))

/**
 * Rich text from the API. Until the sanitizer (DOMPurify, loaded lazily) arrives the text is
 * shown as plain paragraphs, so nothing jumps. The first render is the same on the server (the page's
 * first screen, src/entry-server.tsx) and in the browser, which takes the server's markup over.
 */
export function RichText({ html, className = 'rich-text' }: { html: string; className?: string }) {
  // The sanitized markup of the text it was made from: a new text shows as plain text until then.
  const [sanitized, setSanitized] = useState<{ from: string; clean: string } | null>(null)
  useEffect(() => {
    let current = true
    if (html) void loadSanitizer().then((sanitize) => current && setSanitized({ from: html, clean: sanitize(html) }))
    return () => {
      current = false
    }
  }, [html])
  const paragraphs = useMemo(() => inlineParagraphs(parseInlineHtml(html)), [html])
  if (!html) return null
  if (sanitized?.from === html) return <div className={className} dangerouslySetInnerHTML={{ __html: sanitized.clean }} />
  return (
    <div className={className}>
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  )
}
