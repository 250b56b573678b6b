import { validate } from 'superstruct'
import { type Actor, createActor } from 'xstate'
import { type Announcement, LiveEvent, type LiveEventType, type ProgramEvent, liveEndpoints } from '../../../kernel/contract/live'
import { liveMachine } from '../../../machines/live.machine'

export interface LiveHandlers {
  /** A new program version (null: it changed while this page was not listening; re-read everything). */
  programChanged(event: ProgramEvent | null): void
  announced(announcement: Announcement): void
}

const EVENT_TYPES: LiveEventType[] = ['hello', 'reload', 'program', 'announcement']

export type LiveActor = Actor<typeof liveMachine>

/**
 * The live machine with the browser's effects: an EventSource on the contract's stream (`?last=`
 * the last id seen, as a new EventSource sends no Last-Event-ID), every event checked against the
 * contract, the network's online/offline events. One per page.
 */
export function startLive(handlers: LiveHandlers, path: string = liveEndpoints.stream.path): { actor: LiveActor; stop(): void } {
  let source: EventSource | null = null
  const actor: LiveActor = createActor(
    liveMachine.provide({
      actions: {
        openStream: (_, { lastId }) => {
          source?.close()
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
              actor.send({ type: 'live.received', id: message.lastEventId ? Number(message.lastEventId) : null, event })
            })
          }
          // EventSource's own retry gives up for good on some answers: the machine retries instead.
          es.onerror = () => {
            if (source === es) actor.send({ type: 'live.failed' })
          }
        },
        closeStream: () => {
          source?.close()
          source = null
        },
        programChanged: (_, { event }) => handlers.programChanged(event),
        announced: (_, { announcement }) => handlers.announced(announcement),
      },
    }),
  )
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
