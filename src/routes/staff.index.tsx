import { createFileRoute } from '@tanstack/react-router'
import { StaffHome } from '../features/staff/screens'

export const Route = createFileRoute('/staff/')({ component: StaffHome })
