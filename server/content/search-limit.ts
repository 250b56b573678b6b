/**
 * How much uncached search one process lets into the database at once (docs/content-api.md,
 * "Search"). The response cache answers repeated queries; what reaches here is a
 * query the process has not answered yet in this content version. Without a bound, a burst of
 * new queries queues on the database (PGlite runs one statement at a time) and everything else
 * the site asks for waits behind it, for seconds.
 *
 * - At most `concurrency` searches run at once; the others wait in arrival order.
 * - A search that would wait longer than `maxWaitMs` (judged from the queue ahead of it and
 *   the recent time of a search) is not queued: it is answered at once with 429 and
 *   Retry-After, and the person can search again a second later.
 * - The same query asked again while it runs waits for that run instead of running twice.
 */
import type { Lang } from '../../kernel/constants'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { text } from '../i18n'

export interface SearchLimits {
  /** Searches in the database at once. */
  concurrency: number
  /** The longest wait for a turn before a search is refused. */
  maxWaitMs: number
}

/**
 * On PGlite, which runs one statement at a time in the server's own thread, two: one in the
 * database while the other's answer is being built. On a PostgreSQL server, whose backends run
 * in parallel on their own cores, four (of the pool's eight connections by default), so searches
 * use the cores and still leave connections to the rest of the site. A second of waiting at most
 * in both: with a search at about a millisecond (figure 4b) that is hundreds of searches queued,
 * so only a real overload is refused.
 */
export const DEFAULT_LIMITS: SearchLimits = { concurrency: 2, maxWaitMs: 1000 }
export const SERVER_LIMITS: SearchLimits = { concurrency: 4, maxWaitMs: 1000 }
export const RETRY_AFTER_S = 1

const busyText = (lang: Lang) => text(lang, /*i18n*/ { id: 'Поиск сейчас перегружен. Повторите запрос через секунду.' })

export class SearchGate {
  private running = 0
  private readonly waiting: Array<() => void> = []
  private readonly inFlight = new Map<string, Promise<unknown>>()
  /** Moving average of a search's time once it has its turn, ms (a start value until measured). */
  private meanMs = 2

  constructor(readonly limits: SearchLimits = DEFAULT_LIMITS) {}

  /** Runs `fn` for `key` when there is room; 429 when the wait would be too long. */
  run<T>(key: string, lang: Lang, fn: () => Promise<T>): Promise<T> {
    const same = this.inFlight.get(key)
    if (same) return same as Promise<T>
    if (this.running >= this.limits.concurrency) {
      const wait = ((this.waiting.length + 1) * this.meanMs) / this.limits.concurrency
      if (wait > this.limits.maxWaitMs) return Promise.reject(busy(lang))
    }
    const result = this.turn().then(() => this.timed(fn))
    this.inFlight.set(key, result)
    const forget = () => {
      if (this.inFlight.get(key) === result) this.inFlight.delete(key)
    }
    result.then(forget, forget)
    return result
  }

  /** Searches running and waiting (for tests and the figures). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }

  private turn(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running++
      return Promise.resolve()
    }
    // The slot is handed over on release (running stays counted), so no newcomer overtakes.
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  private async timed<T>(fn: () => Promise<T>): Promise<T> {
    const started = performance.now()
    try {
      return await fn()
    } finally {
      this.meanMs += (performance.now() - started - this.meanMs) / 8
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}

function busy(lang: Lang): HttpError {
  return new HttpError(429, busyText(lang), undefined, 'search_busy', { 'Retry-After': String(RETRY_AFTER_S) })
}

const gates = new WeakMap<Db, SearchGate>()

/** The gate of this database handle (one per process in the server). */
export function searchGate(db: Db): SearchGate {
  let gate = gates.get(db)
  if (!gate) gates.set(db, (gate = new SearchGate(db.kind === 'pg' ? SERVER_LIMITS : DEFAULT_LIMITS)))
  return gate
}

/** Replaces the limits of `db`'s gate (tests; a setting if one is ever wanted). */
export function limitSearches(db: Db, limits: SearchLimits): SearchGate {
  const gate = new SearchGate(limits)
  gates.set(db, gate)
  return gate
}
