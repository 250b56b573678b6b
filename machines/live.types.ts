import type { LiveEvent } from '../kernel/contract/live'

/** The live connection's memory: where the stream got to and how often it has failed since. */
export interface LiveContext {
  /** The newest event id seen (sent back on a reconnect); null before the first hello. */
  lastId: number | null
  /** The program version this page has shown or re-read; null before the first hello. */
  version: number | null
  /** Failed connections in a row (the backoff grows with it); a hello resets it. */
  failures: number
}

export type LiveMachineEvent =
  /** Start listening (the page is ready); `live.stop` ends it (e.g. a page that should not listen). */
  | { type: 'live.start' }
  | { type: 'live.stop' }
  /** An event of the stream, with its SSE id (null for none). */
  | { type: 'live.received'; id: number | null; event: LiveEvent }
  /** The stream broke or could not be opened. */
  | { type: 'live.failed' }
  /** This tab holds the stream now (the previous holder closed or stopped listening). */
  | { type: 'live.lead' }
  /** Another tab of the browser started listening and asks for the head (the leader answers with a hello). */
  | { type: 'live.peerJoined' }
  /** The browser's network went away or came back (`offline`/`online`). */
  | { type: 'live.offline' }
  | { type: 'live.online' }

/** What the app does when the machine says so (src/session/live/live-actor.ts supplies each). */
export interface LiveEffects {
  openStream(lastId: number | null): void
  closeStream(): void
}
