/** The favorites machine's data and events (machines/favorites.machine.ts), for the machine, its rules and its callers. */

export interface FavoriteOp {
  id: number
  /** true: add to favorites; false: remove. */
  add: boolean
}
export type FavoritesErrorCode = 'addFailed' | 'removeFailed' | 'loadFailed' | 'mergeFailed' | 'connectionError' | 'unauthorized'
export interface FavoritesContext {
  /** What the person sees: `confirmed` with `sending` and `pending` applied. */
  ids: number[]
  /** The server's set as last known (load, confirmed change, or another tab). */
  confirmed: number[]
  sending: FavoriteOp | null
  pending: FavoriteOp[]
  /** `id` is null for a failed load. */
  error: { code: FavoritesErrorCode; id: number | null } | null
  /** Picks made as a guest, brought by the load, to merge into the account. */
  guest: number[]
}
export type FavoritesEvent =
  | { type: 'favorites.load'; guest?: number[] }
  | { type: 'favorites.retry' }
  | { type: 'favorites.add'; id: number }
  | { type: 'favorites.remove'; id: number }
  | { type: 'favorites.toggle'; id: number }
  | { type: 'favorites.synced'; ids: number[] }
  | { type: 'favorites.dismissError' }
  | { type: 'favorites.reset' }
