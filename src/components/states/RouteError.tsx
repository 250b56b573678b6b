import { Trans, useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '../../lib/api/errors'
import { usePageMeta } from '../../lib/use-page-meta'
import { useErrorText } from './use-error-text'

/** A screen whose data failed: what happened and a way forward (retry, or home). */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const message = useErrorText()(error)
  const { t } = useLingui()
  usePageMeta(t`Ошибка`)
  useEffect(() => {
    if (!(error instanceof ApiError)) console.error(error)
  }, [error])
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
