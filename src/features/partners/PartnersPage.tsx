import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { usePageMeta } from '../../lib/use-page-meta'
import { PartnershipOffer } from './PartnershipOffer'
import { Supporters } from './Supporters'
import './partners.css'

const route = getRouteApi('/partners')

/** §2: the page for (prospective) sponsors; flagged no-index on its route. */
export function PartnersPage() {
  const { t } = useLingui()
  const logos = route.useLoaderData()
  usePageMeta(t`Партнёрам`, t`Как стать партнёром форума и фестиваля`)
  return (
    <div className="container partners-page">
      <header className="page-head">
        <h1>
          <Trans>Партнёрам</Trans>
        </h1>
        <p className="page-head__lead">
          <Trans>
            Деловая программа и фестиваль собирают аудиторию креативных индустрий.
            Приглашаем компании, которым важна эта аудитория.
          </Trans>
        </p>
      </header>
      <PartnershipOffer />
      <Supporters logos={logos} />
    </div>
  )
}
