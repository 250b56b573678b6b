/**
 * The person's favorites (§4: participation in a meeting can be added or removed; §7 POST
 * add-to-favorite / remove-from-favorite with body {ids}).
 *
 * Optimistic: `ids` (what the person sees) is the server's set (`confirmed`) with the changes not
 * yet confirmed applied on top. One request at a time: `sending` is in flight, `pending` waits
 * (one entry per meeting, first requested first sent). A later change of the same meeting
 * replaces its waiting one, and a change that would leave things as they are is dropped, so
 * add-remove-add sends at most what is needed.
 *
 * A refused change is rolled back (its meeting shows the server's state again) with
 * `error: { code, id }`; the rest of the queue goes on. A 401 rolls back every unconfirmed change
 * (nothing after it can succeed) with the code 'unauthorized'.
 *
 * No response at all ('connectionError') is rolled back too: the server may have applied it, and
 * the next load or another tab's message puts that right.
 *
 * Other tabs: after each confirmed change `broadcastChange` hands the server's set to the app,
 * which tells the other tabs; they send `favorites.synced {ids}`. Decided: always applied while
 * `ready`, as the new server set; this tab's own unconfirmed changes stay on top of it (they are
 * sent after it, so the server ends with them), and waiting changes it makes pointless are
 * dropped. Before the list is loaded, changes and messages are not taken (the screen waits for
 * the 'loaded' tag; the load brings the other tabs' changes). `favorites.load` only starts from
 * `idle`: once loaded, the list is kept current by this tab's changes and the other tabs' messages.
 *
 * Guest picks: a visitor's stars are kept in the browser; `favorites.load {guest}`
 * brings them. After the load the ones the account lacks are added in one batch (`merging`), so
 * none is doubled; only once the server has them all are they taken out of the browser
 * (`clearGuestPicks`), so none is lost. A failed merge keeps them there ('mergeFailed').
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { isConnectionError, isUnauthorizedError } from './errors'
import { apply, visibleIds } from './favorites.rules'
import type { FavoritesContext, FavoritesErrorCode, FavoritesEvent } from './favorites.types'

// ---------- pure helpers ----------

// apply, visibleIds and isPending: machines/favorites.rules.ts (the stars read them without the machine).

/** The state a waiting change is measured against: the request in flight, else the server's set. */
const baseOf = (c: Pick<FavoritesContext, 'confirmed' | 'sending'>, id: number) =>
  c.sending?.id === id ? c.sending.add : c.confirmed.includes(id)

/** Drops waiting changes that change nothing and recomputes what is seen. */
function settle(c: Pick<FavoritesContext, 'confirmed' | 'sending' | 'pending'>) {
  const pending = c.pending.filter((op) => op.add !== baseOf(c, op.id))
  return { confirmed: c.confirmed, sending: c.sending, pending, ids: visibleIds({ ...c, pending }) }
}

const unique = (ids: number[]) => [...new Set(ids)]
const sendingInput = ({ context }: { context: FavoritesContext }) => ({ id: context.sending?.id ?? 0 })
const serverSet = ({ context }: { context: FavoritesContext }) => ({ ids: context.confirmed })
const loadedIds = ({ event }: { event: { output: number[] } }) => ({ ids: event.output })
const emptyContext = (): FavoritesContext => ({ ids: [], confirmed: [], sending: null, pending: [], error: null, guest: [] })
/** The guest picks the account does not have yet. */
const missingPicks = (guest: number[], confirmed: number[]) => unique(guest).filter((id) => !confirmed.includes(id))
const mergeInput = ({ context }: { context: FavoritesContext }) => ({ ids: missingPicks(context.guest, context.confirmed) })
const guestIds = ({ context }: { context: FavoritesContext }) => ({ ids: context.guest })

/** A refused add or remove: a 401 rolls back everything, anything else the change sent. */
const changeFailed = (code: 'addFailed' | 'removeFailed') => [
  { guard: 'isUnauthorized' as const, target: 'settled', actions: { type: 'rollbackAll' as const, params: { code: 'unauthorized' as const } } },
  { guard: 'isConnectionError' as const, target: 'settled', actions: { type: 'rollbackSent' as const, params: { code: 'connectionError' as const } } },
  { target: 'settled', actions: { type: 'rollbackSent' as const, params: { code } } },
]

// ---------- machine ----------

