/**
 * The page's live connection (kernel/contract/live.ts), shared by all tabs of a browser: one tab
 * holds the Server-Sent Events stream and relays what it receives to the others.
 *
 * `active` asks for the lead (a Web Lock in the browser: one holder at a time, released when its
 * tab closes). Until it has it the tab is on `standby`: it takes the leader's relayed events
 * (`quiet` until the first one, then `listening`; on entering it asks the leader for the head, so
 * a tab opened later knows the last event id too). Given the lead (`live.lead`) it is `leading`:
 * `connected` opens the stream with the last event id this tab has seen, its own or relayed, so
 * a tab that takes over from a closed one resumes where that one was (the server replays what was
 * missed, or says `reload`); every event received on the stream is relayed to the other tabs. A
 * broken stream is closed and tried again after a backoff (`waiting`: 3 s, doubling to 60 s), at
 * once when the network comes back; without a network it waits in `offline`. The machine
 * reconnects itself rather than leave it to EventSource, whose own retry gives up for good on a
 * 5xx or a proxy's error.
 *
 * Events are told to the app through named actions (supplied in src/session/live/live-actor.ts):
 * `programChanged` with the version's moved and cancelled sessions (null: the program changed
 * while the page was not listening, re-read everything), `announced`. A replayed or relayed event
 * already seen is dropped by its id.
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
    seekLead: () => {},
    resign: () => {},
    askLeader: () => {},
    openStream: (_, _params: { lastId: number | null }) => {},
    closeStream: () => {},
    relay: (_, _params: { id: number | null; event: LiveEvent }) => {},
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
      on: { 'live.start': 'active' },
    },
    active: {
      entry: 'seekLead',
      exit: 'resign',
      initial: 'standby',
      on: { 'live.stop': 'idle' },
      states: {
        standby: {
          initial: 'quiet',
          on: {
            'live.lead': 'leading',
            'live.received': receive('.listening', false),
          },
          states: {
            quiet: { entry: 'askLeader' },
            listening: {},
          },
        },
        leading: {
          initial: 'connected',
          states: {
            connected: {
              initial: 'connecting',
              exit: 'closeStream',
              on: {
                'live.received': receive('.open', true),
                'live.failed': { target: 'waiting', actions: 'countFailure' },
                'live.offline': 'offline',
              },
              states: {
                connecting: {
                  entry: { type: 'openStream', params: ({ context }) => ({ lastId: context.lastId }) },
                },
                open: {
                  on: {
                    // A tab opened after the stream: it learns the head it would have had from a hello.
                    'live.peerJoined': {
                      actions: {
                        type: 'relay',
                        params: ({ context }) => ({ id: context.lastId, event: { type: 'hello', version: context.version ?? 0 } }),
                      },
                    },
                  },
                },
              },
            },
            waiting: {
              after: { retry: 'connected' },
              on: {
                'live.online': 'connected',
                'live.offline': 'offline',
              },
            },
            offline: {
              on: { 'live.online': 'connected' },
            },
          },
        },
      },
    },
  },
})

/**
 * What a tab does with an event, its own stream's (`relay`: passed on to the other tabs first) or
 * one relayed to it: drop what it has seen, tell the app of a program version or an announcement,
 * re-read everything after a gap, and remember the last id and version.
 */
function receive(target: string, relay: boolean) {
  const relayed = relay
    ? [{ type: 'relay' as const, params: ({ event }: { event: LiveMachineEvent }) => received(event) ?? { id: null, event: { type: 'hello' as const, version: 0 } } }]
    : []
  return [
    { guard: 'seenAlready' as const, target, actions: relayed },
    {
      guard: 'isProgram' as const,
      target,
      actions: [
        ...relayed,
        'remember' as const,
        { type: 'programChanged' as const, params: ({ event }: { event: LiveMachineEvent }) => ({ event: received(event)?.event as ProgramEvent }) },
      ],
    },
    {
      guard: 'isAnnouncement' as const,
      target,
      actions: [
        ...relayed,
        'remember' as const,
        {
          type: 'announced' as const,
          params: ({ event }: { event: LiveMachineEvent }) => ({ announcement: (received(event)?.event as { announcement: Announcement }).announcement }),
        },
      ],
    },
    {
      guard: 'missedProgram' as const,
      target,
      actions: [...relayed, 'remember' as const, { type: 'programChanged' as const, params: { event: null } }],
    },
    { target, actions: [...relayed, 'remember' as const] },
  ]
}
