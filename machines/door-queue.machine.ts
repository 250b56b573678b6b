/**
 * The door scanner's offline queue (docs/staff.md): admissions made with no network wait here,
 * persisted by the page on every change, and go to the server in batches when it is reachable.
 *
 * - `idle`: nothing to send, or offline. An admission, coming online or a retry starts `sending`
 *   when there is something to send and the browser is online.
 * - `sending`: one batch in flight (the oldest, at most DOOR_SYNC_BATCH_MAX). Its answer removes
 *   every id the server answered for; flagged ones (another scanner had admitted the ticket) are
 *   kept for the staff. A replayed batch (it had arrived, its answer was lost) is an answer too:
 *   the API client returns its results as it does a first answer's. Admissions made meanwhile
 *   wait for the next batch.
 * - `waiting`: sending failed (no response, a 401, a 5xx): nothing leaves the queue; after
 *   `retryDelay` or when the browser comes online again it tries again. The ids make a resend
 *   harmless: the server counts each once.
 *
 * Its effects are given at its creation (src/features/staff/door-queue-effects.ts): the batch's
 * call, `network` (the browser's online/offline events, sent back as queue.online/queue.offline:
 * the one place the page learns whether it has a network) and `persist` (the queue written on
 * every change, so it outlives a reload or a closed tab).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { DoorQueueContext, DoorQueueEvent, DoorQueueInput, OfflineCheckin, SyncOutput } from './door-queue.types'
import { nextBatch, settle, withCheckin } from './door-queue.rules'

export type { DoorQueueContext, DoorQueueEvent }

/** How long to wait after a failed send before trying again. */
export const DOOR_RETRY_MS = 10_000

export const doorQueueMachine = setup({
  types: {
    context: {} as DoorQueueContext,
    events: {} as DoorQueueEvent,
    input: {} as DoorQueueInput,
  },
  actors: {
    // Supplied by the page (.provide): POST /api/staff/door/sync.
    syncBatch: fromPromise<SyncOutput, { checkins: OfflineCheckin[] }>(async () => []),
    network: fromCallback<DoorQueueEvent>(() => {}),
  },
  delays: { retryDelay: DOOR_RETRY_MS },
  guards: {
    canSend: ({ context }) => context.online && context.queue.length > 0,
  },
  actions: {
    persist: () => {},
    add: assign({ queue: ({ context, event }) => (event.type === 'queue.added' ? withCheckin(context.queue, event.checkin) : context.queue) }),
    goOnline: assign({ online: true }),
    goOffline: assign({ online: false }),
    dismissFlagged: assign({ flagged: [] }),
  },
}).createMachine({
  id: 'doorQueue',
  context: ({ input }) => ({ queue: input.queue ?? [], sending: [], online: input.online ?? true, flagged: [], refused: 0, failures: 0 }),
  initial: 'idle',
  invoke: { src: 'network' },
  on: {
    'queue.added': { actions: ['add', 'persist'] },
    'queue.offline': { actions: 'goOffline' },
    'queue.dismissFlagged': { actions: 'dismissFlagged' },
  },
  states: {
    idle: {
      always: { guard: 'canSend', target: 'sending' },
      on: {
        'queue.online': { actions: 'goOnline' },
      },
    },
    sending: {
      entry: assign({ sending: ({ context }) => nextBatch(context.queue).map((c) => c.id) }),
      invoke: {
        id: 'syncBatch',
        src: 'syncBatch',
        input: ({ context }) => ({ checkins: nextBatch(context.queue) }),
        onDone: { target: 'idle', actions: [assign(({ context, event }) => settle(context, event.output)), 'persist'] },
        onError: { target: 'waiting', actions: assign({ sending: [], failures: ({ context }) => context.failures + 1 }) },
      },
      on: { 'queue.online': { actions: 'goOnline' } },
    },
    waiting: {
      after: { retryDelay: 'idle' },
      on: {
        'queue.online': { target: 'idle', actions: 'goOnline' },
        'queue.retry': { target: 'idle' },
      },
    },
  },
})
