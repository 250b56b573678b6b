import { createFileRoute } from '@tanstack/react-router'
import { RegistrationPage } from '../features/auth/RegistrationPage'

export const Route = createFileRoute('/registration/')({
  staticData: { noindex: true, clientOnly: true },
  component: RegistrationPage,
})
