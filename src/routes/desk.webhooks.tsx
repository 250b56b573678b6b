import { createFileRoute } from '@tanstack/react-router'
import { WebhooksPage } from '../features/desk/WebhooksPage'

export const Route = createFileRoute('/desk/webhooks')({ component: WebhooksPage })
