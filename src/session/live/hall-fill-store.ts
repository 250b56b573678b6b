import { HALL_FILL_POLL_MS } from '../../../kernel/constants'
import type { HallFill } from '../../../kernel/contract/staff'

/**
 * Every hall's fill level while any component shows one: read once, then kept current by the
 * live channel's `hall` events (src/session/live/live-actor.ts calls `noteHallFill`), read again
 * each time the channel (re)connects (events are not replayed) and when the page becomes
 * visible. A slow poll (HALL_FILL_POLL_MS) is only the fallback for a lost event or a browser
 * without the channel. Listeners also hear a tick every half-minute, so a level is judged again on
 * the browser's clock (a count older than 15 minutes turns "unknown" with no new answer). The
 * first subscriber names the read (the live API client's hallFill).
 */
type Listener = () => void
const listeners = new Set<Listener>()
let halls: ReadonlyMap<number, HallFill> = new Map()
let version = 0
/** The browser's clock at the last answer or tick: what the levels are judged at. */
let judgedAt = 0
let timer: ReturnType<typeof setInterval> | undefined
let ticker: ReturnType<typeof setInterval> | undefined
let read: (() => Promise<HallFill[]>) | null = null

const notify = () => {
  version++
  judgedAt = Date.now()
  for (const l of listeners) l()
}

async function poll() {
  if ((typeof document !== 'undefined' && document.visibilityState === 'hidden') || !read) return
  try {
    halls = new Map((await read()).map((h) => [h.area_id, h]))
    notify()
  } catch {
    // Offline, refused or out of contract: the last answer stays, and its age turns it "unknown" in time.
  }
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void poll()
}

export function subscribeHallFill(listener: Listener, readHallFill: () => Promise<HallFill[]>): () => void {
  read ??= readHallFill
  listeners.add(listener)
  if (listeners.size === 1) {
    void poll()
    timer = setInterval(() => void poll(), HALL_FILL_POLL_MS)
    ticker = setInterval(notify, 30_000)
    document.addEventListener('visibilitychange', onVisible)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      clearInterval(ticker)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }
}

/** A hall's new count from the live channel: the badges change at once. */
export function noteHallFill(hall: HallFill) {
  const known = halls.get(hall.area_id)
  // An older count than the one shown (a poll's answer crossed an event) is not taken back.
  if (known?.counted_at && hall.counted_at && Date.parse(hall.counted_at) < Date.parse(known.counted_at)) return
  halls = new Map(halls).set(hall.area_id, hall)
  notify()
}

/**
 * The live channel (re)connected: what happened before it listened is read again, if anything
 * shows a level (a count between the first read and the stream's opening would be lost otherwise).
 */
export function refreshHallFill() {
  if (listeners.size > 0) void poll()
}

export const hallFillVersion = () => version
export const hallFillNow = () => judgedAt
export const hallFillOf = (areaId: number): HallFill | undefined => halls.get(areaId)
