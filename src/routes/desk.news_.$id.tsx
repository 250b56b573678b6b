import { createFileRoute } from '@tanstack/react-router'
import { NewsEditor } from '../features/desk/NewsEditor'

export const Route = createFileRoute('/desk/news_/$id')({ component: NewsEditor })
