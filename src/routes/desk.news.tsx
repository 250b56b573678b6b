import { createFileRoute } from '@tanstack/react-router'
import { NewsList } from '../features/desk/NewsList'

export const Route = createFileRoute('/desk/news')({ component: NewsList })
