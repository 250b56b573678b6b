import { createFileRoute } from '@tanstack/react-router'
import { SecurityPage } from '../features/cabinet/security/SecurityPage'

export const Route = createFileRoute('/cabinet/security')({
  component: SecurityPage,
})
