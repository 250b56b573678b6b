import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { usePageMeta } from '../../../lib/use-page-meta'
import { useTicketValidity } from '../ticket/use-ticket-validity'
import './wizard.css'

const route = getRouteApi('/cabinet/event-registration/success')

/** /cabinet/event-registration/success: done, the days the ticket is valid for, and where it is. */
export function SuccessPage() {
  const { t } = useLingui()
  const data = route.useLoaderData()
  const validity = useTicketValidity(data?.view ?? null, data?.event ?? null)
  usePageMeta(t`Вы зарегистрированы на форум`)
  return (
    <div className="container wizard-page">
      <header className="page-head">
        <h1>{t`Вы зарегистрированы на форум`}</h1>
        <p className="page-head__lead">
          {validity ? <span data-testid="ticket-validity">{validity}.</span> : null} <Trans>Скачать билет можно в личном кабинете.</Trans>
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
