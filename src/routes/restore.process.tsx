import { createFileRoute } from '@tanstack/react-router'
import { parseTokenSearch } from '../features/auth/auth-search'
import { RestoreProcessPage } from '../features/auth/RestoreProcessPage'

export const Route = createFileRoute('/restore/process')({
  validateSearch: parseTokenSearch,
  staticData: { noindex: true, clientOnly: true },
  component: RestoreProcessPage,
})
