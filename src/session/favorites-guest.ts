/**
 * Guest picks: the sessions a visitor who is not logged in starred, kept in this
 * browser under one localStorage key. They belong to the browser, not to an account: at login
 * the favorites machine merges them into the account and then takes them out of here
 * (clearGuestPicks in favorites-actor.ts). Other tabs follow through the storage event.
 */
export const GUEST_PICKS_KEY = 'guest-picks'

type Listener = () => void
const listeners = new Set<Listener>()
let lastRaw: string | null = null
let lastIds: number[] = []

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage refused (private mode, a sandbox)
  }
}

/** The picks, the same array while the stored value is the same (a useSyncExternalStore snapshot). */
export function readGuestPicks(): number[] {
  const raw = storage()?.getItem(GUEST_PICKS_KEY) ?? null
  if (raw === lastRaw) return lastIds
  lastRaw = raw
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    lastIds = Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))] : []
  } catch {
    lastIds = []
  }
  return lastIds
}

function write(ids: number[]) {
  try {
    if (ids.length === 0) storage()?.removeItem(GUEST_PICKS_KEY)
    else storage()?.setItem(GUEST_PICKS_KEY, JSON.stringify(ids))
  } catch {
    // No room or no storage: the star is not kept, as if it had not been set.
  }
  listeners.forEach((listener) => listener())
}

const onStorage = (event: StorageEvent) => {
  if (event.key === GUEST_PICKS_KEY || event.key === null) listeners.forEach((listener) => listener())
}

export const guestPicks = {
  subscribe(listener: Listener) {
    if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
    }
  },
  getSnapshot: readGuestPicks,
  add: (id: number) => {
    const ids = readGuestPicks()
    if (!ids.includes(id)) write([...ids, id])
  },
  remove: (id: number) => write(readGuestPicks().filter((i) => i !== id)),
  /** After a merge: only the picks the account has now (a star set meanwhile in another tab stays). */
  removeAll: (merged: readonly number[]) => write(readGuestPicks().filter((i) => !merged.includes(i))),
}
