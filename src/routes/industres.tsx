import { createFileRoute } from '@tanstack/react-router'
import { IndustriesPage } from '../features/industries/IndustriesPage'

/** §2 spells the route "industres"; /industries redirects here. */
export const Route = createFileRoute('/industres')({
  loader: ({ context }) => context.content.get('industries'),
  component: IndustriesPage,
})
