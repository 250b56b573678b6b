import { createFileRoute } from '@tanstack/react-router'
import { parseLoginSearch } from '../features/auth/auth-search'
import { LoginPage } from '../features/auth/LoginPage'
import { loadProviders } from '../features/auth/providers'

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  loader: ({ context }) => loadProviders(context.account),
  staticData: { noindex: true, clientOnly: true },
  component: LoginPage,
})
