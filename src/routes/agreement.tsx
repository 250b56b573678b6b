import { createFileRoute } from '@tanstack/react-router'
import { AgreementPage } from '../features/legal/AgreementPage'

export const Route = createFileRoute('/agreement')({ component: AgreementPage })
