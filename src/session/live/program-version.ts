import { useSyncExternalStore } from 'react'

/**
 * How many program changes this page has heard of on the live channel. Route loaders re-run on
 * router.invalidate(); a screen that reads its data in an effect instead (a guest's /my-picks)
 * lists this among the effect's dependencies to read it again in place.
 */
let changes = 0
const listeners = new Set<() => void>()

export function noteProgramChanged() {
  changes++
  for (const l of listeners) l()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useProgramChanges(): number {
  return useSyncExternalStore(subscribe, () => changes, () => 0)
}
