import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePageMeta } from '../../../lib/use-page-meta'
import './wizard.css'

/** /cabinet/event-registration/success: done, and where the ticket is. */
export function SuccessPage() {
  const { t } = useLingui()
  usePageMeta(t`Вы зарегистрированы на форум`)
  return (
    <div className="container wizard-page">
      <header className="page-head">
        <h1>{t`Вы зарегистрированы на форум`}</h1>
        <p className="page-head__lead">
          <Trans>Билет действует на все дни форума. Скачать его можно в личном кабинете.</Trans>
        </p>
      </header>
      <ul className="wizard__next">
        <li>
          <Link to="/cabinet" className="button button--primary">
            <Trans>Перейти в личный кабинет</Trans>
          </Link>
        </li>
        <li>
          <Link to="/program" className="button button--ghost">
            <Trans>Выбрать мероприятия</Trans>
          </Link>
        </li>
      </ul>
    </div>
  )
}
