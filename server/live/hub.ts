import { LIVE_HEARTBEAT_MS, LIVE_RETRY_MS } from '../../kernel/constants'
import type { LiveEvent } from '../../kernel/contract/live'
import type { Db } from '../db/types'
import type { Log } from '../log'
import { SEATS_NOTIFY_PREFIX, seatsOfNotification } from '../seats/notification'
import { type StoredEvent, eventsAfter, liveHead, pruneEvents, replayable } from './store'

import { HALL_PREFIX, LIVE_CHANNEL, QUESTION_EVENT_EVERY_MS, QUESTION_PREFIX, hallOfNotification } from './notifications'
import { Throttle } from './throttle'

export { LIVE_CHANNEL }

const encoder = new TextEncoder()

/** One SSE frame; the JSON has no newline, so one `data:` line. */
export function frame(id: number | null, event: LiveEvent): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`
}

/** A comment line: keeps proxies and mobile networks from closing an idle stream. */
const HEARTBEAT = encoder.encode(':\n\n')

/** A reader that stops reading gets this many frames queued, then is dropped (it reconnects and replays). */
const MAX_QUEUED = 64

interface Client {
  controller: ReadableStreamDefaultController<Uint8Array>
  /** The client's address; `reserved`: counted by reserve(), released when the stream ends. */
  address: string
  reserved: boolean
  /** The newest event id this stream has had: its replay may have read ahead of the hub. */
  after: number
}

/** Called with each new program version (push, mail and reminders hook in here). */
export type LiveListener = (event: StoredEvent) => void

/**
 * One per process: listens on the database's `live` channel (PostgreSQL LISTEN, or PGlite's own
 * in one process), reads each new event once and writes the same encoded frame to every open
 * stream. The only timer is one heartbeat for all streams, which also reads any event a lost
 * notification did not announce; a stream costs its ReadableStream and one Set entry.
 */
export class LiveHub {
  private readonly clients = new Set<Client>()
  /** Streams open or opening per client address, and in all (reserve()). */
  private readonly perAddress = new Map<string, number>()
  private reserved = 0
  private readonly questions = new Throttle<number>(QUESTION_EVENT_EVERY_MS)
  private readonly listeners = new Set<LiveListener>()
  private lastId = 0
  private version = 0
  private started: Promise<void> | null = null
  private stopListening: (() => Promise<void>) | null = null
  private heartbeat: NodeJS.Timeout | null = null
  private reading: Promise<void> | null = null
  private readAgain = false
  private beats = 0
  private closed = false

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    private readonly heartbeatMs = LIVE_HEARTBEAT_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stopping: new streams are refused (503) so their browsers go to another process. */
  get isClosed(): boolean {
    return this.closed
  }

  get connections(): number {
    return this.clients.size
  }

  /** Streams open (or opening) from one address. */
  connectionsFrom(address: string): number {
    return this.perAddress.get(address) ?? 0
  }

  /**
   * Counts a stream about to open from `address` unless a cap is reached (checked and counted at
   * once, before any await, so a burst cannot slip past): the cap reached, or null when counted.
   */
  reserve(address: string, caps: { perAddress: number; total: number }): 'address' | 'process' | null {
    if (this.reserved >= caps.total) return 'process'
    const from = this.perAddress.get(address) ?? 0
    if (from >= caps.perAddress) return 'address'
    this.perAddress.set(address, from + 1)
    this.reserved++
    return null
  }

  private release(address: string) {
    this.reserved--
    const left = (this.perAddress.get(address) ?? 1) - 1
    if (left > 0) this.perAddress.set(address, left)
    else this.perAddress.delete(address)
  }

  /** Starts listening (once); streams and app.start() call it. */
  start(): Promise<void> {
    this.started ??= (async () => {
      const head = await liveHead(this.db)
      this.lastId = head.id
      this.version = head.version
      await this.listen()
    })().catch((err: unknown) => {
      this.started = null
      throw err
    })
    return this.started
  }

  private async listen(): Promise<void> {
    if (!this.db.listen || this.stopListening || this.closed) return
    try {
      this.stopListening = await this.db.listen(LIVE_CHANNEL, (payload) => this.notified(payload), () => this.read())
    } catch (err) {
      // The heartbeat reads instead, and tries to listen again.
      this.log.error('live channel: cannot LISTEN, reading on the heartbeat instead:', (err as Error).message)
    }
  }

  private notified(payload: string) {
    if (payload.startsWith(QUESTION_PREFIX)) return this.questionChanged(Number(payload.slice(QUESTION_PREFIX.length)))
    // A session's seat figures, like a hall's count: straight to the streams, never kept.
    if (payload.startsWith(SEATS_NOTIFY_PREFIX)) {
      const seats = seatsOfNotification(payload)
      if (seats) this.broadcast(encoder.encode(frame(null, { type: 'seats', seats })), null)
      return
    }
    if (!payload.startsWith(HALL_PREFIX)) return void this.read()
    // A hall's count goes straight to the streams, with no id: it is not kept, and a page that
    // reconnects reads every level again (a lost one is made up for by the page's slow poll).
    const hall = hallOfNotification(payload, this.now())
    if (hall) this.broadcast(encoder.encode(frame(null, { type: 'hall', hall })), null)
  }

  /** A session's question event: the first at once, those within QUESTION_EVENT_EVERY_MS as one at its end. */
  private questionChanged(meetingId: number) {
    if (!Number.isInteger(meetingId) || meetingId <= 0) return
    this.questions.run(meetingId, () => this.broadcast(encoder.encode(frame(null, { type: 'question', meeting_id: meetingId })), null))
  }

  /** Whoever wants every new event in this process (not the browsers' streams). */
  onEvent(listener: LiveListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Reads events after the last one seen and sends them; one read at a time, another after it if asked meanwhile. */
  read(): Promise<void> {
    if (this.reading) {
      this.readAgain = true
      return this.reading
    }
    this.reading = (async () => {
      do {
        this.readAgain = false
        const events = await eventsAfter(this.db, this.lastId, 500)
        for (const e of events) this.dispatch(e)
      } while (this.readAgain && !this.closed)
    })()
      .catch((err: unknown) => this.log.error('live channel: reading events failed:', (err as Error).message))
      .finally(() => (this.reading = null))
    return this.reading
  }

  private dispatch(stored: StoredEvent) {
    if (stored.id <= this.lastId) return
    this.lastId = stored.id
    if (stored.event.type === 'program') this.version = stored.event.version
    this.broadcast(encoder.encode(frame(stored.id, stored.event)), stored.id)
    for (const l of this.listeners) {
      try {
        l(stored)
      } catch (err) {
        this.log.error('live channel: a listener failed:', err)
      }
    }
  }

  private broadcast(bytes: Uint8Array, id: number | null) {
    for (const client of this.clients) if (id === null || id > client.after) this.send(client, bytes)
  }

  private send(client: Client, bytes: Uint8Array) {
    try {
      if ((client.controller.desiredSize ?? 0) < -MAX_QUEUED) {
        this.drop(client)
        client.controller.close()
        return
      }
      client.controller.enqueue(bytes)
    } catch {
      this.drop(client)
    }
  }

  private drop(client: Client) {
    if (!this.clients.delete(client)) return
    if (client.reserved) this.release(client.address)
    if (this.clients.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat)
      this.heartbeat = null
    }
  }

  private beat() {
    this.broadcast(HEARTBEAT, null)
    // A notification lost with a connection is made up for here; and the old events go now and then.
    if (!this.stopListening) void this.listen()
    void this.read()
    if (++this.beats % 180 === 0) void pruneEvents(this.db).catch(() => {})
  }

  /**
   * A new stream: what was missed after `lastSeen` then `hello` (or `reload` alone when that is no
   * longer kept), then every new event. The replay is read before the stream joins the broadcast
   * and may be ahead of the hub: the stream's own cursor skips what it has had.
   */
  async open(lastSeen: number | null, reservedFor: string | null = null): Promise<ReadableStream<Uint8Array>> {
    try {
      return await this.openStream(lastSeen, reservedFor)
    } catch (err) {
      if (reservedFor !== null) this.release(reservedFor)
      throw err
    }
  }

  private async openStream(lastSeen: number | null, reservedFor: string | null): Promise<ReadableStream<Uint8Array>> {
    await this.start()
    if (this.closed) throw new Error('live channel closed')
    let replay: StoredEvent[] = []
    let reload = false
    if (lastSeen !== null) {
      if (await replayable(this.db, lastSeen)) replay = await eventsAfter(this.db, lastSeen)
      else reload = true
    }
    // The database's head, not only the hub's: a notification still on its way must not give a new
    // page an old version (it would then get that event too, after its hello).
    const stored = await liveHead(this.db)
    const head = { id: Math.max(this.lastId, stored.id), version: Math.max(this.version, stored.version) }
    for (const e of replay) {
      head.id = Math.max(head.id, e.id)
      if (e.event.type === 'program') head.version = Math.max(head.version, e.event.version)
    }
    if (lastSeen !== null && !reload) head.id = Math.max(head.id, lastSeen)
    let client!: Client
    const stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          client = { controller, address: reservedFor ?? '', reserved: reservedFor !== null, after: head.id }
          let text = `retry: ${LIVE_RETRY_MS}\n\n`
          for (const e of replay) text += frame(e.id, e.event)
          text += frame(head.id, { type: reload ? 'reload' : 'hello', version: head.version })
          controller.enqueue(encoder.encode(text))
          this.clients.add(client)
          if (!this.heartbeat) {
            this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs)
            this.heartbeat.unref()
          }
        },
        cancel: () => this.drop(client),
      },
      { highWaterMark: 1 },
    )
    return stream
  }

  /** Ends every stream (a stopping process: the browsers reconnect elsewhere with Last-Event-ID). */
  closeStreams() {
    for (const client of [...this.clients]) {
      this.drop(client)
      try {
        client.controller.close()
      } catch {
        // already closed by its reader
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true
    this.questions.clear()
    this.closeStreams()
    if (this.heartbeat) clearInterval(this.heartbeat)
    this.heartbeat = null
    const stop = this.stopListening
    this.stopListening = null
    await stop?.().catch(() => {})
    await this.reading
  }
}
