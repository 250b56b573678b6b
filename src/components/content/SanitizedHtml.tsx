import { useMemo } from 'react'
import { sanitizeHtml } from '../../lib/sanitize'

/** Loaded lazily through RichText: the sanitizer stays out of the first load. */
export default function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
