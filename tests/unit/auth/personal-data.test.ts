import { describe, expect, it, vi } from 'vitest'
import { RELOGIN_WAIT_MS } from '../../../kernel/constants'
import {
  followSession,
  forgetPerson,
  readPersonal,
  registerPersonalStore,
  sweepPersonal,
  writePersonal,
} from '../../../src/session/personal-data'

const ANNA = 'anna@horizon-forum.example'
const BORIS = 'boris@horizon-forum.example'
const T0 = Date.UTC(2026, 11, 8, 10, 0)
const stored = (name: string) => JSON.parse(localStorage.getItem(`personal:${name}`) ?? 'null') as Record<string, unknown> | null

describe('personal data in the browser (nothing personal outlives a logout)', () => {
  it('an explicit logout deletes every personal record, the pre-prefix draft key and every registered store', () => {
    writePersonal('event-registration-draft', { email: ANNA, step: 2, draft: { lastname: 'Смирнова' } })
    writePersonal('profile-draft', { email: ANNA, values: { city: 'Казань' } })
    localStorage.setItem('personal:favorites-sync', JSON.stringify({ email: ANNA, ids: [1], at: 1 }))
    localStorage.setItem('event-registration-draft', JSON.stringify({ email: ANNA, step: 1, draft: {} }))
    localStorage.setItem('lang', 'en')
    const offlineCopy = vi.fn()
    const unregister = registerPersonalStore(offlineCopy)
    forgetPerson()
    unregister()
    expect(Object.keys(localStorage)).toEqual(['lang'])
    expect(offlineCopy).toHaveBeenCalledOnce()
  })

  it('a record is given only to its own account', () => {
    writePersonal('profile-draft', { email: ANNA, values: { city: 'Казань' } })
    expect(readPersonal('profile-draft', ANNA)).toMatchObject({ email: ANNA, values: { city: 'Казань' } })
    expect(readPersonal('profile-draft', BORIS)).toBeNull()
    expect(readPersonal('profile-draft', null)).toBeNull()
  })

  it('§4: after a 401 or an expiry a record waits the relogin wait (2 h) and comes back to the same account', () => {
    writePersonal('event-registration-draft', { email: ANNA, step: 3, draft: {} })
    followSession(null, T0) // the session ended
    expect(stored('event-registration-draft')).toMatchObject({ email: ANNA, endedAt: T0 })
    followSession(null, T0 + 60_000) // stamped once: the wait counts from the end
    expect(stored('event-registration-draft')).toMatchObject({ endedAt: T0 })
    expect(readPersonal('event-registration-draft', ANNA, T0 + RELOGIN_WAIT_MS)).toMatchObject({ step: 3 })
    followSession({ email: ANNA }, T0 + RELOGIN_WAIT_MS) // the same account logs in again
    expect(stored('event-registration-draft')).toEqual({ email: ANNA, step: 3, draft: {} })
  })

  it('§4: a login by anyone else deletes the records of the ended session', () => {
    writePersonal('event-registration-draft', { email: ANNA, step: 3, draft: {} })
    writePersonal('profile-draft', { email: ANNA, values: { city: 'Казань' } })
    followSession(null, T0)
    followSession({ email: BORIS }, T0 + 60_000)
    expect(stored('event-registration-draft')).toBeNull()
    expect(stored('profile-draft')).toBeNull()
    // An account without an email (a VK login) is someone else too.
    writePersonal('profile-draft', { email: ANNA, values: {} })
    followSession({ email: null }, T0)
    expect(stored('profile-draft')).toBeNull()
  })

  it('§4: a record whose session ended longer ago than the relogin wait is deleted', () => {
    writePersonal('event-registration-draft', { email: ANNA, step: 3, draft: {} })
    followSession(null, T0)
    expect(readPersonal('event-registration-draft', ANNA, T0 + RELOGIN_WAIT_MS + 1)).toBeNull()
    expect(stored('event-registration-draft')).toBeNull()

    writePersonal('profile-draft', { email: ANNA, values: {} })
    followSession(null, T0)
    sweepPersonal(null, T0 + RELOGIN_WAIT_MS + 1) // the next page load, nobody logged in
    expect(stored('profile-draft')).toBeNull()
    // Too late for the same account too.
    writePersonal('profile-draft', { email: ANNA, values: {} })
    followSession(null, T0)
    followSession({ email: ANNA }, T0 + RELOGIN_WAIT_MS + 1)
    expect(stored('profile-draft')).toBeNull()
  })

  it('a draft kept under the key used before the prefix is moved under it at start-up and judged like the rest', () => {
    localStorage.setItem('event-registration-draft', JSON.stringify({ email: ANNA, step: 2, draft: { city: 'Казань' } }))
    sweepPersonal({ email: ANNA }, T0)
    expect(localStorage.getItem('event-registration-draft')).toBeNull()
    expect(stored('event-registration-draft')).toEqual({ email: ANNA, step: 2, draft: { city: 'Казань' } })
    sweepPersonal({ email: BORIS }, T0)
    expect(stored('event-registration-draft')).toBeNull()
  })

  it('a logged-in record is never stored stamped, and unreadable values are dropped when a session is followed', () => {
    writePersonal('profile-draft', { email: ANNA, endedAt: 1, values: {} })
    expect(stored('profile-draft')).toEqual({ email: ANNA, values: {} })
    localStorage.setItem('personal:broken', '{')
    followSession({ email: ANNA }, T0)
    expect(localStorage.getItem('personal:broken')).toBeNull()
  })
})
