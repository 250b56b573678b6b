import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { EmptyState } from '../../components/states/EmptyState'
import { useLang } from '../../i18n/use-lang'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import './industries.css'

const route = getRouteApi('/industres')

export function IndustriesPage() {
  const { t } = useLingui()
  const lang = useLang()
  const industries = route.useLoaderData()
  usePageMeta(
    t`Индустрии`,
    t`Индустрии форума: новости и сессии деловой программы по каждой из них`,
  )

  return (
    <div className="container">
      <header className="page-head">
        <h1>
          <Trans>Индустрии</Trans>
        </h1>
        <p className="page-head__lead">
          <Trans>Форум объединяет креативные индустрии: у каждой свои сессии деловой программы и свои новости.</Trans>
        </p>
      </header>
      {industries.length === 0 ? (
        <EmptyState title={<Trans>Список индустрий пока не опубликован</Trans>}>
          <Link to="/news" className="button button--primary">
            <Trans>Читать новости</Trans>
          </Link>
        </EmptyState>
      ) : (
        <ul className="industry-cards">
          {industries.map((industry) => {
            const tr = pick(industry.translations, lang)
            if (!tr) return null
            const name = tr.name
            return (
              <li key={industry.id} className="card industry-card">
                <img className="industry-card__icon" src={industry.icon} alt="" width="56" height="56" loading="lazy" />
                <h2 className="industry-card__name">{name}</h2>
                {tr.description ? <p className="industry-card__text">{tr.description}</p> : null}
                <p className="industry-card__links">
                  <Link to="/news" search={{ industry: industry.id }}>
                    <Trans>
                      Новости <span className="visually-hidden">индустрии «{name}»</span>
                    </Trans>
                  </Link>
                  <Link to="/program" search={{ industry: industry.id }}>
                    <Trans>
                      Сессии программы <span className="visually-hidden">по индустрии «{name}»</span>
                    </Trans>
                  </Link>
                </p>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
