import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { EmptyState } from '../../components/states/EmptyState'
import { useLang } from '../../i18n/use-lang'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { KIND_TITLES, groupByKind } from './org-groups'
import './partners.css'

const route = getRouteApi('/organizers-and-partners')

export function OrganizersPage() {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const groups = groupByKind(route.useLoaderData())
  usePageMeta(
    t`Организаторы и партнёры`,
    t`Кто делает форум: организаторы, партнёры и информационные партнёры`,
  )
  return (
    <div className="container">
      <header className="page-head">
        <h1>
          <Trans>Организаторы и партнёры</Trans>
        </h1>
        <p className="page-head__lead">
          <Trans>Форум и фестиваль проходят благодаря организаторам и компаниям, которые их поддерживают.</Trans>
        </p>
      </header>
      {groups.length === 0 ? (
        <EmptyState title={<Trans>Список партнёров скоро появится</Trans>}>
          <Link to="/partners" className="button button--primary">
            <Trans>Стать партнёром</Trans>
          </Link>
        </EmptyState>
      ) : (
        groups.map((group) => (
          <section key={group.kind} className="org-group" aria-labelledby={`group-${group.kind}`}>
            <h2 id={`group-${group.kind}`}>{i18n._(KIND_TITLES[group.kind])}</h2>
            <ul className={`org-cards org-cards--${group.kind}`}>
              {group.items.map((org) => {
                const tr = pick(org.translations, lang)
                if (!tr) return null
                const name = tr.name
                return (
                  <li key={org.id} className="card org-card">
                    <img className="org-card__logo" src={org.logo} alt={name} loading="lazy" />
                    <div>
                      <h3 className="org-card__name">{name}</h3>
                      {tr.description ? <p className="org-card__text">{tr.description}</p> : null}
                      {org.website ? (
                        <a href={org.website} className="org-card__site" target="_blank" rel="noopener noreferrer">
                          <Trans>
                            Сайт{' '}
                            <span className="visually-hidden">организации «{name}» (откроется в новой вкладке)</span>
                          </Trans>
                        </a>
                      ) : null}
                    </div>
                  </li>
                )
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
