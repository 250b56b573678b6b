import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** A desk section the person's roles do not open: why, and where to go. */
export function DeskRoleNeeded() {
  return (
    <div role="alert">
      <p>
        <Trans>Этот раздел открыт регистраторам и администраторам форума. Если он нужен вам для работы, попросите администратора выдать роль.</Trans>
      </p>
      <p>
        <Link to="/desk">
          <Trans>К разделам пульта</Trans>
        </Link>
      </p>
    </div>
  )
}
