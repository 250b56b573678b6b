import type { SeatCounts } from '../../../kernel/contract/seats'
import { seatsApi } from '../../lib/api/seats'

/**
 * The seat figures of every session that takes sign-ups, while any component shows one: read
 * once, then kept current by the live channel's `seats` events (src/session/live/live-actor.ts
 * calls `noteSeatCounts`) and read again when the channel (re)connects (they are not replayed)
 * or the page becomes visible. Sessions without sign-ups are not in it: they show nothing.
 */
type Listener = () => void
const listeners = new Set<Listener>()
/** Per session: whoever wants to know its figures moved (the seat control reads the person's place again). */
const moved = new Map<number, Set<() => void>>()
let counts: ReadonlyMap<number, SeatCounts> = new Map()
let version = 0

const notify = () => {
  version++
  for (const l of listeners) l()
}

async function poll() {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
  try {
    counts = new Map((await seatsApi(null, 'ru').counts()).map((c) => [c.meeting_id, c]))
    notify()
  } catch {
    // Offline or refused: the last figures stay until the channel brings new ones.
  }
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void poll()
}

export function subscribeSeatCounts(listener: Listener): () => void {
  listeners.add(listener)
  if (listeners.size === 1) {
    void poll()
    document.addEventListener('visibilitychange', onVisible)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) document.removeEventListener('visibilitychange', onVisible)
  }
}

/** A session's figures moved (live channel): the badges change at once, and its listeners hear of it. */
export function noteSeatCounts(next: SeatCounts) {
  counts = new Map(counts).set(next.meeting_id, next)
  notify()
  for (const l of moved.get(next.meeting_id) ?? []) l()
}

/** The channel (re)connected: what moved meanwhile is read again, if anything shows figures. */
export function refreshSeatCounts() {
  if (listeners.size > 0) void poll()
  for (const set of moved.values()) for (const l of set) l()
}

export function onSeatsMoved(meetingId: number, listener: () => void): () => void {
  const set = moved.get(meetingId) ?? new Set()
  set.add(listener)
  moved.set(meetingId, set)
  return () => set.delete(listener)
}

export const seatCountsVersion = () => version
export const seatCountsOf = (meetingId: number): SeatCounts | undefined => counts.get(meetingId)
