import { createFileRoute } from '@tanstack/react-router'
import { parseAuthorizationSearch } from '../features/auth/auth-search'
import { AuthorizationPage } from '../features/auth/AuthorizationPage'
import { loadProviders } from '../features/auth/providers'

export const Route = createFileRoute('/authorization')({
  validateSearch: parseAuthorizationSearch,
  loader: ({ context }) => loadProviders(context.account),
  staticData: { noindex: true, clientOnly: true },
  component: AuthorizationPage,
})
