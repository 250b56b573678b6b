import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { favoritesMachine } from '../../../machines/favorites.machine'

/** The account holds `server`; merging adds what it is asked to (or fails with `mergeError`). */
function start(server: number[], mergeError?: unknown) {
  const asked: number[][] = []
  const cleared: number[][] = []
  const machine = favoritesMachine.provide({
    actions: { clearGuestPicks: (_, params) => cleared.push(params.ids) },
    actors: {
      loadFavorites: fromPromise(async () => [...server]),
      mergeFavorites: fromPromise<number[], { ids: number[] }>(async ({ input }) => {
        asked.push(input.ids)
        if (mergeError) throw mergeError
        return [...new Set([...server, ...input.ids])]
      }),
    },
  })
  return { actor: createActor(machine).start(), asked, cleared }
}
const flush = () => vi.advanceTimersByTimeAsync(0)

describe('guest picks are merged into the account at login', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('only the picks the account lacks are sent, once each; then all are cleared from the browser', async () => {
    const { actor, asked, cleared } = start([2, 5])
    actor.send({ type: 'favorites.load', guest: [1, 2, 3, 1] })
    expect(actor.getSnapshot().hasTag('loaded')).toBe(false)
    await flush()
    expect(asked).toEqual([[1, 3]])
    expect(actor.getSnapshot().value).toEqual({ ready: 'settled' })
    expect([...actor.getSnapshot().context.ids].sort()).toEqual([1, 2, 3, 5])
    expect(cleared).toEqual([[1, 2, 3]])
  })

  it('picks the account already has are cleared without a request', async () => {
    const { actor, asked, cleared } = start([1, 2])
    actor.send({ type: 'favorites.load', guest: [2, 1] })
    await flush()
    expect(asked).toEqual([])
    expect(actor.getSnapshot().context.ids).toEqual([1, 2])
    expect(cleared).toEqual([[2, 1]])
  })

  it('a failed merge keeps the picks in the browser and says so; the account’s own set is shown', async () => {
    const { actor, cleared } = start([5], Object.assign(new Error('HTTP 500'), { status: 500 }))
    actor.send({ type: 'favorites.load', guest: [1] })
    await flush()
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true)
    expect(actor.getSnapshot().context.ids).toEqual([5])
    expect(actor.getSnapshot().context.error).toEqual({ code: 'mergeFailed', id: null })
    expect(cleared).toEqual([])
  })

  it('§8: a 401 while merging fails like a load, and a retry merges the same picks', async () => {
    let refuse = true
    const asked: number[][] = []
    const machine = favoritesMachine.provide({
      actors: {
        loadFavorites: fromPromise<number[]>(async () => []),
        mergeFavorites: fromPromise<number[], { ids: number[] }>(async ({ input }) => {
          asked.push(input.ids)
          if (refuse) throw Object.assign(new Error('HTTP 401'), { status: 401 })
          return input.ids
        }),
      },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'favorites.load', guest: [4] })
    await flush()
    expect(actor.getSnapshot().context.error?.code).toBe('unauthorized')
    refuse = false
    actor.send({ type: 'favorites.retry' })
    await flush()
    expect(asked).toEqual([[4], [4]])
    expect(actor.getSnapshot().context.ids).toEqual([4])
  })
})
