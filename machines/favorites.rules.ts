/**
 * What the favorites machine's context means for a screen (machines/favorites.machine.ts): pure
 * and without XState, so that the stars of a first load (src/session/use-favorites.ts) do not
 * bring the machine's code, which is loaded only when someone logs in.
 */
import type { FavoriteOp, FavoritesContext } from './favorites.types'

/** A set of ids with one change applied. */
export const apply = (ids: number[], op: FavoriteOp) =>
  op.add ? (ids.includes(op.id) ? ids : [...ids, op.id]) : ids.filter((i) => i !== op.id)

/** What the person sees. */
export const visibleIds = (c: Pick<FavoritesContext, 'confirmed' | 'sending' | 'pending'>) =>
  [...(c.sending ? [c.sending] : []), ...c.pending].reduce(apply, c.confirmed)

/** A meeting whose change is not confirmed yet (in flight or waiting). */
export const isPending = (c: Pick<FavoritesContext, 'sending' | 'pending'>, id: number) =>
  c.sending?.id === id || c.pending.some((op) => op.id === id)
