import type { ReactNode } from 'react'

/** A page's heading and, if any, its lead: the `page-head` block of src/styles/layout.css. */
export function PageHead({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <header className="page-head">
      <h1>{title}</h1>
      {lead ? <p className="page-head__lead">{lead}</p> : null}
    </header>
  )
}
