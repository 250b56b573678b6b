import { DOOR_SYNC_BATCH_MAX } from '../kernel/constants'
import type { DoorQueueContext, FlaggedResult, OfflineCheckin, SyncResult } from './door-queue.types'

/** The next batch: the oldest check-ins, at most DOOR_SYNC_BATCH_MAX. */
export const nextBatch = (queue: OfflineCheckin[]): OfflineCheckin[] => queue.slice(0, DOOR_SYNC_BATCH_MAX)

/** A check-in is added once: the same id again (a double tap, a restored queue) changes nothing. */
export const withCheckin = (queue: OfflineCheckin[], checkin: OfflineCheckin): OfflineCheckin[] =>
  queue.some((c) => c.id === checkin.id) ? queue : [...queue, checkin]

/**
 * The server's answer for a batch: every id it answered for leaves the queue (counted, flagged
 * or refused: none is sent again, none is lost), the flagged ones are kept for the staff to see.
 * An id it did not answer for stays queued.
 */
export function settle(context: DoorQueueContext, results: SyncResult[]): Pick<DoorQueueContext, 'queue' | 'sending' | 'flagged' | 'refused' | 'failures'> {
  const answered = new Set(results.map((r) => r.id))
  const flagged: FlaggedResult[] = results.filter((r) => r.outcome === 'flagged').map((r) => ({ id: r.id, first: r.first }))
  return {
    queue: context.queue.filter((c) => !answered.has(c.id)),
    sending: [],
    flagged: [...context.flagged, ...flagged.filter((f) => !context.flagged.some((k) => k.id === f.id))],
    refused: context.refused + results.filter((r) => r.outcome === 'refused').length,
    failures: 0,
  }
}
