import { createFileRoute } from '@tanstack/react-router'
import { RolesPage } from '../features/desk/RolesPage'

export const Route = createFileRoute('/desk/roles')({ component: RolesPage })
