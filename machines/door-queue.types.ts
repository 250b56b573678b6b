import type { OfflineCheckin, SyncResult } from '../kernel/contract/staff'

export type { OfflineCheckin, SyncResult }

/** A check-in the server flagged: another scanner had already admitted the same ticket that day. */
export interface FlaggedResult {
  id: string
  first: { at: string; door: string } | null
}

export interface DoorQueueContext {
  /** Admissions made with no network, oldest first, not yet confirmed by the server. */
  queue: OfflineCheckin[]
  /** The ids of the batch in flight (a prefix of `queue`). */
  sending: string[]
  /** Whether the browser says it is online. */
  online: boolean
  /** Flagged by the server: shown to the staff until they dismiss them. */
  flagged: FlaggedResult[]
  /** Check-ins the server refused (not a ticket of the event by the time they arrived). */
  refused: number
  /** How many times in a row sending failed (the screen says "will retry"). */
  failures: number
}

export type DoorQueueEvent =
  | { type: 'queue.added'; checkin: OfflineCheckin }
  | { type: 'queue.online' }
  | { type: 'queue.offline' }
  | { type: 'queue.retry' }
  | { type: 'queue.dismissFlagged' }

export interface DoorQueueInput {
  queue?: OfflineCheckin[]
  online?: boolean
}

/** What the sync effect resolves with: each check-in's outcome (also the body of a 409 batch_replayed). */
export type SyncOutput = SyncResult[]
