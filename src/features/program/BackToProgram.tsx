import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** "← Вся программа": the way back from a page under the program (a hall, the change log). */
export function BackToProgram() {
  return (
    <p className="back-link">
      <Link activeOptions={{ exact: true }} to="/program">
        ← <Trans>Вся программа</Trans>
      </Link>
    </p>
  )
}
