/**
 * A person's seat at a session that takes sign-ups (docs/seats.md): none → (holding the tap)
 * → confirmed, or → waiting in line → offered (a freed seat, held for a time) → confirmed;
 * leaving the seat or the line, or declining the offer, is one tap (`leaving`); an offer that
 * passed, or a seat released after the start, is `released` until the person signs up again.
 * The server decides every place (server/seats/rules.ts); this machine shows it and sends the
 * person's taps one at a time. A refused tap keeps the place the server had, with its words.
 */
import { assign, fromPromise, setup } from 'xstate'
import { isConnectionError, isUnauthorizedError } from './errors'
import type { MySeat, SeatAnswer, SeatContext, SeatErrorCode, SeatEvent } from './seat.types'

const failure = (error: unknown): { code: SeatErrorCode; message: string | null } => {
  const code: SeatErrorCode = isUnauthorizedError(error) ? 'unauthorized' : isConnectionError(error) ? 'connectionError' : 'refused'
  const message = typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string' ? (error as { message: string }).message : null
  return { code, message }
}
const notProvided = (): Promise<SeatAnswer> => Promise.reject(new Error('seat call not provided'))
const idInput = ({ context }: { context: SeatContext }) => ({ id: context.meetingId })

export const seatMachine = setup({
  types: {
    context: {} as SeatContext,
    events: {} as SeatEvent,
    input: {} as { meetingId: number; seat: MySeat | null },
    tags: {} as 'busy',
  },
  // Provided by the site (src/components/seats/): the calls of kernel/contract/seats.ts.
  actors: {
    takeSeat: fromPromise<SeatAnswer, { id: number }>(notProvided),
    leaveSeat: fromPromise<SeatAnswer, { id: number }>(notProvided),
    acceptSeat: fromPromise<SeatAnswer, { id: number }>(notProvided),
  },
  guards: {
    hasNoPlace: ({ context }) => context.seat === null,
    isSeated: ({ context }) => context.seat?.state === 'seated',
    isWaiting: ({ context }) => context.seat?.state === 'waiting',
    /** The offer is gone: the server answered "no offer" (it passed to the next person). */
    /** The server's place, read again, is none: the offer passed or the seat was released after the start. */
    dropsPlace: ({ event }) => (event as { seat?: MySeat | null }).seat === null,
    offerGone: ({ event }) => (event as unknown as { error?: { code?: unknown } }).error?.code === 'no_offer',
  },
  actions: {
    takeAnswer: assign(({ event }) => ({ seat: (event as unknown as { output: SeatAnswer }).output.seat, error: null })),
    takeUpdate: assign(({ event }) => ({ seat: (event as { type: 'seat.updated'; seat: MySeat | null }).seat, error: null })),
    takeFailure: assign(({ event }) => ({ error: failure((event as unknown as { error: unknown }).error) })),
    dropPlace: assign({ seat: null }),
  },
}).createMachine({
  id: 'seat',
  context: ({ input }) => ({ meetingId: input.meetingId, seat: input.seat, error: null }),
  initial: 'resolving',
  states: {
    // Passed through at once: the state of the place the server gave.
    resolving: {
      always: [
        { guard: 'hasNoPlace', target: 'none' },
        { guard: 'isSeated', target: 'confirmed' },
        { guard: 'isWaiting', target: 'waiting' },
        { target: 'offered' },
      ],
    },
    none: { on: { 'seat.take': 'holding', 'seat.updated': { target: 'resolving', actions: 'takeUpdate' } } },
    holding: {
      tags: 'busy',
      invoke: {
        src: 'takeSeat',
        id: 'takeSeat',
        input: idInput,
        onDone: { target: 'resolving', actions: 'takeAnswer' },
        onError: { target: 'resolving', actions: 'takeFailure' },
      },
    },
    waiting: { on: { 'seat.leave': 'leaving', 'seat.updated': { target: 'resolving', actions: 'takeUpdate' } } },
    offered: {
      on: {
        'seat.accept': 'accepting',
        'seat.leave': 'leaving',
        'seat.expired': { target: 'released', actions: 'dropPlace' },
        'seat.updated': [{ guard: 'dropsPlace', target: 'released', actions: 'takeUpdate' }, { target: 'resolving', actions: 'takeUpdate' }],
      },
    },
    accepting: {
      tags: 'busy',
      invoke: {
        src: 'acceptSeat',
        id: 'acceptSeat',
        input: idInput,
        onDone: { target: 'resolving', actions: 'takeAnswer' },
        onError: [
          { guard: 'offerGone', target: 'released', actions: ['takeFailure', 'dropPlace'] },
          { target: 'resolving', actions: 'takeFailure' },
        ],
      },
    },
    confirmed: {
      on: {
        'seat.leave': 'leaving',
        'seat.updated': [{ guard: 'dropsPlace', target: 'released', actions: 'takeUpdate' }, { target: 'resolving', actions: 'takeUpdate' }],
      },
    },
    leaving: {
      tags: 'busy',
      invoke: {
        src: 'leaveSeat',
        id: 'leaveSeat',
        input: idInput,
        onDone: { target: 'resolving', actions: 'takeAnswer' },
        onError: { target: 'resolving', actions: 'takeFailure' },
      },
    },
    released: { on: { 'seat.take': 'holding', 'seat.updated': { target: 'resolving', actions: 'takeUpdate' } } },
  },
})

export type SeatMachine = typeof seatMachine
