import { createFileRoute } from '@tanstack/react-router'
import { ProgramDesk } from '../features/desk/ProgramDesk'

export const Route = createFileRoute('/desk/program')({
  validateSearch: (search: Record<string, unknown>): { day?: string } =>
    typeof search.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.day) ? { day: search.day } : {},
  component: ProgramDesk,
})
