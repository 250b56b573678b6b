import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootLayout } from '../components/layout/RootLayout'
import { loadSite } from '../lib/site'
import type { RouterContext } from '../router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The organizer's event names the site in the header, footer and titles (src/lib/site.ts).
  loader: ({ context }) => loadSite(context.content),
  component: RootLayout,
})
