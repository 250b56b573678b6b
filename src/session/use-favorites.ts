import { useContext, useSyncExternalStore } from 'react'
import { isPending } from '../../machines/favorites.machine'
import { FavoritesContext, type FavoritesSlot } from './favorites-slot'

const nobody: FavoritesSlot = {
  subscribe: () => () => {},
  getSnapshot: () => null,
  send: () => {},
  follow: () => {},
  stop: () => {},
}

/** What screens ask of the person's favorites (§4), read from the one favorites actor. */
export function useFavorites() {
  const slot = useContext(FavoritesContext) ?? nobody
  // The server renders for nobody in particular: no favorites (src/entry-server.tsx).
  const snapshot = useSyncExternalStore(slot.subscribe, slot.getSnapshot, () => null)
  const context = snapshot?.context
  return {
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
