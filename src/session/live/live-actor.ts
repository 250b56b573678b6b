import { validate } from 'superstruct'
import { type Actor, createActor } from 'xstate'
import { type Announcement, LiveEvent, type LiveEventType, type ProgramEvent, liveEndpoints } from '../../../kernel/contract/live'
import { liveMachine } from '../../../machines/live.machine'
import { noteHallFill, refreshHallFill } from './hall-fill-store'
import { noteSeatCounts, refreshSeatCounts } from './seat-store'
import { noteAnnouncement } from './heard-announcements'
import { noteQuestionsChanged } from './question-changes'

export interface LiveHandlers {
  /** A new program version (null: it changed while this page was not listening; re-read everything). */
  programChanged(event: ProgramEvent | null): void
  announced(announcement: Announcement): void
}

const EVENT_TYPES: LiveEventType[] = ['hello', 'reload', 'program', 'announcement', 'question', 'hall', 'seats']

export type LiveActor = Actor<typeof liveMachine>

/**
 * A browser keeps at most 6 HTTP/1.1 connections to one host, across all its tabs: a stream per
 * tab would leave the seventh tab's page and API calls waiting. So one tab holds the stream (the
 * holder of a Web Lock, released when its tab closes or stops listening) and relays its events to
 * the others over a BroadcastChannel; the next tab in the lock's queue takes over. Where the
 * browser has no Web Locks or no BroadcastChannel, every tab opens its own.
 */
const LOCK = 'horizon-live-leader'
const CHANNEL = 'horizon-live'

/** What the tabs say to each other: a new tab asks for the head; the leader passes on each event. */
type Relayed = { kind: 'join' } | { kind: 'event'; id: number | null; event: unknown }

/**
 * The live machine with the browser's effects: an EventSource on the contract's stream (`?last=`
 * the last id seen, as a new EventSource sends no Last-Event-ID), every event checked against the
 * contract, the network's online/offline events. One per page.
 */
export function startLive(handlers: LiveHandlers, path: string = liveEndpoints.stream.path): { actor: LiveActor; stop(): void } {
  let source: EventSource | null = null
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  const channel = locks && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL) : null
  /** The pending or held lead: aborting it gives up the request or lets the lock go. */
  let lead: AbortController | null = null
  const close = () => {
    source?.close()
    source = null
  }
  const actor: LiveActor = createActor(
    liveMachine.provide({
      actions: {
        seekLead: () => {
          lead?.abort()
          const mine = new AbortController()
          lead = mine
          if (!channel || !locks) {
            queueMicrotask(() => lead === mine && actor.send({ type: 'live.lead' }))
            return
          }
          locks
            .request(LOCK, { signal: mine.signal }, () => {
              if (lead !== mine) return undefined
              actor.send({ type: 'live.lead' })
              // Held until this tab resigns (or closes: the browser lets it go then).
              return new Promise<void>((release) => mine.signal.addEventListener('abort', () => release(), { once: true }))
            })
            .catch(() => {}) // given up: the tab stopped listening while it waited
        },
        resign: () => {
          lead?.abort()
          lead = null
        },
        askLeader: () => channel?.postMessage({ kind: 'join' } satisfies Relayed),
        openStream: (_, { lastId }) => open(lastId),
        closeStream: close,
        relay: (_, { id, event }) => channel?.postMessage({ kind: 'event', id, event } satisfies Relayed),
        programChanged: (_, { event }) => handlers.programChanged(event),
        announced: (_, { announcement }) => handlers.announced(announcement),
      },
    }),
  )
  /** An event from the stream or another tab, checked against the contract. */
  function take(id: number | null, data: unknown) {
    const [failure, event] = validate(data, LiveEvent)
    if (failure) {
      console.warn('[live] an event out of contract:', failure.message)
      return
    }
    // A session's questions changed: its Q&A block re-reads the list (a replayed one too, harmlessly).
    if (event.type === 'question') noteQuestionsChanged(event.meeting_id)
    // A hall was counted: its badges change at once. Hall events are not replayed, so a
    // (re)connection reads every level again.
    if (event.type === 'hall') noteHallFill(event.hall)
    // A session's seat figures moved: its badges change, and a person in its line reads their place again.
    if (event.type === 'seats') noteSeatCounts(event.seats)
    // An announcement: a screen that lists the day's announcements adds it in place.
    if (event.type === 'announcement') noteAnnouncement(event.announcement)
    if (event.type === 'hello' || event.type === 'reload') refreshHallFill()
    if (event.type === 'hello' || event.type === 'reload') refreshSeatCounts()
    actor.send({ type: 'live.received', id, event })
  }
  function open(lastId: number | null) {
    close()
    const es = new EventSource(lastId === null ? path : `${path}?last=${lastId}`)
    source = es
    for (const type of EVENT_TYPES) {
      es.addEventListener(type, (message: MessageEvent<string>) => {
        if (source !== es) return
        let data: unknown
        try {
          data = JSON.parse(message.data)
        } catch {
          return
        }
        take(message.lastEventId ? Number(message.lastEventId) : null, data)
      })
    }
    // EventSource's own retry gives up for good on some answers: the machine retries instead.
    es.onerror = () => {
      if (source === es) actor.send({ type: 'live.failed' })
    }
  }
  if (channel) {
    channel.onmessage = (message: MessageEvent<Relayed>) => {
      const m = message.data
      if (m.kind === 'join') actor.send({ type: 'live.peerJoined' })
      else if (m.kind === 'event') take(typeof m.id === 'number' ? m.id : null, m.event)
    }
  }
  const online = () => actor.send({ type: 'live.online' })
  const offline = () => actor.send({ type: 'live.offline' })
  addEventListener('online', online)
  addEventListener('offline', offline)
  actor.start()
  actor.send({ type: 'live.start' })
  if (navigator.onLine === false) actor.send({ type: 'live.offline' })
  return {
    actor,
    stop() {
      removeEventListener('online', online)
      removeEventListener('offline', offline)
      actor.send({ type: 'live.stop' })
      actor.stop()
      channel?.close()
    },
  }
}
