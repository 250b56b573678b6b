import { fromCallback, fromPromise } from 'xstate'
import type { OfflineCheckin, SyncResult } from '../../../kernel/contract/staff'
import { type DoorQueueEvent, doorQueueMachine } from '../../../machines/door-queue.machine'
import type { StaffApi } from '../../lib/api/staff'
import { saveStaff } from './staff-store'

/**
 * The door queue with the browser's effects, given at its creation: each batch to the staff API,
 * the network's online/offline events into the machine (the page reads them from it), and the
 * queue kept in this browser under the person's account on every change.
 */
export const doorQueueWithEffects = (api: StaffApi, email: string | null) =>
  doorQueueMachine.provide({
    actors: {
      syncBatch: fromPromise<SyncResult[], { checkins: OfflineCheckin[] }>(({ input }) => api.call('doorSync', { body: input })),
      network: fromCallback<DoorQueueEvent>(({ sendBack }) => {
        const up = () => sendBack({ type: 'queue.online' })
        const down = () => sendBack({ type: 'queue.offline' })
        addEventListener('online', up)
        addEventListener('offline', down)
        return () => {
          removeEventListener('online', up)
          removeEventListener('offline', down)
        }
      }),
    },
    actions: {
      persist: ({ context }) => saveStaff(email, { queue: context.queue }),
    },
  })
