import { createFileRoute } from '@tanstack/react-router'
import { DoorScreen } from '../features/staff/screens'

export const Route = createFileRoute('/staff/door')({ staticData: { noFooter: true }, component: DoorScreen })
