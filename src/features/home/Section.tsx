import type { ReactNode } from 'react'

/** A home page section: a heading, an optional "see all" link beside it, and its content. */
export function Section({
  id,
  title,
  more,
  children,
  className = '',
}: {
  id: string
  title: ReactNode
  more?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section className={`home-section ${className}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="home-section__head">
          <h2 id={`${id}-title`}>{title}</h2>
          {more}
        </div>
        {children}
      </div>
    </section>
  )
}
