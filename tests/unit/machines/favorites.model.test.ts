import { describe, expect } from 'vitest'
import { type AnyEventObject, type InspectionEvent, createActor, fromPromise } from 'xstate'
import { favoritesMachine } from '../../../machines/favorites.machine'
import { isPending, visibleIds } from '../../../machines/favorites.rules'
import type { FavoritesEvent } from '../../../machines/favorites.types'
import { walkEveryEdge } from './model'

/** Events the graph may take in any state; the requests' completions are passed as events too. */
const events: AnyEventObject[] = [
  { type: 'favorites.load' },
  // Two stars set as a guest; the account has one of them (the load answers [2]).
  { type: 'favorites.load', guest: [1, 2, 1] },
  { type: 'favorites.retry' },
  { type: 'favorites.add', id: 1 },
  { type: 'favorites.remove', id: 1 },
  { type: 'favorites.toggle', id: 2 },
  { type: 'favorites.synced', ids: [1] },
  { type: 'favorites.synced', ids: [] },
  { type: 'favorites.dismissError' },
  { type: 'favorites.reset' },
  { type: 'xstate.done.actor.loadFavorites', output: [2] },
  { type: 'xstate.error.actor.loadFavorites', error: { status: 500 } },
  { type: 'xstate.error.actor.loadFavorites', error: { status: 401 } },
  { type: 'xstate.error.actor.loadFavorites', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.addFavorite' },
  { type: 'xstate.error.actor.addFavorite', error: { status: 422 } },
  { type: 'xstate.error.actor.addFavorite', error: { status: 401 } },
  { type: 'xstate.error.actor.addFavorite', error: { kind: 'network' } },
  { type: 'xstate.done.actor.removeFavorite' },
  { type: 'xstate.error.actor.removeFavorite', error: { status: 500 } },
  { type: 'xstate.error.actor.removeFavorite', error: { status: 401 } },
  { type: 'xstate.error.actor.removeFavorite', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.mergeFavorites', output: [2, 1] },
  { type: 'xstate.error.actor.mergeFavorites', error: { status: 500 } },
  { type: 'xstate.error.actor.mergeFavorites', error: { status: 401 } },
]
const IDS = [1, 2]

type Snap = ReturnType<typeof favoritesMachine.transition>
/** What decides the next move: the mode, the server's set, the change in flight and the waiting ones (the message does not). */
const serializeState = (s: Snap) => JSON.stringify([s.value, [...s.context.confirmed].sort(), s.context.sending, s.context.pending, s.context.guest])

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

function replay(steps: { event: AnyEventObject }[], inspect: (e: InspectionEvent) => void) {
  /** The server as this tab's requests and the other tabs' messages leave it. */
  const server = { ids: [] as number[] }
  const broadcasts: number[][] = []
  const requests: string[] = []
  /** The guest picks in the browser, as the load finds them and the clears leave them. */
  let browser: number[] = []
  const merged: number[][] = []
  const never = () => new Promise<never>(() => {})
  const machine = favoritesMachine.provide({
    actions: {
      broadcastChange: (_, params) => broadcasts.push(params.ids),
      clearGuestPicks: (_, params) => (browser = browser.filter((id) => !params.ids.includes(id))),
    },
    // Completions arrive as events from the path: the real requests would race them.
    actors: {
      loadFavorites: fromPromise<number[]>(never),
      addFavorite: fromPromise<unknown, { id: number }>(({ input }) => (requests.push(`add ${input.id}`), never())),
      removeFavorite: fromPromise<unknown, { id: number }>(({ input }) => (requests.push(`remove ${input.id}`), never())),
      mergeFavorites: fromPromise<number[], { ids: number[] }>(({ input }) => (merged.push(input.ids), never())),
    },
  })
  const actor = createActor(machine, { inspect }).start()
  const states = [actor.getSnapshot()]
  const serverAfter = [[...server.ids]]
  const broadcastAfter: (number[] | undefined)[] = [undefined]
  const browserAfter = [[...browser]]
  for (const step of steps) {
    const e = step.event
    const before = actor.getSnapshot()
    if (e.type === 'favorites.load' && before.matches('idle')) browser = [...new Set([...browser, ...((e.guest as number[] | undefined) ?? [])])]
    actor.send(e as FavoritesEvent)
    const after = actor.getSnapshot()
    // The fake server follows what actually happened.
    if (e.type === 'xstate.done.actor.loadFavorites' && before.value === 'loading') server.ids = [...(e.output as number[])]
    if (e.type === 'favorites.synced' && before.matches('ready')) server.ids = [...(e.ids as number[])]
    if (e.type === 'xstate.done.actor.mergeFavorites' && before.matches('merging')) server.ids = [...(e.output as number[])]
    const sent = before.context.sending
    if (sent && e.type.startsWith('xstate.done.actor.') && after.context.sending !== sent) {
      server.ids = sent.add ? [...new Set([...server.ids, sent.id])] : server.ids.filter((i) => i !== sent.id)
    }
    states.push(after)
    serverAfter.push([...server.ids])
    broadcastAfter.push(broadcasts.at(-1))
    browserAfter.push([...browser])
  }
  actor.stop()
  return { states, serverAfter, broadcastAfter, browserAfter, merged, requests }
}

function checkInvariants(states: Snap[], steps: { event: AnyEventObject }[], run: ReturnType<typeof replay>) {
  states.forEach((s, i) => {
    const at = `after step ${i}`
    const c = s.context
    // What is seen is the server's set with the unconfirmed changes on top, without duplicates.
    expect(sorted(c.ids), at).toEqual(sorted(visibleIds(c)))
    expect(new Set(c.ids).size, at).toBe(c.ids.length)
    // No id is both pending and settled: a meeting without a change in progress shows the server's state.
    for (const id of IDS) if (!isPending(c, id)) expect(c.ids.includes(id), `${at}, id ${id}`).toBe(c.confirmed.includes(id))
    // One waiting change per meeting, and none that would change nothing.
    expect(new Set(c.pending.map((op) => op.id)).size, at).toBe(c.pending.length)
    for (const op of c.pending) expect(op.add, at).not.toBe(c.sending?.id === op.id ? c.sending.add : c.confirmed.includes(op.id))
    if (s.matches('ready')) {
      expect(s.hasTag('saving'), at).toBe(c.sending !== null)
      if (s.matches({ ready: 'settled' })) expect(c.pending, at).toEqual([])
      // This tab's idea of the server's set matches the (fake) server.
      expect(sorted(c.confirmed), at).toEqual(sorted(run.serverAfter[i]!))
    } else {
      expect([c.sending, c.pending], at).toEqual([null, []])
      if (s.matches('idle')) expect(c.ids, at).toEqual([])
    }
    const event = steps[i - 1]?.event
    const previous = states[i - 1]
    // A guest pick leaves the browser only once the server has it (none lost), and
    // the merge asks only for the picks the account lacks, each once (none doubled).
    for (const id of run.browserAfter[i - 1] ?? []) {
      if (!run.browserAfter[i]!.includes(id)) expect(run.serverAfter[i], `${at}, guest pick ${id}`).toContain(id)
    }
    if (s.matches('merging')) {
      const asked = run.merged.at(-1)!
      expect(new Set(asked).size, at).toBe(asked.length)
      expect(asked.filter((id) => c.confirmed.includes(id)), at).toEqual([])
    }
    if (s.matches('ready') && previous?.matches('merging') && event?.type === 'xstate.done.actor.mergeFavorites') {
      expect(run.browserAfter[i], at).toEqual([])
      expect(run.broadcastAfter[i], at).toEqual(c.confirmed)
    }
    if (previous?.matches('merging') && event?.type === 'xstate.error.actor.mergeFavorites') {
      // A failed merge keeps every pick in the browser, for the next login.
      expect(run.browserAfter[i], at).toEqual(run.browserAfter[i - 1])
      expect(c.error?.code, at).toBe((event.error as { status: number }).status === 401 ? 'unauthorized' : 'mergeFailed')
    }
    if (!event || !previous?.context.sending) return
    const op = previous.context.sending
    if (event.type === `xstate.error.actor.${op.add ? 'addFavorite' : 'removeFavorite'}`) {
      // A refused change is rolled back with a message naming the meeting.
      expect(c.error?.id, at).toBe(op.id)
      // Rolled back: the meeting shows the server's state again (the refused change is not in it,
      // unless another tab made the same change meanwhile).
      if (!isPending(c, op.id) && c.confirmed.includes(op.id) !== op.add) expect(c.ids.includes(op.id), at).toBe(!op.add)
      // §8: after a 401 nothing unconfirmed is left.
      if ((event.error as { status?: number }).status === 401) {
        expect(c.error?.code, at).toBe('unauthorized')
        expect(sorted(c.ids), at).toEqual(sorted(c.confirmed))
      }
    }
    if (event.type.startsWith('xstate.done.actor.') && event.type !== 'xstate.done.actor.loadFavorites') {
      // A confirmed change is told to the other tabs as the server's set.
      expect(run.broadcastAfter[i], at).toEqual(c.confirmed)
    }
  })
  // What is in flight is what was asked of the server.
  const sending = states.at(-1)!.context.sending
  if (sending) expect(run.requests.at(-1)).toBe(`${sending.add ? 'add' : 'remove'} ${sending.id}`)
}

const describeEvent = (e: AnyEventObject) =>
  e.type.replace(/^xstate\./, '') +
  ('id' in e ? `(${String(e.id)})` : '') +
  ('ids' in e ? `([${String(e.ids)}])` : '') +
  ('error' in e ? `(${(e.error as { status?: number }).status ?? 'network'})` : '')

describe('favorites machine: every handled edge, reached by a shortest path and replayed against a running actor', () => {
  walkEveryEdge(favoritesMachine, { events, serializeState }, describeEvent, (steps, inspect) => {
    const run = replay(steps, inspect)
    steps.forEach((step, i) => expect(run.states[i + 1]!.value, `after step ${i}`).toEqual(step.state.value))
    checkInvariants(run.states, steps, run)
  })
})
