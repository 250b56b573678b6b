import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DoorPage } from './DoorPage'
import { StaffGate } from './StaffGate'

/** /staff/door: door staff only. */
export function DoorScreen() {
  return <StaffGate role="door">{(api) => <DoorPage api={api} />}</StaffGate>
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
          </ul>
        </div>
      )}
    </StaffGate>
  )
}
