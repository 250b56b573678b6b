/**
 * The page's live connection (kernel/contract/live.ts): one Server-Sent Events stream that says
 * when the program has a new version or an organizer has published an announcement.
 *
 * `connecting` opens the stream with the last event id seen, so the server replays what this
 * page missed (or says `reload`); a hello or any event makes it `open`. A broken stream is closed
 * and tried again after a backoff (`waiting`: 3 s, doubling to 60 s), at once when the network
 * comes back; without a network it waits in `offline`. The machine reconnects itself rather
 * than leave it to EventSource, whose own retry gives up for good on a 5xx or a proxy's error.
 *
 * Events are told to the app through named actions (supplied in src/session/live/live-actor.ts):
 * `programChanged` with the version's moved and cancelled sessions (null: the program changed
 * while the page was not listening, re-read everything), `announced`. A replayed event already
 * seen is dropped by its id.
 */
import { assign, setup } from 'xstate'
import type { Announcement, LiveEvent, ProgramEvent } from '../kernel/contract/live'
import { isNew, missedProgram, retryDelay } from './live.rules'
import type { LiveContext, LiveMachineEvent } from './live.types'

export type { LiveContext, LiveMachineEvent }

const received = (e: LiveMachineEvent): { id: number | null; event: LiveEvent } | null => (e.type === 'live.received' ? e : null)

export const liveMachine = setup({
  types: { context: {} as LiveContext, events: {} as LiveMachineEvent },
  actions: {
    openStream: (_, _params: { lastId: number | null }) => {},
    closeStream: () => {},
    programChanged: (_, _params: { event: ProgramEvent | null }) => {},
    announced: (_, _params: { announcement: Announcement }) => {},
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    remember: assign(({ context, event }) => {
      const r = received(event)
      if (!r) return {}
      const lastId = r.id === null ? context.lastId : Math.max(context.lastId ?? 0, r.id)
      switch (r.event.type) {
        case 'hello':
          return { lastId, version: r.event.version, failures: 0 }
        case 'reload':
          // Everything is read again: the server's ids are the truth (they may even have been reset).
          return { lastId: r.id ?? context.lastId, version: r.event.version, failures: 0 }
        case 'program':
          return { lastId, version: Math.max(context.version ?? 0, r.event.version) }
        default:
          return { lastId }
      }
    }),
  },
  guards: {
    seenAlready: ({ context, event }) => {
      const r = received(event)
      return r !== null && (r.event.type === 'program' || r.event.type === 'announcement') && !isNew(context, r.id)
    },
    isProgram: ({ event }) => received(event)?.event.type === 'program',
    isAnnouncement: ({ event }) => received(event)?.event.type === 'announcement',
    missedProgram: ({ context, event }) => {
      const r = received(event)
      return r !== null && missedProgram(context, r.event)
    },
  },
  delays: {
    retry: ({ context }) => retryDelay(context.failures),
  },
}).createMachine({
  id: 'live',
  initial: 'idle',
  context: { lastId: null, version: null, failures: 0 },
  states: {
    idle: {
      on: { 'live.start': 'connected' },
    },
    connected: {
      initial: 'connecting',
      exit: 'closeStream',
      on: {
        'live.received': [
          { guard: 'seenAlready', target: '.open' },
          {
            guard: 'isProgram',
            target: '.open',
            actions: [
              'remember',
              { type: 'programChanged', params: ({ event }) => ({ event: received(event)?.event as ProgramEvent }) },
            ],
          },
          {
            guard: 'isAnnouncement',
            target: '.open',
            actions: [
              'remember',
              {
                type: 'announced',
                params: ({ event }) => ({ announcement: (received(event)?.event as { announcement: Announcement }).announcement }),
              },
            ],
          },
          { guard: 'missedProgram', target: '.open', actions: ['remember', { type: 'programChanged', params: { event: null } }] },
          { target: '.open', actions: 'remember' },
        ],
        'live.stop': 'idle',
        'live.failed': { target: 'waiting', actions: 'countFailure' },
        'live.offline': 'offline',
      },
      states: {
        connecting: {
          entry: { type: 'openStream', params: ({ context }) => ({ lastId: context.lastId }) },
        },
        open: {},
      },
    },
    waiting: {
      after: { retry: 'connected' },
      on: {
        'live.online': 'connected',
        'live.offline': 'offline',
        'live.stop': 'idle',
      },
    },
    offline: {
      on: {
        'live.online': 'connected',
        'live.stop': 'idle',
      },
    },
  },
})
