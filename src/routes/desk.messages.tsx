import { createFileRoute } from '@tanstack/react-router'
import { MessagesPage } from '../features/desk/MessagesPage'

export const Route = createFileRoute('/desk/messages')({ component: MessagesPage })
