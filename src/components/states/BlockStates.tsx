import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A block's data on its way: one quiet status line. */
export function BlockLoading() {
  return (
    <p className="muted" role="status">
      <Trans>Загружаем…</Trans>
    </p>
  )
}

/** A block whose data did not come: what failed, and a retry (the page around it stays). */
export function BlockFailed({ children, onRetry, className }: { children: ReactNode; onRetry: () => void; className?: string }) {
  return (
    <div className={className} role="alert">
      <p>{children}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        <Trans>Повторить</Trans>
      </button>
    </div>
  )
}
