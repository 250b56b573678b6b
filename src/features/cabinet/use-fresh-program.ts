import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { Favorites } from '../../session/use-favorites'

/**
 * The cabinet's sessions came with the page; a favorite it has no session for (guest picks
 * merged at this login, or a star set in another tab) reloads them once. Asked once
 * per change of "something is missing", so a favorite of another event cannot loop it.
 */
export function useFreshProgram(favorites: Favorites, known: ReadonlyMap<number, unknown>) {
  const router = useRouter()
  const missing = favorites.loaded && !favorites.guest && favorites.ids.some((id) => !known.has(id))
  useEffect(() => {
    if (missing) void router.invalidate()
  }, [missing, router])
}
