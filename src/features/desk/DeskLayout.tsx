import { useLingui } from '@lingui/react/macro'
import { Trans } from '@lingui/react/macro'
import { Link, Outlet } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { type DeskMe, deskEndpoints } from '../../../kernel/contract/desk'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { createDeskApi } from '../../lib/api/desk'
import { apiErrorStatus } from '../../lib/api/errors'
import { useAuthServices } from '../../session/use-session'
import { DeskContext } from './desk-context'
import { DeskRefusal } from './DeskRefusal'
import { navFor } from './nav'
import './desk.css'

type Gate = { status: 'loading' } | { status: 'refused' } | { status: 'failed' } | { status: 'ready'; me: DeskMe }

/**
 * /desk and everything under it: the server's answer to /api/desk/me decides who is let in (a
 * person without a desk role gets the refusal, never the desk's data); the navigation shows
 * what the person's roles open.
 */
export function DeskLayout() {
  const { account } = useAuthServices()
  const { i18n, t } = useLingui()
  const api = useMemo(() => createDeskApi(account), [account])
  const [gate, setGate] = useState<Gate>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    api.call(deskEndpoints.me).then(
      (me) => live && setGate({ status: 'ready', me }),
      (error: unknown) => live && setGate({ status: apiErrorStatus(error) === 403 ? 'refused' : 'failed' }),
    )
    return () => {
      live = false
    }
  }, [api, attempt])
  const services = useMemo(() => (gate.status === 'ready' ? { api, me: gate.me } : null), [api, gate])

  if (gate.status === 'loading') return <div className="container desk"><BlockLoading /></div>
  if (gate.status === 'refused') return <DeskRefusal />
  if (gate.status === 'failed' || !services) {
    return (
      <div className="container desk">
        <BlockFailed onRetry={() => setAttempt((n) => n + 1)}>
          <Trans>Не удалось открыть пульт организатора. Проверьте сеть и повторите.</Trans>
        </BlockFailed>
      </div>
    )
  }
  return (
    <DeskContext.Provider value={services}>
      <div className="container desk" data-desk-ready="">
        <nav className="desk__nav" aria-label={t`Разделы пульта`}>
          <ul>
            {navFor(services.me.roles).map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeOptions={{ exact: item.to === '/desk', includeSearch: false }} activeProps={{ 'aria-current': 'page' }}>
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="desk__main">
          <Outlet />
        </div>
      </div>
    </DeskContext.Provider>
  )
}
