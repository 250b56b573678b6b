import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { EmptyState } from '../../components/states/EmptyState'
import { usePageMeta } from '../../lib/use-page-meta'
import { EditionCard } from './EditionCard'
import { pastEditions } from './past-editions'
import './archive.css'

const route = getRouteApi('/archive')

export function ArchivePage() {
  const { t } = useLingui()
  const editions = pastEditions(route.useLoaderData())
  usePageMeta(t`Архив`, t`Прошедшие годы форума: даты, площадки и итоги каждого года`)
  return (
    <div className="container">
      <header className="page-head">
        <h1>
          <Trans>Архив</Trans>
        </h1>
        <p className="page-head__lead">
          <Trans>Прошедшие годы форума: где и когда они проходили и чем запомнились.</Trans>
        </p>
      </header>
      {editions.length === 0 ? (
        <EmptyState title={<Trans>Архив пока пуст: это первый форум</Trans>}>
          <Link to="/" className="button button--primary">
            <Trans>О нынешнем форуме</Trans>
          </Link>
        </EmptyState>
      ) : (
        <ol className="editions">
          {editions.map((edition) => (
            <li key={edition.id}>
              <EditionCard edition={edition} />
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
