import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import type { SessionInfo } from '../../../../kernel/contract/account-security'
import { BlockFailed, BlockLoading } from '../../../components/states/BlockStates'
import { useLang } from '../../../i18n/use-lang'
import { useAuthServices } from '../../../session/use-session'
import { describeDevice } from './device'

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; sessions: SessionInfo[] }

/**
 * Where the person is logged in: each live session's device and when it was last used, the
 * current one marked. Any other one can be ended, or all others at once (a lost phone, a shared
 * computer). `version` changes when something elsewhere ended sessions (a password change).
 */
export function Sessions({ version }: { version: number }) {
  const { t } = useLingui()
  const lang = useLang()
  const { account } = useAuthServices()
  const [state, setState] = useState<State>({ status: 'loading' })
  const [busy, setBusy] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)

  const fetchList = useCallback(
    () =>
      account.call('sessions').then(
        (list) => setState({ status: 'ready', sessions: list.sessions }),
        () => setState({ status: 'failed' }),
      ),
    [account],
  )
  useEffect(() => void fetchList(), [fetchList, version])

  const act = (what: string, call: () => Promise<{ sessions: SessionInfo[] }>) => {
    setBusy(what)
    setFailed(false)
    call()
      .then((list) => setState({ status: 'ready', sessions: list.sessions }), () => setFailed(true))
      .finally(() => setBusy(null))
  }

  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))

  return (
    <section className="card cabinet__section security__sessions" aria-labelledby="sessions">
      <h2 id="sessions">
        <Trans>Где выполнен вход</Trans>
      </h2>
      {state.status === 'loading' ? (
        <BlockLoading />
      ) : state.status === 'failed' ? (
        <BlockFailed onRetry={() => (setState({ status: 'loading' }), void fetchList())}>
          <Trans>Не удалось загрузить список сеансов.</Trans>
        </BlockFailed>
      ) : (
        <>
          {failed ? (
            <p className="security__error" role="alert">
              <Trans>Не удалось завершить сеанс. Проверьте соединение и попробуйте ещё раз.</Trans>
            </p>
          ) : null}
          <ul className="security__list">
            {state.sessions.map((s) => {
              const device = describeDevice(s.device) ?? s.device ?? t`Неизвестное устройство`
              const last = when(s.last_used_at)
              return (
                <li key={s.id} className="security__item">
                  <div>
                    <p className="security__device">
                      {device}
                      {s.current ? (
                        <span className="security__current">
                          {' '}
                          <Trans>— этот сеанс</Trans>
                        </span>
                      ) : null}
                    </p>
                    <p className="muted">
                      <Trans>Последняя активность: {last}</Trans>
                    </p>
                  </div>
                  {s.current ? null : (
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy !== null}
                      aria-label={t`Завершить сеанс: ${device}`}
                      onClick={() => act(s.id, () => account.call('endSession', { body: { id: s.id } }))}
                    >
                      {busy === s.id ? <Trans>Завершаем…</Trans> : <Trans>Завершить</Trans>}
                    </button>
                  )}
                </li>
              )
            })}
          </ul>
          {state.sessions.some((s) => !s.current) ? (
            <button type="button" className="button button--ghost" disabled={busy !== null} onClick={() => act('others', () => account.call('endOtherSessions'))}>
              {busy === 'others' ? <Trans>Завершаем…</Trans> : <Trans>Завершить все другие сеансы</Trans>}
            </button>
          ) : (
            <p className="muted">
              <Trans>Других сеансов нет: вы вошли только здесь.</Trans>
            </p>
          )}
        </>
      )}
    </section>
  )
}
