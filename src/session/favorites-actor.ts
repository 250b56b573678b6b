import { createActor, fromPromise } from 'xstate'
import { favoritesMachine } from '../../machines/favorites.machine'
import { EVENT_ID } from '../../kernel/constants'
import { FAVORITES_BATCH_MAX } from '../../kernel/contract/account'
import type { AccountApi } from '../lib/api/account'
import { openFavoritesChannel } from './favorites-cross-tab'
import { guestPicks } from './favorites-guest'

/** The most sessions one call lists (QLimit's upper bound): a person's own sessions fit. */
const USER_MEETINGS_LIMIT = 1000

/** The favorites machine with its real effects (house style 6): the account API and the other tabs. */
export function startFavorites(account: AccountApi, email: () => string | null) {
  let channel: ReturnType<typeof openFavoritesChannel> | null = null
  const loadIds = async (signal: AbortSignal) => {
    const meetings = await account.call('userMeetings', { query: { event_id: EVENT_ID, limit: USER_MEETINGS_LIMIT, brief: 1 }, signal })
    return meetings.filter((m) => m.is_favorite).map((m) => m.id)
  }
  const isRefused = (error: unknown) => (error as { status?: unknown } | null)?.status === 422
  /** The guest picks in batches; a session gone from the program (422) is skipped, not the batch. */
  async function merge(ids: number[], signal: AbortSignal): Promise<number[]> {
    const add = (batch: number[]) => account.call('addFavorites', { body: { ids: batch }, signal }).then((r) => r.ids)
    let set: number[] | null = null
    for (let i = 0; i < ids.length; i += FAVORITES_BATCH_MAX) {
      const batch = ids.slice(i, i + FAVORITES_BATCH_MAX)
      try {
        set = await add(batch)
      } catch (error) {
        if (!isRefused(error)) throw error
        for (const id of batch) set = await add([id]).catch((e: unknown) => (isRefused(e) ? set : Promise.reject(e)))
      }
    }
    return set ?? loadIds(signal)
  }
  const machine = favoritesMachine.provide({
    actors: {
      // No list of favorites of its own: the person's sessions say which are favorites. Brief:
      // only the ids and is_favorite are read, the texts would be thrown away.
      loadFavorites: fromPromise(({ signal }) => loadIds(signal)),
      mergeFavorites: fromPromise<number[], { ids: number[] }>(({ input, signal }) => merge(input.ids, signal)),
      addFavorite: fromPromise<unknown, { id: number }>(({ input, signal }: { input: { id: number }; signal: AbortSignal }) =>
        account.call('addFavorites', { body: { ids: [input.id] }, signal }),
      ),
      removeFavorite: fromPromise<unknown, { id: number }>(({ input, signal }: { input: { id: number }; signal: AbortSignal }) =>
        account.call('removeFavorites', { body: { ids: [input.id] }, signal }),
      ),
    },
    actions: {
      broadcastChange: (_, { ids }) => channel?.post(ids),
      clearGuestPicks: (_, { ids }) => guestPicks.removeAll(ids),
    },
  })
  const actor = createActor(machine)
  channel = openFavoritesChannel(email, (ids) => actor.send({ type: 'favorites.synced', ids }))
  actor.start()
  return {
    actor,
    stop: () => {
      channel?.close()
      actor.stop()
    },
  }
}

export type StartedFavorites = ReturnType<typeof startFavorites>
export type FavoritesActor = StartedFavorites['actor']
