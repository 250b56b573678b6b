import { describe, expect, it } from 'vitest'
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate'
import { type DoorQueueEvent, doorQueueMachine } from '../../../machines/door-queue.machine'
import type { OfflineCheckin, SyncResult } from '../../../machines/door-queue.types'
import { walkEveryEdge } from './model'

const checkin = (id: string): OfflineCheckin => ({ id: `checkin-${id}`, code: `CODE${id}CODE${id}`, door: 'A', at: '2026-12-09T10:00:00+03:00' })
const result = (id: string, outcome: SyncResult['outcome']): SyncResult => ({
  id: `checkin-${id}`,
  outcome,
  first: outcome === 'flagged' ? { at: '2026-12-09T09:59:00+03:00', door: 'B' } : null,
})

/** Events the graph may take in any state; the sync's answers are passed as events too. */
const events: AnyEventObject[] = [
  { type: 'queue.added', checkin: checkin('1') },
  { type: 'queue.added', checkin: checkin('2') },
  { type: 'queue.online' },
  { type: 'queue.offline' },
  { type: 'queue.retry' },
  { type: 'queue.dismissFlagged' },
  { type: 'xstate.done.actor.syncBatch', output: [result('1', 'counted')] },
  { type: 'xstate.done.actor.syncBatch', output: [result('1', 'flagged'), result('2', 'refused')] },
  { type: 'xstate.error.actor.syncBatch', error: new TypeError('Failed to fetch') },
  { type: 'xstate.error.actor.syncBatch', error: { status: 401 } },
  { type: 'xstate.after.retryDelay.doorQueue.waiting' },
]

type Snap = ReturnType<typeof doorQueueMachine.transition>
/** The counters grow without end: only whether they are zero decides anything. */
const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.queue.map((c) => c.id), s.context.sending, s.context.online, s.context.flagged.map((f) => f.id), s.context.refused > 0, s.context.failures > 0])

function replay(steps: { event: AnyEventObject }[], inspect: (e: InspectionEvent) => void) {
  const sent: string[][] = []
  const machine = doorQueueMachine.provide({
    actors: { syncBatch: fromPromise<SyncResult[], { checkins: OfflineCheckin[] }>(({ input }) => (sent.push(input.checkins.map((c) => c.id)), new Promise(() => {}))) },
  })
  const actor = createActor(machine, { input: { online: true }, inspect }).start()
  const states = [actor.getSnapshot()]
  const sentAfter = [sent.at(-1)]
  /** Every id ever added, and the ids the server answered for (they may leave the queue). */
  const added = new Set<string>()
  const answered = new Set<string>()
  for (const step of steps) {
    const e = step.event
    const before = actor.getSnapshot()
    if (e.type === 'queue.added') added.add((e.checkin as OfflineCheckin).id)
    actor.send(e as DoorQueueEvent)
    if (before.matches('sending') && e.type === 'xstate.done.actor.syncBatch') for (const r of e.output as SyncResult[]) answered.add(r.id)
    states.push(actor.getSnapshot())
    sentAfter.push(sent.at(-1))
    // Never lost: an id leaves the queue only when the server answered for it.
    for (const id of added) if (!actor.getSnapshot().context.queue.some((c) => c.id === id)) expect(answered.has(id), `${id} left the queue unanswered`).toBe(true)
  }
  actor.stop()
  return { states, sentAfter }
}

function checkInvariants(states: Snap[], sentAfter: (string[] | undefined)[]) {
  states.forEach((s, i) => {
    const at = `after step ${i}`
    const c = s.context
    const ids = c.queue.map((q) => q.id)
    // Never counted twice by this scanner: each id once in the queue.
    expect(new Set(ids).size, at).toBe(ids.length)
    if (s.matches('sending')) {
      // The batch in flight is the oldest check-ins, and it is what was sent (going offline meanwhile lets it finish).
      expect(c.sending.length, at).toBeGreaterThan(0)
      expect(c.sending, at).toEqual(ids.slice(0, c.sending.length))
      expect(sentAfter[i], at).toEqual(c.sending)
    } else {
      expect(c.sending, at).toEqual([])
    }
    // Idle with something to send only while offline.
    if (s.matches('idle')) expect(c.online && c.queue.length > 0, at).toBe(false)
  })
}

const describeEvent = (e: AnyEventObject) =>
  e.type.replace(/^xstate\./, '') +
  ('checkin' in e ? `(${(e.checkin as OfflineCheckin).id})` : '') +
  ('output' in e ? `(${(e.output as SyncResult[]).map((r) => r.outcome).join(',')})` : '') +
  ('error' in e ? `(${(e.error as { status?: number }).status ?? 'network'})` : '')

describe('door queue machine: every handled edge, reached by a shortest path and replayed against a running actor', () => {
  walkEveryEdge(doorQueueMachine, { events, serializeState, input: { online: true } }, describeEvent, (steps, inspect) => {
    const run = replay(steps, inspect)
    steps.forEach((step, i) => expect(run.states[i + 1]!.value, `after step ${i}`).toEqual(step.state.value))
    checkInvariants(run.states, run.sentAfter)
  })

  it('offline admissions wait, go in one batch when the network returns, and a flagged one is kept for the staff', () => {
    const actor = createActor(
      doorQueueMachine.provide({ actors: { syncBatch: fromPromise(() => new Promise<SyncResult[]>(() => {})) } }),
      { input: { online: false } },
    ).start()
    actor.send({ type: 'queue.added', checkin: checkin('1') })
    actor.send({ type: 'queue.added', checkin: checkin('2') })
    actor.send({ type: 'queue.added', checkin: checkin('1') })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.queue).toHaveLength(2)
    actor.send({ type: 'queue.online' })
    expect(actor.getSnapshot().context.sending).toEqual(['checkin-1', 'checkin-2'])
    actor.stop()
  })
})
