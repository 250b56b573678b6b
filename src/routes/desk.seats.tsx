import { createFileRoute } from '@tanstack/react-router'
import { SeatsPage } from '../features/desk/SeatsPage'

export const Route = createFileRoute('/desk/seats')({ component: SeatsPage })
