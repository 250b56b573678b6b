import { createFileRoute, redirect } from '@tanstack/react-router'
import { DeskLayout } from '../features/desk/DeskLayout'

/**
 * The organizer's desk (docs/desk.md): drawn by the browser only, never indexed, only for a
 * logged-in person; the server decides who may use it (DeskLayout asks /api/desk/me). Its
 * screens load with their routes, never with the public pages.
 */
export const Route = createFileRoute('/desk')({
  staticData: { noindex: true, clientOnly: true },
  beforeLoad: ({ context, location, preload }) => {
    if (preload) return
    if (!context.auth.getSnapshot().hasTag('authenticated')) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  component: DeskLayout,
})
