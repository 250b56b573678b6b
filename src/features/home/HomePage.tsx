import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { usePageMeta } from '../../lib/use-page-meta'

const route = getRouteApi('/')

export function HomePage() {
  const { t } = useLingui()
  const events = route.useLoaderData()
  usePageMeta('', t`Форум и фестиваль креативных индустрий`)
  return <div className="container"><h1>{events.length}</h1></div>
}