export const favoritesMachine = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
    tags: {} as 'loaded' | 'saving',
  },
  actors: {
    loadFavorites: fromPromise<number[]>(async () => []),
    addFavorite: fromPromise<unknown, { id: number }>(async () => undefined),
    removeFavorite: fromPromise<unknown, { id: number }>(async () => undefined),
    /** Adds the guest picks in one batch; answers the account's whole set. */
    mergeFavorites: fromPromise<number[], { ids: number[] }>(async () => []),
  },
  actions: {
    /** The app tells the person's other tabs the server's set (they send favorites.synced). */
    broadcastChange: (_, _params: { ids: number[] }) => {},
    /** The app takes these guest picks out of the browser: the account has them now. */
    clearGuestPicks: (_, _params: { ids: number[] }) => {},
    assignGuest: assign(({ event }) => ({ guest: event.type === 'favorites.load' ? unique(event.guest ?? []) : [] })),
    assignLoaded: assign(({ context }, params: { ids: number[] }) => ({ ...emptyContext(), guest: context.guest, confirmed: unique(params.ids), ids: unique(params.ids) })),
    forgetGuest: assign({ guest: [] }),
    assignError: assign((_, params: { code: FavoritesErrorCode | null }) => ({ error: params.code === null ? null : { code: params.code, id: null } })),
    enqueue: assign(({ context, event }) => {
      assertEvent(event, ['favorites.add', 'favorites.remove', 'favorites.toggle'])
      const add = event.type === 'favorites.toggle' ? !context.ids.includes(event.id) : event.type === 'favorites.add'
      const queued = context.pending.some((op) => op.id === event.id)
        ? context.pending.map((op) => (op.id === event.id ? { id: event.id, add } : op))
        : [...context.pending, { id: event.id, add }]
      return settle({ ...context, pending: queued })
    }),
    takeNext: assign(({ context }) => ({ sending: context.pending[0] ?? null, pending: context.pending.slice(1) })),
    confirmSent: assign(({ context }) => settle({ ...context, confirmed: context.sending ? apply(context.confirmed, context.sending) : context.confirmed, sending: null })),
    /** The refused change shows the server's state again; the waiting ones go on. */
    rollbackSent: assign(({ context }, params: { code: FavoritesErrorCode }) => ({
      ...settle({ ...context, sending: null }),
      error: { code: params.code, id: context.sending?.id ?? null },
    })),
    /** After a 401 nothing waiting can succeed: every unconfirmed change is rolled back. */
    rollbackAll: assign(({ context }, params: { code: FavoritesErrorCode }) => ({
      ...settle({ ...context, sending: null, pending: [] }),
      error: { code: params.code, id: context.sending?.id ?? null },
    })),
    assignSynced: assign(({ context, event }) => {
      assertEvent(event, 'favorites.synced')
      return settle({ ...context, confirmed: unique(event.ids) })
    }),
    assignEmpty: assign(() => emptyContext()),
  },
  guards: {
    hasPendingChanges: ({ context }) => context.pending.length > 0,
    /** After the load: some guest picks are not in the account's set. */
    hasGuestPicksToMerge: ({ context, event }) => 'output' in event && missingPicks(context.guest, event.output as number[]).length > 0,
    isNextAdd: ({ context }) => context.pending[0]?.add === true,
    isUnauthorized: ({ event }) => 'error' in event && isUnauthorizedError(event.error),
    /** No response at all (§8 'Server connection error'). */
    isConnectionError: ({ event }) => 'error' in event && isConnectionError(event.error),
  },
}).createMachine({
  id: 'favorites',
  context: emptyContext,
  initial: 'idle',
  on: {
    'favorites.dismissError': { actions: { type: 'assignError', params: { code: null } } },
    // On logout: everything is forgotten and a request in flight is cancelled.
    'favorites.reset': { target: '.idle', actions: 'assignEmpty' },
  },
  states: {
    idle: {
      on: { 'favorites.load': { target: 'loading', actions: 'assignGuest' } },
    },
    loading: {
      entry: { type: 'assignError', params: { code: null } },
      invoke: {
        id: 'loadFavorites',
        src: 'loadFavorites',
        onDone: [
          { guard: 'hasGuestPicksToMerge', target: 'merging', actions: { type: 'assignLoaded', params: loadedIds } },
          { target: 'ready', actions: [{ type: 'assignLoaded', params: loadedIds }, { type: 'clearGuestPicks', params: guestIds }, 'forgetGuest'] },
        ],
        onError: [
          { guard: 'isUnauthorized', target: 'failed', actions: { type: 'assignError', params: { code: 'unauthorized' } } },
          { guard: 'isConnectionError', target: 'failed', actions: { type: 'assignError', params: { code: 'connectionError' } } },
          { target: 'failed', actions: { type: 'assignError', params: { code: 'loadFailed' } } },
        ],
      },
    },
    merging: {
      invoke: {
        id: 'mergeFavorites',
        src: 'mergeFavorites',
        input: mergeInput,
        onDone: {
          target: 'ready',
          actions: [{ type: 'assignLoaded', params: loadedIds }, { type: 'clearGuestPicks', params: guestIds }, 'forgetGuest', { type: 'broadcastChange', params: serverSet }],
        },
        onError: [
          { guard: 'isUnauthorized', target: 'failed', actions: { type: 'assignError', params: { code: 'unauthorized' } } },
          { target: 'ready', actions: [{ type: 'assignError', params: { code: 'mergeFailed' } }, 'forgetGuest'] },
        ],
      },
    },
    failed: {
      on: { 'favorites.retry': { target: 'loading' } },
    },
    ready: {
      tags: ['loaded'],
      initial: 'settled',
      on: {
        'favorites.add': { actions: 'enqueue' },
        'favorites.remove': { actions: 'enqueue' },
        'favorites.toggle': { actions: 'enqueue' },
        'favorites.synced': { actions: 'assignSynced' },
      },
      states: {
        settled: {
          always: [
            { guard: 'isNextAdd', target: 'adding', actions: 'takeNext' },
            { guard: 'hasPendingChanges', target: 'removing', actions: 'takeNext' },
          ],
        },
        adding: {
          tags: ['saving'],
          invoke: {
            id: 'addFavorite',
            src: 'addFavorite',
            input: sendingInput,
            onDone: { target: 'settled', actions: ['confirmSent', { type: 'broadcastChange', params: serverSet }] },
            onError: changeFailed('addFailed'),
          },
        },
        removing: {
          tags: ['saving'],
          invoke: {
            id: 'removeFavorite',
            src: 'removeFavorite',
            input: sendingInput,
            onDone: { target: 'settled', actions: ['confirmSent', { type: 'broadcastChange', params: serverSet }] },
            onError: changeFailed('removeFailed'),
          },
        },
      },
    },
  },
})
