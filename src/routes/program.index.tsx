import { createFileRoute } from '@tanstack/react-router'
import { loadDay } from '../features/program/load'
import { ProgramPage } from '../features/program/ProgramPage'
import { validateProgramSearch } from '../features/program/search'

export const Route = createFileRoute('/program/')({
  validateSearch: validateProgramSearch,
  loaderDeps: ({ search }) => ({ day: search.day }),
  loader: ({ context, deps, parentMatchPromise }) =>
    loadDay(context.content, deps.day, parentMatchPromise.then((m) => m.loaderData), ['areaEventType', 'speakers']),
  component: ProgramPage,
})
