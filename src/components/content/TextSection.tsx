import type { ReactNode } from 'react'
import { RichText } from './RichText'

/** A headed block of rich text (a description, key questions): nothing when there is no text. */
export function TextSection({ headingId, title, html }: { headingId: string; title: ReactNode; html: string | null | undefined }) {
  if (!html) return null
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <RichText html={html} />
    </section>
  )
}
