import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * The guarded layout of the personal account (§6). beforeLoad also runs on hover preloads:
 * those never redirect (house style 8), and nothing below may call the account API for them.
 */
export const Route = createFileRoute('/cabinet')({
  staticData: { noindex: true, clientOnly: true },
  beforeLoad: ({ context, location, preload }) => {
    if (preload) return
    if (!context.auth.getSnapshot().hasTag('authenticated')) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
})
