import { createFileRoute } from '@tanstack/react-router'
import { CabinetPage } from '../features/auth/CabinetPage'

export const Route = createFileRoute('/cabinet/')({ component: CabinetPage })
