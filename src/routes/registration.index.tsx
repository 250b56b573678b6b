import { createFileRoute } from '@tanstack/react-router'
import { RegistrationPage } from '../features/auth/RegistrationPage'
import { loadProviders } from '../features/auth/providers'

export const Route = createFileRoute('/registration/')({
  loader: ({ context }) => loadProviders(context.account),
  staticData: { noindex: true, clientOnly: true },
  component: RegistrationPage,
})
