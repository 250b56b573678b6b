import { Trans, useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '../../lib/api/errors'
import { usePageMeta } from '../../lib/use-page-meta'

/** The message for a failed call, in the person's language (§8). */
export function useErrorMessage(error: unknown): string {
  const { t } = useLingui()
  if (error instanceof ApiError) {
    if (error.kind === 'network') return t`Ошибка соединения с сервером`
    if (error.kind === 'invalid') return t`Сервер прислал неожиданный ответ. Мы уже знаем об этом.`
    if (error.status === 404) return t`Такой страницы нет: возможно, её удалили или адрес набран с ошибкой.`
    if (error.status === 429) return t`Слишком много запросов. Подождите немного и попробуйте снова.`
    if (error.status !== undefined && error.status >= 500) return t`Сервер временно недоступен. Попробуйте ещё раз через минуту.`
    return error.message
  }
  return t`Что-то пошло не так.`
}

/** A screen whose data failed: what happened and a way forward (retry, or home). */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const message = useErrorMessage(error)
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
