import { createFileRoute } from '@tanstack/react-router'
import { parseLoginSearch } from '../features/auth/auth-search'
import { LoginPage } from '../features/auth/LoginPage'

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  staticData: { noindex: true, clientOnly: true },
  component: LoginPage,
})
