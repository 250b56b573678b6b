import { createContext } from 'react'
import type { FavoritesEvent } from '../../machines/favorites.types'
import type { FavoritesActor, StartedFavorites } from './favorites-actor'
import { readGuestPicks } from './favorites-guest'

export type FavoritesSnapshot = ReturnType<FavoritesActor['getSnapshot']>

/**
 * The one favorites actor of a logged-in session (§4), behind a slot that app.tsx creates at
 * start-up. Only this glue is in the main chunk: the machine and its effects are imported when a
 * person is first logged in, so no first load of a screen pays for them.
 */
export interface FavoritesSlot {
  subscribe: (listener: () => void) => () => void
  /** null until the actor has been started (the first login of the page). */
  getSnapshot: () => FavoritesSnapshot | null
  send: (event: FavoritesEvent) => void
  /** Whether someone is logged in: else the stars are the browser's guest picks (favorites-guest.ts). */
  isLoggedIn: () => boolean
  /** Follows the auth actor: a login (or another account) loads, a logout resets. */
  follow: (loggedIn: boolean, email: string | null) => void
  stop: () => void
}

export function createFavoritesSlot(start: () => Promise<StartedFavorites>): FavoritesSlot {
  let actor: FavoritesActor | null = null
  let stopActor = () => {}
  let starting: Promise<void> | null = null
  let stopped = false
  // Whose favorites should be shown: null when nobody is logged in.
  let owner: string | null = null
  let loggedIn = false
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  const apply = () => {
    if (!actor) return
    actor.send({ type: 'favorites.reset' })
    // The guest picks of this browser go along, to be merged into the account.
    if (loggedIn) actor.send({ type: 'favorites.load', guest: readGuestPicks() })
  }
  const ensureStarted = () => {
    starting ??= start().then(
      (started) => {
        if (stopped) return void started.stop()
        actor = started.actor
        stopActor = started.stop
        actor.subscribe(notify)
        apply()
        notify()
      },
      (error: unknown) => {
        starting = null
        console.error('[favorites] could not start:', error)
      },
    )
  }

  return {
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => actor?.getSnapshot() ?? null,
    isLoggedIn: () => loggedIn,
    send: (event) => actor?.send(event),
    follow: (nowLoggedIn, email) => {
      const nowOwner = nowLoggedIn ? (email ?? '') : null
      if (nowLoggedIn === loggedIn && nowOwner === owner) return
      loggedIn = nowLoggedIn
      owner = nowOwner
      if (loggedIn) ensureStarted()
      apply()
      notify()
    },
    stop: () => {
      stopped = true
      stopActor()
    },
  }
}

export const FavoritesContext = createContext<FavoritesSlot | null>(null)
