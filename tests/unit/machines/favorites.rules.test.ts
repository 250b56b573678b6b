import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { favoritesMachine } from '../../../machines/favorites.machine'
import { isPending } from '../../../machines/favorites.rules'

interface Call {
  op: 'add' | 'remove'
  id: number
  resolve: () => void
  reject: (error: unknown) => void
}

/** A server whose answers the test gives one by one. */
function start(load: () => Promise<number[]> = async () => [10]) {
  const calls: Call[] = []
  const broadcasts: number[][] = []
  const request = (op: Call['op']) =>
    fromPromise<unknown, { id: number }>(
      ({ input }) => new Promise<void>((resolve, reject) => calls.push({ op, id: input.id, resolve: () => resolve(), reject })),
    )
  const machine = favoritesMachine.provide({
    actions: { broadcastChange: (_, params) => broadcasts.push(params.ids) },
    actors: { loadFavorites: fromPromise(load), addFavorite: request('add'), removeFavorite: request('remove') },
  })
  const actor = createActor(machine).start()
  const ids = () => [...actor.getSnapshot().context.ids].sort((a, b) => a - b)
  const sent = () => calls.map((c) => `${c.op} ${c.id}`)
  const answer = async (outcome: 'ok' | unknown = 'ok') => {
    const call = calls.find((c) => c.resolve !== noop)!
    if (outcome === 'ok') call.resolve()
    else call.reject(outcome)
    call.resolve = noop
    await flush()
  }
  return { actor, calls, broadcasts, ids, sent, answer }
}
const noop = () => {}
const flush = () => vi.advanceTimersByTimeAsync(0)
const status = (code: number) => Object.assign(new Error(`HTTP ${code}`), { status: code })

async function loaded(load?: () => Promise<number[]>) {
  const s = start(load)
  s.actor.send({ type: 'favorites.load' })
  await flush()
  return s
}

