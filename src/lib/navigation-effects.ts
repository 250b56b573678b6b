import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import { setMeta } from './seo/head-links'

export const ROBOTS_INDEX = 'index, follow'
export const ROBOTS_NOINDEX = 'noindex, nofollow'

/** §2: after a navigation, scroll to the hash element if there is one, else to the top. */
export function scrollAfterNavigation(hash: string) {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  const target = id ? document.getElementById(id) : null
  if (target) target.scrollIntoView({ block: 'start' })
  else window.scrollTo({ top: 0, left: 0 })
}

/**
 * §2 navigation rules, applied on every resolved navigation (never on hover preloads):
 * robots meta from the routes' `noindex` flag, and the scroll position.
 */
export function installNavigationEffects(router: AnyRouter): () => void {
  return router.subscribe('onResolved', (event) => {
    const noindex = router.state.matches.some((m) => (router.routesById as Record<string, AnyRoute>)[m.routeId]?.options.staticData?.noindex)
    setMeta('name', 'robots', noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX)
    // The first screen: the person may have scrolled the server-rendered page already
    // (server/pages/prerender.ts); only a hash target not yet scrolled to is scrolled to.
    if (!event.fromLocation) {
      if (event.toLocation.hash && window.scrollY === 0) requestAnimationFrame(() => scrollAfterNavigation(event.toLocation.hash))
      return
    }
    const sameDocumentPath = event.fromLocation.pathname === event.toLocation.pathname
    if (!sameDocumentPath || event.toLocation.hash) {
      // Wait one frame so the new screen is in the DOM before looking for the hash target.
      requestAnimationFrame(() => scrollAfterNavigation(event.toLocation.hash))
    }
  })
}

/** Title and description of the current screen. */
export function setPageMeta(title: string, description?: string) {
  document.title = title
  if (description !== undefined) setMeta('name', 'description', description)
}
