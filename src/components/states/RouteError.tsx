import { Trans, useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import { isConnectionError } from '../../../machines/errors'
import { ApiError } from '../../lib/api/errors'
import { usePageMeta } from '../../lib/use-page-meta'
import { useErrorText } from './use-error-text'

const subscribeOnline = (change: () => void) => {
  window.addEventListener('online', change)
  window.addEventListener('offline', change)
  return () => {
    window.removeEventListener('online', change)
    window.removeEventListener('offline', change)
  }
}

/** The browser says it has no network (the server's render: it has). */
const useOffline = () => useSyncExternalStore(subscribeOnline, () => !navigator.onLine, () => false)

/** A screen whose data failed: what happened and a way forward (retry, or home). */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const message = useErrorText()(error)
  const { t } = useLingui()
  const offline = useOffline()
  const noNetwork = error instanceof ApiError && isConnectionError(error) && offline
  usePageMeta(noNetwork ? t`Нет сети` : t`Ошибка`)
  useEffect(() => {
    if (!(error instanceof ApiError)) console.error(error)
  }, [error])
  if (noNetwork) return <OfflinePage onRetry={() => void router.invalidate()} />
  return (
    <div className="container state state--error" role="alert">
      <h1 className="state__title">
        <Trans>Не удалось загрузить страницу</Trans>
      </h1>
      <p>{message}</p>
      <div className="state__actions">
        <button type="button" className="button button--primary" onClick={() => void router.invalidate()}>
          <Trans>Повторить</Trans>
        </button>
        <Link to="/" className="button button--ghost">
          <Trans>На главную</Trans>
        </Link>
      </div>
    </div>
  )
}

/**
 * A page never opened before, asked for without a network: it is not in the offline copy, so say
 * so plainly and offer what the copy keeps (src/pwa/offline-copy.ts: the program, its grids and
 * the festival, refreshed on every visit).
 */
function OfflinePage({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container state state--offline" role="alert">
      <h1 className="state__title">
        <Trans>Вы не в сети</Trans>
      </h1>
      <p>
        <Trans>Эту страницу вы ещё не открывали, поэтому её нет на устройстве. Без сети открываются программа и фестиваль:</Trans>
      </p>
      <ul className="state__kept">
        <li>
          <Link to="/program">
            <Trans>Деловая программа</Trans>
          </Link>
        </li>
        <li>
          <Link to="/program/grid">
            <Trans>Сетка программы</Trans>
          </Link>
        </li>
        <li>
          <Link to="/festival-program">
            <Trans>Программа фестиваля</Trans>
          </Link>
        </li>
      </ul>
      <div className="state__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          <Trans>Повторить, когда сеть появится</Trans>
        </button>
      </div>
    </div>
  )
}
