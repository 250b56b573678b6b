import { describe, expect, it } from 'vitest'
import { type AnyEventObject, type InspectionEvent, createActor } from 'xstate'
import { LIVE_RETRY_MAX_MS, LIVE_RETRY_MS } from '../../../kernel/constants'
import { type LiveMachineEvent, liveMachine } from '../../../machines/live.machine'
import { addChange, emptySummary, retryDelay, touchedPicks } from '../../../machines/live.rules'
import { walkEveryEdge } from './model'

const hello = (id: number, version: number) => ({ type: 'live.received', id, event: { type: 'hello', version } })
const program = (id: number, version: number, moved: number[], cancelled: number[] = []) => ({
  type: 'live.received',
  id,
  event: { type: 'program', version, moved, cancelled },
})
const announcement = {
  id: 1,
  text: { ru: 'Зал B закрыт', en: 'Hall B is closed' },
  created_at: '2026-11-27T09:00:00Z',
  ends_at: '2026-11-27T21:00:00Z',
}

/** Events the graph may take in any state; the backoff's end is passed as its event. */
const events: AnyEventObject[] = [
  { type: 'live.start' },
  { type: 'live.stop' },
  { type: 'live.lead' },
  { type: 'live.peerJoined' },
  { type: 'live.failed' },
  { type: 'live.offline' },
  { type: 'live.online' },
  hello(1, 1),
  hello(2, 2),
  { type: 'live.received', id: 2, event: { type: 'reload', version: 2 } },
  program(2, 2, [10], [11]),
  program(1, 1, [12]),
  { type: 'live.received', id: 3, event: { type: 'announcement', announcement } },
  { type: 'xstate.after.retry.live.active.leading.waiting' },
]

type Snap = ReturnType<typeof liveMachine.transition>
const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.lastId, s.context.version, Math.min(s.context.failures, 2)])

function replay(steps: { event: AnyEventObject }[], inspect: (e: InspectionEvent) => void) {
  const log: string[] = []
  let open = 0
  let seeking = 0
  const machine = liveMachine.provide({
    actions: {
      seekLead: () => (seeking++, log.push('seek')),
      resign: () => (seeking--, log.push('resign')),
      askLeader: () => log.push('ask'),
      relay: (_, p) => log.push(`relay ${p.event.type}#${String(p.id)}`),
      openStream: (_, p) => (open++, log.push(`open ${p.lastId}`)),
      closeStream: () => (open--, log.push('close')),
      programChanged: (_, p) => log.push(`program ${p.event ? p.event.version : 'all'}`),
      announced: (_, p) => log.push(`announced ${p.announcement.id}`),
    },
  })
  const actor = createActor(machine, { inspect }).start()
  const states = [actor.getSnapshot()]
  const logs: string[][] = [[]]
  const openAfter = [0]
  const seekingAfter = [0]
  for (const step of steps) {
    const mark = log.length
    actor.send(step.event as LiveMachineEvent)
    states.push(actor.getSnapshot())
    logs.push(log.slice(mark))
    openAfter.push(open)
    seekingAfter.push(seeking)
  }
  actor.stop()
  return { states, logs, openAfter, seekingAfter }
}

const describeEvent = (e: AnyEventObject) =>
  e.type === 'live.received' ? `${(e.event as { type: string }).type}#${String(e.id)}` : e.type.replace(/^xstate\./, '')

describe('live machine: every handled edge, reached by a shortest path and replayed against a running actor', () => {
  walkEveryEdge(liveMachine, { events, serializeState }, describeEvent, (steps, inspect) => {
    const run = replay(steps, inspect)
    steps.forEach((step, i) => expect(run.states[i + 1]!.value, `after step ${i}`).toEqual(step.state.value))
    run.states.forEach((s, i) => {
      const at = `after step ${i}`
      const before = run.states[i - 1]
      const event = steps[i - 1]?.event
      const leadingConnected = (x: Snap | undefined) => x?.matches({ active: { leading: 'connected' } }) ?? false
      const standby = (x: Snap | undefined) => x?.matches({ active: 'standby' }) ?? false
      // The lead is asked for (or held) exactly while active; one stream at most, open exactly while leading and connected.
      expect(run.seekingAfter[i], at).toBe(s.matches('active') ? 1 : 0)
      expect(run.openAfter[i], at).toBe(leadingConnected(s) ? 1 : 0)
      // A (re)connection names the last event seen, its own or relayed, so the server replays what was missed.
      if (s.matches({ active: { leading: { connected: 'connecting' } } }) && !leadingConnected(before)) {
        expect(run.logs[i], at).toContain(`open ${before?.context.lastId ?? null}`)
      }
      // A tab that starts waiting for the lead asks the leader for the head.
      if (s.matches({ active: { standby: 'quiet' } }) && !before?.matches('active')) expect(run.logs[i], at).toContain('ask')
      if (!event || !before) return
      const relayed = run.logs[i]!.filter((l) => l.startsWith('relay'))
      // The leader passes on every event of its stream as it came, and answers a new tab with a hello at its head.
      if (event.type === 'live.received' && leadingConnected(before)) {
        expect(relayed, at).toEqual([`relay ${(event.event as { type: string }).type}#${String(event.id)}`])
      } else if (event.type === 'live.peerJoined' && before.matches({ active: { leading: { connected: 'open' } } })) {
        expect(relayed, at).toEqual([`relay hello#${String(before.context.lastId)}`])
      } else {
        expect(relayed, at).toEqual([])
      }
      const said = run.logs[i]!.filter((l) => l.startsWith('program') || l.startsWith('announced'))
      if (event.type !== 'live.received' || !(leadingConnected(before) || standby(before))) {
        expect(said, at).toEqual([])
        return
      }
      const e = event.event as { type: string; version: number }
      const seen = before.context.lastId !== null && (event.id as number) <= before.context.lastId
      if (e.type === 'program') expect(said, at).toEqual(seen ? [] : [`program ${e.version}`])
      if (e.type === 'announcement') expect(said, at).toEqual(seen ? [] : [`announced ${announcement.id}`])
      // A hello after a gap with a newer version, or a reload: the page re-reads everything.
      if (e.type === 'reload') expect(said, at).toEqual(['program all'])
      if (e.type === 'hello') {
        const missed = before.context.version !== null && e.version > before.context.version
        expect(said, at).toEqual(missed ? ['program all'] : [])
        expect(s.context.failures, at).toBe(0)
      }
      // The last id never goes back, but for a reload (the server's ids are the truth then).
      if (e.type !== 'reload') expect(s.context.lastId ?? 0, at).toBeGreaterThanOrEqual(before.context.lastId ?? 0)
    })
  })
})

describe('live rules', () => {
  it('the backoff starts at LIVE_RETRY_MS, doubles with each failure in a row and stops at LIVE_RETRY_MAX_MS', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([LIVE_RETRY_MS, 2 * LIVE_RETRY_MS, 4 * LIVE_RETRY_MS])
    expect(retryDelay(50)).toBe(LIVE_RETRY_MAX_MS)
  })

  it('the notice counts each session once: a session moved then cancelled counts as cancelled', () => {
    let s = addChange(emptySummary(), { type: 'program', version: 2, moved: [1, 2], cancelled: [] })
    s = addChange(s, { type: 'program', version: 3, moved: [1], cancelled: [2] })
    expect(s).toEqual({ moved: [1], cancelled: [2], other: false })
    expect(addChange(s, null).other).toBe(true)
    expect(touchedPicks(s, [2, 5])).toEqual([2])
  })
})
