import { afterEach, describe, expect, it, vi } from 'vitest'
import { withRefreshLock } from '../../../src/session/refresh-lock'

/** jsdom has no Web Locks: these prove the localStorage lease that stands in for them. */
describe('only one tab refreshes at a time (§4)', () => {
  afterEach(() => vi.useRealTimers())

  it('a second refresh waits until the first has finished', async () => {
    const order: string[] = []
    let release = () => {}
    const first = withRefreshLock(async () => {
      order.push('first:start')
      await new Promise<void>((r) => (release = r))
      order.push('first:end')
    })
    await new Promise((r) => setTimeout(r, 50))
    const second = withRefreshLock(async () => {
      order.push('second')
    })
    await new Promise((r) => setTimeout(r, 250))
    expect(order).toEqual(['first:start'])
    release()
    await Promise.all([first, second])
    expect(order).toEqual(['first:start', 'first:end', 'second'])
    expect(localStorage.getItem('forum-auth-refresh-lease')).toBeNull()
  })

  it('the work is told whether another tab held the lock first (its token may still be on its way)', async () => {
    const told: boolean[] = []
    let release = () => {}
    const first = withRefreshLock(async (waited) => {
      told.push(waited)
      await new Promise<void>((r) => (release = r))
    })
    await new Promise((r) => setTimeout(r, 50))
    const second = withRefreshLock(async (waited) => void told.push(waited))
    await new Promise((r) => setTimeout(r, 150))
    release()
    await Promise.all([first, second])
    expect(told).toEqual([false, true])
  })

  it('a lease left by a tab that died blocks nobody once it has expired', async () => {
    localStorage.setItem('forum-auth-refresh-lease', `dead-tab:${Date.now() - 1}`)
    const ran = await withRefreshLock(async () => 'refreshed')
    expect(ran).toBe('refreshed')
  })
})
