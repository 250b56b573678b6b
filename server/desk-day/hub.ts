import type { Db } from '../db/types'
import type { Log } from '../log'

/** The channel migration 021's triggers notify when something the dashboard counts changes. */
export const DESK_DAY_CHANNEL = 'desk_day'
/** At most one `changed` per this many ms to each dashboard: a door rush is hundreds of scans a minute. */
export const DESK_DAY_COALESCE_MS = 1000

const encoder = new TextEncoder()

/**
 * The dashboards open on this process: one LISTEN for all of them, and a `changed` event to each
 * (coalesced), so a page reads the figures again without a reload. Without LISTEN (a database
 * that has none) the pages' own slow poll is all there is.
 */
export class DeskDayHub {
  private readonly streams = new Set<ReadableStreamDefaultController<Uint8Array>>()
  private stopListening: (() => Promise<void>) | null = null
  private pending: NodeJS.Timeout | null = null
  private heartbeat: NodeJS.Timeout | null = null

  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  async start(): Promise<void> {
    if (!this.db.listen || this.stopListening) return
    try {
      this.stopListening = await this.db.listen(DESK_DAY_CHANNEL, () => this.changed())
    } catch (err) {
      this.log.error('desk dashboard: cannot LISTEN, the pages poll instead:', (err as Error).message)
    }
    this.heartbeat = setInterval(() => this.send(': heartbeat\n\n'), 20_000)
    this.heartbeat.unref()
  }

  /** Something changed: every dashboard hears it within the coalescing window. */
  changed(): void {
    this.pending ??= setTimeout(() => {
      this.pending = null
      this.send('event: changed\ndata: {}\n\n')
    }, DESK_DAY_COALESCE_MS)
  }

  private send(text: string) {
    const bytes = encoder.encode(text)
    for (const s of this.streams) {
      try {
        s.enqueue(bytes)
      } catch {
        this.streams.delete(s)
      }
    }
  }

  /** A dashboard's stream: `ready` at once, then `changed` events and heartbeats. */
  stream(signal: AbortSignal): ReadableStream<Uint8Array> {
    let me: ReadableStreamDefaultController<Uint8Array> | null = null
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        me = controller
        this.streams.add(controller)
        controller.enqueue(encoder.encode('retry: 5000\nevent: ready\ndata: {}\n\n'))
        signal.addEventListener('abort', () => {
          this.streams.delete(controller)
          try {
            controller.close()
          } catch {
            /* already closed */
          }
        })
      },
      cancel: () => {
        if (me) this.streams.delete(me)
      },
    })
  }

  async close(): Promise<void> {
    if (this.pending) clearTimeout(this.pending)
    if (this.heartbeat) clearInterval(this.heartbeat)
    for (const s of this.streams) {
      try {
        s.close()
      } catch {
        /* gone */
      }
    }
    this.streams.clear()
    await this.stopListening?.()
    this.stopListening = null
  }
}
