import { createFileRoute } from '@tanstack/react-router'
import { SpeakersDesk } from '../features/desk/SpeakersDesk'

export const Route = createFileRoute('/desk/speakers')({ component: SpeakersDesk })
