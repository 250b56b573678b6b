import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * The natural spelling leads to the spec's /industres. beforeLoad also runs on hover preload:
 * a redirect thrown there only makes the router preload /industres instead; nothing else
 * happens (no navigation, no side effects), so it is harmless.
 */
export const Route = createFileRoute('/industries')({
  beforeLoad: () => {
    throw redirect({ to: '/industres', replace: true })
  },
})
