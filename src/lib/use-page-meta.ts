import { useEffect } from 'react'
import { setPageMeta } from './navigation-effects'
import { useSite } from './site'
import { recordServerHead } from './page-head'

/** Each screen names itself: "<title> — <site>", and describes itself for search engines. */
export function usePageMeta(title: string | undefined, description?: string) {
  // The organizer's event names the site (src/lib/site.ts); a page with no title of its own is the site's name.
  const site = useSite().name
  const full = [title, site].filter(Boolean).join(' — ')
  // On the server the render itself records the meta (no effects run there); a no-op here.
  if (title !== undefined) recordServerHead(full, description)
  useEffect(() => {
    if (title === undefined) return
    setPageMeta(full, description)
  }, [title, full, description])
}
