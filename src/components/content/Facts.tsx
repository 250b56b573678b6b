import { Fragment, type ReactNode } from 'react'
import './content.css'

/** Labelled facts of an entity (date, time, place…) as a description list. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="facts">{children}</dl>
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** "A, B, C" with real separators (CSS-generated commas are lost to copy and to some readers). */
export function Joined({ children }: { children: ReactNode[] }) {
  return (
    <>
      {children.map((child, i) => (
        <Fragment key={i}>
          {i > 0 ? ', ' : null}
          {child}
        </Fragment>
      ))}
    </>
  )
}
