import { useRouterState } from '@tanstack/react-router'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/**
 * A header panel's open state: open for the page it was opened on (any navigation closes it), and a
 * click outside `root` or Escape closes it, `onEscape` then returning the focus. `yieldsEscape`
 * says when an Escape belongs to something open inside the panel, which closes first.
 */
export function useOpenOnPage(
  root: RefObject<HTMLElement | null>,
  onEscape: () => void,
  yieldsEscape: () => boolean = () => false,
): { open: boolean; setOpen: (open: boolean) => void } {
  const href = useRouterState({ select: (s) => s.location.href })
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === href

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || yieldsEscape()) return
      setOpenOn(null)
      onEscape()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, root, onEscape, yieldsEscape])

  return { open, setOpen: (value) => setOpenOn(value ? href : null) }
}

/**
 * A header disclosure on a `<details>` (so it opens before and without the scripts), open as
 * useOpenOnPage says; Escape returns the focus to its summary.
 */
export function useDisclosure(): {
  ref: RefObject<HTMLDetailsElement | null>
  open: boolean
  onToggle: (event: React.SyntheticEvent<HTMLDetailsElement>) => void
} {
  const ref = useRef<HTMLDetailsElement>(null)
  const focusSummary = useCallback(() => ref.current?.querySelector('summary')?.focus(), [])
  // A disclosure open inside this one (the account menu inside the phone's menu) closes first.
  const nestedOpen = useCallback(() => Boolean(ref.current?.querySelector('[aria-expanded="true"], details[open]')), [])
  const { open, setOpen } = useOpenOnPage(ref, focusSummary, nestedOpen)
  return {
    ref,
    open,
    // The browser toggles the element itself; the state follows it (and a navigation resets it).
    onToggle: (event) => setOpen(event.currentTarget.open),
  }
}
