import { createFileRoute } from '@tanstack/react-router'
import { SuccessPage } from '../features/cabinet/wizard/SuccessPage'

export const Route = createFileRoute('/cabinet/event-registration/success')({ component: SuccessPage })
