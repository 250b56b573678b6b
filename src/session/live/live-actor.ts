import { validate } from 'superstruct'
import { type Actor, createActor } from 'xstate'
import { type Announcement, LiveEvent, type LiveEventType, type ProgramEvent, liveEndpoints } from '../../../kernel/contract/live'
import { liveMachine } from '../../../machines/live.machine'
import { noteHallFill, refreshHallFill } from '../../components/hall-fill/hall-fill-store'
import { noteQuestionsChanged } from './question-changes'

export interface LiveHandlers {
  /** A new program version (null: it changed while this page was not listening; re-read everything). */
  programChanged(event: ProgramEvent | null): void
  announced(announcement: Announcement): void
}

const EVENT_TYPES: LiveEventType[] = ['hello', 'reload', 'program', 'announcement', 'question', 'hall']

export type LiveActor = Actor<typeof liveMachine>

/**
 * A browser keeps at most 6 HTTP/1.1 connections to one host, across all its tabs: a stream per
 * tab would leave the seventh tab's page and API calls waiting. So at most LIVE_SLOTS tabs hold a
 * stream at once (Web Locks, released when a tab closes or stops listening); the others wait for
 * a slot. Where the browser has no Web Locks, every tab opens its own.
 */
const LIVE_SLOTS = 3
const LOCK = 'horizon-live-stream'

function acquireSlot(signal: AbortSignal): Promise<() => void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return Promise.resolve(() => {})
  return new Promise((resolve, reject) => {
    const hold = () => new Promise<void>((release) => resolve(release))
    const tryFrom = (i: number): void => {
      if (signal.aborted) return reject(signal.reason)
      // Every slot is taken: wait for the first one.
      if (i >= LIVE_SLOTS) return void locks.request(`${LOCK}-0`, { signal }, hold).catch(reject)
      locks.request(`${LOCK}-${i}`, { ifAvailable: true }, (lock) => (lock ? hold() : tryFrom(i + 1))).catch(reject)
    }
    tryFrom(0)
  })
}

/**
 * The live machine with the browser's effects: an EventSource on the contract's stream (`?last=`
 * the last id seen, as a new EventSource sends no Last-Event-ID), every event checked against the
 * contract, the network's online/offline events. One per page.
 */
export function startLive(handlers: LiveHandlers, path: string = liveEndpoints.stream.path): { actor: LiveActor; stop(): void } {
  let source: EventSource | null = null
  let waiting: AbortController | null = null
  let releaseSlot: (() => void) | null = null
  const close = () => {
    waiting?.abort()
    waiting = null
    source?.close()
    source = null
    releaseSlot?.()
    releaseSlot = null
  }
  const actor: LiveActor = createActor(
    liveMachine.provide({
      actions: {
        openStream: (_, { lastId }) => {
          close()
          const wait = new AbortController()
          waiting = wait
          acquireSlot(wait.signal).then(
            (release) => {
              if (waiting !== wait) return release()
              waiting = null
              releaseSlot = release
              open(lastId)
            },
            () => {}, // given up: the stream closed while it waited
          )
        },
        closeStream: close,
        programChanged: (_, { event }) => handlers.programChanged(event),
        announced: (_, { announcement }) => handlers.announced(announcement),
      },
    }),
  )
  function open(lastId: number | null) {
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
        if (event.type === 'hello' || event.type === 'reload') refreshHallFill()
        actor.send({ type: 'live.received', id: message.lastEventId ? Number(message.lastEventId) : null, event })
      })
    }
    // EventSource's own retry gives up for good on some answers: the machine retries instead.
    es.onerror = () => {
      if (source === es) actor.send({ type: 'live.failed' })
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
    },
  }
}
