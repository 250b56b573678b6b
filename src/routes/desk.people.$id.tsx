import { createFileRoute } from '@tanstack/react-router'
import { PersonPage } from '../features/desk/PersonPage'

export const Route = createFileRoute('/desk/people/$id')({ component: PersonPage })
