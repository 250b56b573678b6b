import { useSyncExternalStore } from 'react'

/** How often "now" moves on: the line and the blocks are to the minute. */
const TICK_MS = 30_000

let now = 0
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | null = null
const read = () => {
  // A new value only when the minute changes, so a snapshot stays the same between ticks.
  const minute = Math.floor(Date.now() / 60_000) * 60_000
  if (minute !== now) now = minute
  return now
}
const tick = () => {
  const before = now
  if (read() !== before) listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  timer ??= setInterval(tick, TICK_MS)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = null
    }
  }
}

/**
 * The current minute, or null in the server's render and while the browser takes
 * that render over (useSyncExternalStore's server snapshot), so nothing that depends on "now"
 * is in the server's markup and hydration never disagrees with it; it shows right after.
 */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, read, () => null)
}
