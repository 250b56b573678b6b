import { type RouterHistory, createRouter } from '@tanstack/react-router'
import { NotFound } from './components/states/NotFound'
import { PagePending } from './components/states/PagePending'
import { RouteError } from './components/states/RouteError'
import type { RouterContext } from './router-context'
import { routeTree } from './routeTree.gen'

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 30_000,
    defaultStaleTime: 30_000,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    // Scrolling is ours (lib/navigation-effects.ts): the hash element, else the top (§2).
    scrollRestoration: false,
  })
  // `false` still lets the router scroll to the top after every render, the first one included,
  // which threw a reader of the server-rendered page back to the top when the app started. A
  // function answering false turns that off; given at creation it would also take over the
  // browser's own scroll restoration (history.scrollRestoration = 'manual'), which we leave alone.
  router.options.scrollRestoration = () => false
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /** §2: routes flagged so get robots no-index. */
    noindex?: boolean
    /**
     * Drawn by the browser only, never by the server's first render (src/entry-server.tsx): the
     * account pages, whose forms would take typing before the page's JavaScript could keep it.
     */
    clientOnly?: boolean
    /** A working screen (the scanners): no public footer under it. */
    noFooter?: boolean
  }
}
