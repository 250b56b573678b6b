import { Suspense, lazy } from 'react'

const SanitizedHtml = lazy(() => import('./SanitizedHtml'))

/**
 * Rich text from the API. Until the sanitizer arrives the text is shown as plain text
 * (tags stripped by the browser's parser, never rendered as HTML), so nothing jumps.
 */
export function RichText({ html, className = 'rich-text' }: { html: string; className?: string }) {
  if (!html) return null
  return (
    <Suspense fallback={<div className={className}>{plainText(html)}</div>}>
      <SanitizedHtml html={html} className={className} />
    </Suspense>
  )
}

function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return doc.body.textContent ?? ''
}
