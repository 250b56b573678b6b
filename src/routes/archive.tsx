import { createFileRoute } from '@tanstack/react-router'
import { ArchivePage } from '../features/archive/ArchivePage'

export const Route = createFileRoute('/archive')({
  loader: ({ context }) => context.content.get('events'),
  component: ArchivePage,
})
