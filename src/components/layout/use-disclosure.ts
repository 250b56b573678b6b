import { useRouterState } from '@tanstack/react-router'
import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * A header disclosure on a `<details>` (so it opens before and without the scripts): once the app
 * runs it is open for the page it was opened on (any navigation closes it), and a click elsewhere or
 * Escape closes it, Escape returning the focus to its summary.
 */
export function useDisclosure(): {
  ref: RefObject<HTMLDetailsElement | null>
  open: boolean
  onToggle: (event: React.SyntheticEvent<HTMLDetailsElement>) => void
} {
  const ref = useRef<HTMLDetailsElement>(null)
  const href = useRouterState({ select: (s) => s.location.href })
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === href

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpenOn(null)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // A disclosure open inside this one (the account menu inside the phone's menu) closes first.
      if (ref.current?.querySelector('[aria-expanded="true"], details[open]')) return
      setOpenOn(null)
      ref.current?.querySelector('summary')?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return {
    ref,
    open,
    // The browser toggles the element itself; the state follows it (and a navigation resets it).
    onToggle: (event) => setOpenOn(event.currentTarget.open ? href : null),
  }
}
