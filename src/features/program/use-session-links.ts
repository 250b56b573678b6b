import { useRouter } from '@tanstack/react-router'
import { type FocusEvent, type MouseEvent, useMemo, useRef } from 'react'

/** Hover this long before preloading, as the router's own links do with preload 'intent'. */
const PRELOAD_DELAY_MS = 50

const sessionOf = (target: EventTarget) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-session]')?.dataset.session : undefined

/**
 * One set of handlers for all the session links of a grid (event delegation): client-side
 * navigation on a plain left click, the browser's own behaviour with modifier keys (new tab,
 * download), and preloading on hover or focus. Cheaper than a router Link in each of ~70 cells.
 */
export function useSessionLinks() {
  const router = useRouter()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  return useMemo(() => {
    const preload = (id: string) => {
      router.preloadRoute({ to: '/program/meeting/$id', params: { id } }).catch(() => undefined)
    }
    return {
      onClick(event: MouseEvent) {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
        const id = sessionOf(event.target)
        if (!id) return
        event.preventDefault()
        void router.navigate({ to: '/program/meeting/$id', params: { id } })
      },
      onMouseOver(event: MouseEvent) {
        const id = sessionOf(event.target)
        clearTimeout(timer.current)
        if (id) timer.current = setTimeout(() => preload(id), PRELOAD_DELAY_MS)
      },
      onMouseLeave() {
        clearTimeout(timer.current)
      },
      onFocus(event: FocusEvent) {
        const id = sessionOf(event.target)
        if (id) preload(id)
      },
    }
  }, [router])
}
