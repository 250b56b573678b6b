import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootLayout } from '../components/layout/RootLayout'
import type { RouterContext } from '../router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})
