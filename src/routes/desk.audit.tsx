import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '../features/desk/AuditPage'

export const Route = createFileRoute('/desk/audit')({ component: AuditPage })
