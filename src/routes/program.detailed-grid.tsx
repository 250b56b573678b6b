import { createFileRoute } from '@tanstack/react-router'
import { GridPage } from '../features/program/GridPage'
import { loadDay } from '../features/program/load'
import { validateGridSearch } from '../features/program/search'

export const Route = createFileRoute('/program/detailed-grid')({
  validateSearch: validateGridSearch,
  loaderDeps: ({ search }) => ({ day: search.day }),
  loader: ({ context, deps, parentMatchPromise }) =>
    loadDay(context.content, deps.day, parentMatchPromise.then((m) => m.loaderData), ['areaEventType', 'speakers']),
  component: () => <GridPage variant="detailed" />,
})
