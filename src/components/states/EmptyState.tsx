import type { ReactNode } from 'react'

/** Nothing to show: say so, and offer the next step. */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="state state--empty" role="status">
      <p className="state__title">{title}</p>
      {children ? <div className="state__actions">{children}</div> : null}
    </div>
  )
}
