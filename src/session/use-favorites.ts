import { useContext, useSyncExternalStore } from 'react'
import { isPending } from '../../machines/favorites.rules'
import { FavoritesContext, type FavoritesSlot } from './favorites-slot'
import { guestPicks } from './favorites-guest'

const nobody: FavoritesSlot = {
  subscribe: () => () => {},
  getSnapshot: () => null,
  isLoggedIn: () => false,
  send: () => {},
  follow: () => {},
  stop: () => {},
}
const noop = () => {}
const notLoggedIn = () => false

/**
 * What screens ask of the person's favorites (§4), read from the one favorites actor; for a
 * visitor who is not logged in, the stars kept in this browser (`guest: true`).
 * The server renders for nobody in particular: no stars at all (src/entry-server.tsx), and the
 * browser's first render agrees; the stars come right after it (useSyncExternalStore's server
 * snapshot is used while hydrating).
 */
export function useFavorites() {
  const slot = useContext(FavoritesContext) ?? nobody
  const snapshot = useSyncExternalStore(slot.subscribe, slot.getSnapshot, () => null)
  const loggedIn = useSyncExternalStore(slot.subscribe, slot.isLoggedIn, notLoggedIn)
  const guest = useSyncExternalStore(guestPicks.subscribe, guestPicks.getSnapshot, () => null)
  if (!loggedIn) {
    const ids = guest ?? []
    return {
      guest: true,
      loaded: guest !== null,
      failed: false,
      ids,
      error: null,
      has: (id: number) => ids.includes(id),
      isPending: (_id: number) => false,
      add: guestPicks.add,
      remove: guestPicks.remove,
      retry: noop,
      dismissError: noop,
    }
  }
  const context = snapshot?.context
  return {
    guest: false,
    /** Changes are taken once the list is loaded (the machine's 'loaded' tag). */
    loaded: snapshot?.hasTag('loaded') ?? false,
    failed: snapshot?.matches('failed') ?? false,
    ids: context?.ids ?? [],
    error: context?.error ?? null,
    has: (id: number) => context?.ids.includes(id) ?? false,
    /** A change of this meeting is not confirmed by the server yet. */
    isPending: (id: number) => (context ? isPending(context, id) : false),
    add: (id: number) => slot.send({ type: 'favorites.add', id }),
    remove: (id: number) => slot.send({ type: 'favorites.remove', id }),
    retry: () => slot.send({ type: 'favorites.retry' }),
    dismissError: () => slot.send({ type: 'favorites.dismissError' }),
  }
}

export type Favorites = ReturnType<typeof useFavorites>
