import { createFileRoute } from '@tanstack/react-router'
import { DayPage } from '../features/desk/DayPage'

export const Route = createFileRoute('/desk/day')({ component: DayPage })
