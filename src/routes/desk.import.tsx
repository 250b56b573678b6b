import { createFileRoute } from '@tanstack/react-router'
import { ImportDesk } from '../features/desk/ImportDesk'

export const Route = createFileRoute('/desk/import')({ component: ImportDesk })
