import { createFileRoute } from '@tanstack/react-router'
import { DeskHome } from '../features/desk/DeskHome'

export const Route = createFileRoute('/desk/')({ component: DeskHome })
