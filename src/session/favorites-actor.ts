import { createActor, fromPromise } from 'xstate'
import { favoritesMachine } from '../../machines/favorites.machine'
import { EVENT_ID } from '../../kernel/constants'
import type { AccountApi } from '../lib/api/account'
import { openFavoritesChannel } from './favorites-cross-tab'

/** The most sessions one call lists (QLimit's upper bound): a person's own sessions fit. */
const USER_MEETINGS_LIMIT = 1000

/** The favorites machine with its real effects (house style 6): the account API and the other tabs. */
export function startFavorites(account: AccountApi, email: () => string | null) {
  let channel: ReturnType<typeof openFavoritesChannel> | null = null
  const machine = favoritesMachine.provide({
    actors: {
      // No list of favorites of its own: the person's sessions say which are favorites. Brief:
      // only the ids and is_favorite are read, the texts would be thrown away.
      loadFavorites: fromPromise(async ({ signal }) => {
        const meetings = await account.call('userMeetings', { query: { event_id: EVENT_ID, limit: USER_MEETINGS_LIMIT, brief: 1 }, signal })
        return meetings.filter((m) => m.is_favorite).map((m) => m.id)
      }),
      addFavorite: fromPromise<unknown, { id: number }>(({ input, signal }: { input: { id: number }; signal: AbortSignal }) =>
        account.call('addFavorites', { body: { ids: [input.id] }, signal }),
      ),
      removeFavorite: fromPromise<unknown, { id: number }>(({ input, signal }: { input: { id: number }; signal: AbortSignal }) =>
        account.call('removeFavorites', { body: { ids: [input.id] }, signal }),
      ),
    },
    actions: {
      broadcastChange: (_, { ids }) => channel?.post(ids),
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
