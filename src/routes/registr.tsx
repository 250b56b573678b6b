import { createFileRoute } from '@tanstack/react-router'
import { RegistrChoicePage } from '../features/auth/RegistrChoicePage'
import { loadProviders } from '../features/auth/providers'

export const Route = createFileRoute('/registr')({
  loader: ({ context }) => loadProviders(context.account),
  staticData: { noindex: true, clientOnly: true },
  component: RegistrChoicePage,
})
