import { createFileRoute } from '@tanstack/react-router'
import { AnnouncementsDesk } from '../features/desk/AnnouncementsDesk'

export const Route = createFileRoute('/desk/announcements')({ component: AnnouncementsDesk })
