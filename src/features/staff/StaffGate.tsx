import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import type { StaffRole } from '../../../kernel/constants'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { ApiError } from '../../lib/api/errors'
import type { StaffApi } from '../../lib/api/staff'
import { useApi, useSession } from '../../session/use-session'
import { readStaff, saveStaff } from './staff-store'
import './staff.css'

type Gate = { status: 'loading' } | { status: 'denied' } | { status: 'failed' } | { status: 'ready'; roles: StaffRole[] }

/**
 * Staff pages open only for staff: the server's answer to /api/staff/me decides (a visitor or a
 * speaker gets 403 and sees this refusal, never the page). With no network the roles this
 * browser last saw for the same account open it, so a scanner works offline.
 */
export function StaffGate({ role, children }: { role: StaffRole | null; children: (api: StaffApi, roles: StaffRole[]) => ReactNode }) {
  const { staff: api } = useApi()
  const { email } = useSession()
  const [gate, setGate] = useState<Gate>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    api.call('me').then(
      ({ roles }) => {
        saveStaff(email, { roles })
        if (live) setGate({ status: 'ready', roles })
      },
      (error: unknown) => {
        if (!live) return
        if (error instanceof ApiError && error.status === 403) {
          saveStaff(email, { roles: [] })
          setGate({ status: 'denied' })
          return
        }
        const stored = readStaff(email)?.roles ?? []
        setGate(error instanceof ApiError && error.kind === 'network' && stored.length ? { status: 'ready', roles: stored } : { status: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [api, email, attempt])

  if (gate.status === 'loading') return <div className="container staff"><BlockLoading /></div>
  if (gate.status === 'failed') {
    return (
      <div className="container staff">
        <BlockFailed onRetry={() => setAttempt((n) => n + 1)}>
          <Trans>Не удалось проверить доступ. Проверьте сеть и повторите.</Trans>
        </BlockFailed>
      </div>
    )
  }
  if (gate.status === 'denied' || (role && !gate.roles.includes(role))) {
    return (
      <div className="container staff">
        <h1>
          <Trans>Только для сотрудников форума</Trans>
        </h1>
        <p role="alert">
          {gate.status === 'denied' ? (
            <Trans>Эта страница — для сотрудников на входе и в залах. Если вы работаете на форуме, попросите организатора выдать вам доступ.</Trans>
          ) : (
            <Trans>У вашей учётной записи нет доступа к этой странице.</Trans>
          )}
        </p>
        <p>
          <Link to="/cabinet">
            <Trans>Личный кабинет</Trans>
          </Link>
        </p>
      </div>
    )
  }
  return <>{children(api, gate.roles)}</>
}
