import { describe, expect, it } from 'vitest'
import { ContentCache } from '../../server/content/cache'
import { findEventClock } from '../../server/content/event'
import type { Db } from '../../server/db/types'

/** A database that knows one event and the content version, and counts the clock's reads. */
function fakeDb() {
  const state = { version: 1, clockReads: 0, timezone: 'Europe/Moscow' }
  const db = {
    kind: 'pglite',
    async query(sql: string, params: unknown[] = []) {
      if (sql.includes('FROM content_meta')) return [{ version: state.version }]
      if (sql.includes('SELECT timezone, day_change FROM events')) {
        state.clockReads++
        return params[0] === 35 ? [{ timezone: state.timezone, day_change: '00:00' }] : []
      }
      throw new Error(`unexpected statement: ${sql}`)
    },
  } as unknown as Db
  return { db, state }
}

describe('the event\'s time zone and day change are read in one place, kept per content version', () => {
  it('asked many times, the clock is read once while the content version stays', async () => {
    const { db, state } = fakeDb()
    new ContentCache(db, 0)
    for (let i = 0; i < 5; i++) expect(await findEventClock(db, 35)).toEqual({ timezone: 'Europe/Moscow', day_change: '00:00' })
    expect(state.clockReads).toBe(1)
  })

  it('a new content version (an import) reads it again', async () => {
    const { db, state } = fakeDb()
    new ContentCache(db, 0)
    await findEventClock(db, 35)
    state.version = 2
    state.timezone = 'Europe/Berlin'
    expect((await findEventClock(db, 35))?.timezone).toBe('Europe/Berlin')
    expect(state.clockReads).toBe(2)
  })

  it('an event that does not exist is not kept: made-up ids take no room', async () => {
    const { db, state } = fakeDb()
    new ContentCache(db, 0)
    expect(await findEventClock(db, 999)).toBeUndefined()
    expect(await findEventClock(db, 999)).toBeUndefined()
    expect(state.clockReads).toBe(2)
  })

  it('without a server\'s content cache (a command-line import), every ask reads', async () => {
    const { db, state } = fakeDb()
    await findEventClock(db, 35)
    await findEventClock(db, 35)
    expect(state.clockReads).toBe(2)
  })
})
