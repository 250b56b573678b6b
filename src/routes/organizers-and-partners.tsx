import { createFileRoute } from '@tanstack/react-router'
import { OrganizersPage } from '../features/partners/OrganizersPage'

export const Route = createFileRoute('/organizers-and-partners')({
  loader: ({ context }) => context.content.get('organizations'),
  component: OrganizersPage,
})
