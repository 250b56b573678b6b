import { Trans } from '@lingui/react/macro'

/** Shown while a screen's code or data loads (after a short delay, so fast loads don't flash). */
export function PagePending() {
  return (
    <div className="container page-pending" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>
        <Trans>Загрузка…</Trans>
      </span>
    </div>
  )
}
