import { describe, expect, it } from 'vitest'
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate'
import type { MySeat, SeatAnswer } from '../../../kernel/contract/seats'
import { seatMachine } from '../../../machines/seat.machine'
import type { SeatEvent } from '../../../machines/seat.types'
import { walkEveryEdge } from './model'

const ID = 7
const counts = { meeting_id: ID, capacity: 1, taken: 1, waiting: 1, closed: false, label: 'full' as const }
const seated: MySeat = { meeting_id: ID, state: 'seated', place: null, offer_expires_at: null }
const waiting: MySeat = { meeting_id: ID, state: 'waiting', place: 3, offer_expires_at: null }
const offered: MySeat = { meeting_id: ID, state: 'offered', place: null, offer_expires_at: '2026-12-09T10:15:00Z' }
const answer = (seat: MySeat | null): SeatAnswer => ({ seat, counts })

/** Every event the graph may try in any state; the calls' answers are events too. */
const events: AnyEventObject[] = [
  { type: 'seat.take' },
  { type: 'seat.leave' },
  { type: 'seat.accept' },
  { type: 'seat.expired' },
  { type: 'seat.updated', seat: null },
  { type: 'seat.updated', seat: waiting },
  { type: 'seat.updated', seat: offered },
  { type: 'seat.updated', seat: seated },
  ...(['takeSeat', 'acceptSeat', 'leaveSeat'] as const).flatMap((src) => [
    { type: `xstate.done.actor.${src}`, output: answer(src === 'leaveSeat' ? null : src === 'acceptSeat' ? seated : waiting) },
    ...(src === 'takeSeat' ? [{ type: `xstate.done.actor.${src}`, output: answer(seated) }] : []),
    { type: `xstate.error.actor.${src}`, error: { status: 409, code: 'no_offer', message: 'The seat offer has expired' } },
    { type: `xstate.error.actor.${src}`, error: { status: 401 } },
    { type: `xstate.error.actor.${src}`, error: new TypeError('Failed to fetch') },
  ]),
]

type Snap = ReturnType<typeof seatMachine.transition>
const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.seat?.state ?? null, s.context.error?.code ?? null])

const describeEvent = (e: AnyEventObject) =>
  e.type.replace(/^xstate\./, '') +
  ('seat' in e ? `(${(e.seat as MySeat | null)?.state ?? 'none'})` : '') +
  ('output' in e ? `(${(e.output as SeatAnswer).seat?.state ?? 'none'})` : '') +
  ('error' in e ? `(${(e.error as { status?: number }).status ?? 'network'})` : '')

const never = () => new Promise<SeatAnswer>(() => {})

function replay(steps: { event: AnyEventObject }[], inspect: (e: InspectionEvent) => void) {
  const calls: string[] = []
  const machine = seatMachine.provide({
    actors: {
      takeSeat: fromPromise(() => (calls.push('take'), never())),
      leaveSeat: fromPromise(() => (calls.push('leave'), never())),
      acceptSeat: fromPromise(() => (calls.push('accept'), never())),
    },
  })
  const actor = createActor(machine, { input: { meetingId: ID, seat: null }, inspect }).start()
  const states = [actor.getSnapshot()]
  for (const step of steps) {
    const busy = actor.getSnapshot().hasTag('busy')
    const before = calls.length
    actor.send(step.event as SeatEvent)
    // One tap at a time: nothing is sent while a call is in flight.
    if (busy) expect(calls.length).toBe(before)
    states.push(actor.getSnapshot())
  }
  actor.stop()
  return { states, calls }
}

describe('seat machine: every handled edge, reached by a shortest path and replayed against a running actor', () => {
  walkEveryEdge(seatMachine, { events, serializeState, input: { meetingId: ID, seat: null } }, describeEvent, (steps, inspect) => {
    const run = replay(steps, inspect)
    steps.forEach((step, i) => expect(run.states[i + 1]!.value, `after step ${i}`).toEqual(step.state.value))
    for (const s of run.states) {
      // What is shown agrees with the place the server gave.
      const place = s.context.seat?.state ?? null
      if (s.matches('confirmed')) expect(place).toBe('seated')
      if (s.matches('waiting')) expect(place).toBe('waiting')
      if (s.matches('offered')) expect(place).toBe('offered')
      if (s.matches('none') || s.matches('released')) expect(place).toBeNull()
    }
  })

  it('starts where the server put the person: a place in line shows as waiting', () => {
    const actor = createActor(seatMachine, { input: { meetingId: ID, seat: waiting } }).start()
    expect(actor.getSnapshot().value).toBe('waiting')
    actor.stop()
  })
})
