import { ofetch } from 'ofetch'
import { validate } from 'superstruct'
import { ACCOUNT_API_PREFIX, HALL_FILL_POLL_MS } from '../../../kernel/constants'
import { envelope } from '../../../kernel/contract/common'
import { type HallFill, staffEndpoints } from '../../../kernel/contract/staff'

/**
 * Every hall's fill level, polled (the live channel does not carry it yet) every HALL_FILL_POLL_MS
 * while any component shows one and the page is visible: one request per page, however many
 * badges. Listeners also hear a tick every half-minute, so a level is judged again on the
 * browser's clock (a count older than 15 minutes turns "unknown" with no new answer).
 */
type Listener = () => void
const listeners = new Set<Listener>()
let halls: ReadonlyMap<number, HallFill> = new Map()
let version = 0
/** The browser's clock at the last answer or tick: what the levels are judged at. */
let judgedAt = 0
let timer: ReturnType<typeof setInterval> | undefined
let ticker: ReturnType<typeof setInterval> | undefined

const notify = () => {
  version++
  judgedAt = Date.now()
  for (const l of listeners) l()
}

async function poll() {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
  try {
    const body: unknown = await ofetch(`${ACCOUNT_API_PREFIX}${staffEndpoints.hallFill.path}`, { retry: 0, headers: { Accept: 'application/json' } })
    const [failure, value] = validate(body, envelope(staffEndpoints.hallFill.response))
    if (failure) return
    halls = new Map(value.data.map((h) => [h.area_id, h]))
    notify()
  } catch {
    // Offline or refused: the last answer stays, and its age turns it "unknown" in time.
  }
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void poll()
}

export function subscribeHallFill(listener: Listener): () => void {
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

export const hallFillVersion = () => version
export const hallFillNow = () => judgedAt
export const hallFillOf = (areaId: number): HallFill | undefined => halls.get(areaId)
