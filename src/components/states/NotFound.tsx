import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePageMeta } from '../../lib/use-page-meta'

export function NotFound() {
  const { t } = useLingui()
  usePageMeta(t`Страница не найдена`)
  return (
    <div className="container state state--not-found">
      <p className="state__code" aria-hidden="true">404</p>
      <h1 className="state__title">
        <Trans>Страница не найдена</Trans>
      </h1>
      <p>
        <Trans>Возможно, её удалили или адрес набран с ошибкой.</Trans>
      </p>
      <div className="state__actions">
        <Link to="/" className="button button--primary">
          <Trans>На главную</Trans>
        </Link>
        <Link to="/program" className="button button--ghost">
          <Trans>Программа форума</Trans>
        </Link>
      </div>
    </div>
  )
}
