import { createFileRoute } from '@tanstack/react-router'
import { HallScreen } from '../features/staff/screens'

export const Route = createFileRoute('/staff/hall')({ staticData: { noFooter: true }, component: HallScreen })