describe('favorites rules (§4, §7, §8)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('§4: participation can be added and removed', async () => {
    const { actor, ids, sent, answer } = await loaded()
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true)
    actor.send({ type: 'favorites.add', id: 7 })
    // Optimistic: shown at once, marked as not confirmed yet.
    expect(ids()).toEqual([7, 10])
    expect(isPending(actor.getSnapshot().context, 7)).toBe(true)
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    await answer()
    expect(isPending(actor.getSnapshot().context, 7)).toBe(false)
    expect(actor.getSnapshot().context.confirmed).toEqual([10, 7])
    actor.send({ type: 'favorites.remove', id: 10 })
    expect(ids()).toEqual([7])
    await answer()
    expect(sent()).toEqual(['add 7', 'remove 10'])
    expect(actor.getSnapshot().context.confirmed).toEqual([7])
    expect(actor.getSnapshot().hasTag('saving')).toBe(false)
  })

  it('toggle adds a meeting that is not there and removes one that is', async () => {
    const { actor, ids, sent } = await loaded()
    actor.send({ type: 'favorites.toggle', id: 10 })
    actor.send({ type: 'favorites.toggle', id: 7 })
    expect(ids()).toEqual([7])
    expect(sent()).toEqual(['remove 10'])
  })

  it('a refused change is rolled back with a message', async () => {
    const { actor, ids, answer } = await loaded()
    actor.send({ type: 'favorites.add', id: 7 })
    await answer(status(422))
    expect(ids()).toEqual([10])
    expect(actor.getSnapshot().context.error).toEqual({ code: 'addFailed', id: 7 })
    actor.send({ type: 'favorites.remove', id: 10 })
    await answer(status(500))
    expect(ids()).toEqual([10])
    expect(actor.getSnapshot().context.error).toEqual({ code: 'removeFailed', id: 10 })
    actor.send({ type: 'favorites.dismissError' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('§8: no response at all rolls back with the connection error code', async () => {
    const { actor, ids, answer } = await loaded()
    actor.send({ type: 'favorites.add', id: 7 })
    await answer(new TypeError('Failed to fetch'))
    expect(ids()).toEqual([10])
    expect(actor.getSnapshot().context.error).toEqual({ code: 'connectionError', id: 7 })
  })

  it('§8: a 401 rolls back every unconfirmed change with the code unauthorized', async () => {
    const { actor, ids, sent, answer } = await loaded()
    actor.send({ type: 'favorites.add', id: 7 })
    actor.send({ type: 'favorites.add', id: 8 })
    actor.send({ type: 'favorites.remove', id: 10 })
    expect(ids()).toEqual([7, 8])
    await answer(status(401))
    expect(ids()).toEqual([10])
    expect(actor.getSnapshot().context.error).toEqual({ code: 'unauthorized', id: 7 })
    expect(sent()).toEqual(['add 7'])
    expect(actor.getSnapshot().value).toEqual({ ready: 'settled' })
  })

  it('one request at a time, in the order asked; later changes of the same meeting collapse', async () => {
    const { actor, ids, sent, answer } = await loaded()
    actor.send({ type: 'favorites.add', id: 7 })
    actor.send({ type: 'favorites.add', id: 8 })
    actor.send({ type: 'favorites.toggle', id: 8 }) // takes back the waiting add: nothing to send
    actor.send({ type: 'favorites.remove', id: 7 }) // waits behind the add in flight
    actor.send({ type: 'favorites.toggle', id: 7 }) // and is taken back
    actor.send({ type: 'favorites.remove', id: 10 })
    expect(ids()).toEqual([7])
    expect(sent()).toEqual(['add 7'])
    await answer()
    expect(sent()).toEqual(['add 7', 'remove 10'])
    await answer()
    expect(actor.getSnapshot().context).toMatchObject({ confirmed: [7], sending: null, pending: [] })
  })

  it('a change in another tab shows here', async () => {
    const { actor, ids, broadcasts, answer } = await loaded()
    actor.send({ type: 'favorites.synced', ids: [10, 11] })
    expect(ids()).toEqual([10, 11])
    // And this tab's confirmed changes are told to the others, as the server's set.
    actor.send({ type: 'favorites.add', id: 7 })
    await answer()
    expect(broadcasts).toEqual([[10, 11, 7]])
  })

  it('a change in another tab does not undo a change in progress here', async () => {
    const { actor, ids, sent, answer } = await loaded()
    actor.send({ type: 'favorites.add', id: 7 })
    actor.send({ type: 'favorites.remove', id: 10 })
    // The other tab removed 10 and added 11 meanwhile: 10's waiting removal is now pointless.
    actor.send({ type: 'favorites.synced', ids: [11] })
    expect(ids()).toEqual([7, 11])
    await answer()
    expect(sent()).toEqual(['add 7'])
    expect(actor.getSnapshot().context).toMatchObject({ confirmed: [11, 7], pending: [] })
  })

  it('the list loads when asked; a failed load can be retried', async () => {
    let fail = true
    const { actor, ids } = start(async () => {
      if (fail) throw status(503)
      return [3, 4]
    })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'favorites.load' })
    expect(actor.getSnapshot().value).toBe('loading')
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toEqual({ code: 'loadFailed', id: null })
    fail = false
    actor.send({ type: 'favorites.retry' })
    expect(actor.getSnapshot().context.error).toBeNull()
    await flush()
    expect(ids()).toEqual([3, 4])
  })

  it('§8: a 401 while loading gives the code unauthorized', async () => {
    const { actor } = await loaded(async () => {
      throw status(401)
    })
    expect(actor.getSnapshot().context.error).toEqual({ code: 'unauthorized', id: null })
  })

  it('changes before the list is loaded are not taken', () => {
    const { actor, sent } = start()
    actor.send({ type: 'favorites.add', id: 7 })
    expect(actor.getSnapshot().context.ids).toEqual([])
    expect(sent()).toEqual([])
  })

  it('reset (on logout) forgets the favorites and cancels a request in flight', async () => {
    const { actor, calls, broadcasts } = await loaded()
    actor.send({ type: 'favorites.add', id: 7 })
    actor.send({ type: 'favorites.reset' })
    calls[0]!.resolve()
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toEqual({ ids: [], confirmed: [], sending: null, pending: [], error: null, guest: [] })
    expect(broadcasts).toEqual([])
  })
})
