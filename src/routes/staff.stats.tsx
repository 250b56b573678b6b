import { createFileRoute } from '@tanstack/react-router'
import { StatsScreen } from '../features/staff/screens'

export const Route = createFileRoute('/staff/stats')({ component: StatsScreen })
