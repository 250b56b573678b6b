import { createFileRoute } from '@tanstack/react-router'
import { ChangesPage } from '../features/program/ChangesPage'
import { loadChanges, validateChangesSearch } from '../features/program/load-changes'

// Not nested in /program: the change log needs none of the program's shared data.
export const Route = createFileRoute('/program_/changes')({
  validateSearch: validateChangesSearch,
  loaderDeps: ({ search }) => ({ before: search.before }),
  loader: ({ context, deps }) => loadChanges(context.content, deps.before),
  component: ChangesPage,
})
