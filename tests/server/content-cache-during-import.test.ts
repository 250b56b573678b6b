/**
 * While an import holds the database (on PGlite, its one connection for the whole transaction),
 * the response cache keeps answering with the committed content instead of waiting for the
 * import; a new version shows once the check can run.
 */
import { describe, expect, it } from 'vitest'
import { ContentCache } from '../../server/content/cache'
import type { Db } from '../../server/db/types'

/** A database whose version checks wait until `commit` (as behind a running import). */
function heldDb() {
  let version = 1
  let held = false
  const waiting: Array<() => void> = []
  const single = { busy: false }
  const db = {
    kind: 'pglite',
    single,
    async query() {
      if (held) await new Promise<void>((resolve) => waiting.push(resolve))
      return [{ version }]
    },
  } as unknown as Db
  return {
    db,
    /** Statements wait; `transaction`: because a transaction holds the connection (else: just slow). */
    hold: ({ transaction = true } = {}) => {
      held = true
      single.busy = transaction
    },
    commit(next: number) {
      version = next
      held = single.busy = false
      for (const resolve of waiting.splice(0)) resolve()
    },
  }
}

describe('the response cache answers while an import holds the database', () => {
  it('a version check held behind an import answers with the committed version, and the next sees the new one', async () => {
    const h = heldDb()
    const cache = new ContentCache(h.db, 0)
    expect(await cache.currentVersion()).toBe(1)

    h.hold()
    // The check cannot run until the import commits: the committed version (1) is still the answer.
    expect(await cache.currentVersion()).toBe(1)
    expect(await cache.currentVersion()).toBe(1)

    h.commit(2)
    await new Promise((resolve) => setImmediate(resolve))
    expect(await cache.currentVersion()).toBe(2)
  })

  it('a slow check with no transaction holding the connection is waited for: the answer is exact', async () => {
    const h = heldDb()
    const cache = new ContentCache(h.db, 0)
    expect(await cache.currentVersion()).toBe(1)
    h.hold({ transaction: false })
    let answered: number | null = null
    const next = cache.currentVersion().then((v) => (answered = v))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBeNull()
    h.commit(2)
    await next
    expect(answered).toBe(2)
  })

  it('the very first check waits for the database: there is nothing committed to answer with yet', async () => {
    const h = heldDb()
    h.hold()
    const cache = new ContentCache(h.db, 0)
    let answered: number | null = null
    const first = cache.currentVersion().then((v) => (answered = v))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBeNull()
    h.commit(3)
    await first
    expect(answered).toBe(3)
  })
})
