import { Trans } from '@lingui/react/macro'
import { Link, Navigate } from '@tanstack/react-router'
import { DESK_ROLES, type StaffRole } from '../../../kernel/constants'
import { DoorPage } from './DoorPage'
import { HallPage } from './HallPage'
import { StatsPage } from './StatsPage'
import { StaffGate } from './StaffGate'

/** /staff/door: door staff only. */
export function DoorScreen() {
  return <StaffGate role="door">{(api) => <DoorPage api={api} />}</StaffGate>
}

/** /staff/hall: hall staff only. */
export function HallScreen() {
  return <StaffGate role="hall">{(api) => <HallPage api={api} />}</StaffGate>
}

const atDesk = (roles: StaffRole[]) => roles.some((r) => (DESK_ROLES as readonly StaffRole[]).includes(r))

/**
 * /staff/stats: any staff member (figures only, no names). The desk's people have the same
 * figures on the day's dashboard, beside the rest of the day: they are taken there.
 */
export function StatsScreen() {
  return <StaffGate role={null}>{(api, roles) => (atDesk(roles) ? <Navigate to="/desk/day" replace /> : <StatsPage api={api} />)}</StaffGate>
}

/** /staff: the staff member's pages, by role. */
export function StaffHome() {
  return (
    <StaffGate role={null}>
      {(_api, roles) => (
        <div className="container staff">
          <h1>
            <Trans>Для сотрудников</Trans>
          </h1>
          <ul className="staff__links">
            {roles.includes('door') ? (
              <li>
                <Link to="/staff/door">
                  <Trans>Проверка билетов на входе</Trans>
                </Link>
              </li>
            ) : null}
            {roles.includes('hall') ? (
              <li>
                <Link to="/staff/hall">
                  <Trans>Счёт в залах</Trans>
                </Link>
              </li>
            ) : null}
            <li>
              {atDesk(roles) ? (
                <Link to="/desk/day">
                  <Trans>День форума: статистика входа и залов</Trans>
                </Link>
              ) : (
                <Link to="/staff/stats">
                  <Trans>Статистика входа</Trans>
                </Link>
              )}
            </li>
          </ul>
        </div>
      )}
    </StaffGate>
  )
}
