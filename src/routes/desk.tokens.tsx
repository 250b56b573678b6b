import { createFileRoute } from '@tanstack/react-router'
import { TokensPage } from '../features/desk/TokensPage'

export const Route = createFileRoute('/desk/tokens')({ component: TokensPage })
