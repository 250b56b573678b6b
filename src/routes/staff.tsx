import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * The staff pages (docs/staff.md) are account pages: drawn by the browser only, never indexed,
 * and only for a logged-in person; the server decides who is staff (StaffGate).
 */
export const Route = createFileRoute('/staff')({
  staticData: { noindex: true, clientOnly: true },
  beforeLoad: ({ context, location, preload }) => {
    if (preload) return
    if (!context.auth.getSnapshot().hasTag('authenticated')) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
})
