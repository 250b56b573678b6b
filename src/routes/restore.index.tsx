import { createFileRoute } from '@tanstack/react-router'
import { RestorePage } from '../features/auth/RestorePage'

export const Route = createFileRoute('/restore/')({
  staticData: { noindex: true, clientOnly: true },
  component: RestorePage,
})
