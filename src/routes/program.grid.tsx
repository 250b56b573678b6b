import { createFileRoute } from '@tanstack/react-router'
import { GridPage } from '../features/program/GridPage'
import { loadDay } from '../features/program/load'
import { validateGridSearch } from '../features/program/search'

export const Route = createFileRoute('/program/grid')({
  validateSearch: validateGridSearch,
  loaderDeps: ({ search }) => ({ day: search.day }),
  // The compact grid shows titles and times only: no relations to load.
  loader: ({ context, deps, parentMatchPromise }) =>
    loadDay(context.content, deps.day, parentMatchPromise.then((m) => m.loaderData), []),
  component: () => <GridPage variant="compact" />,
})
