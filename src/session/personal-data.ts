import { RELOGIN_WAIT_MS } from '../../kernel/constants'

/**
 * Everything of a person that this browser keeps besides the session (nothing personal
 * outlives a logout). Features keep their data under one key prefix, as JSON records that name
 * their account, so the session can judge them without importing any feature (a lazy screen's
 * data is judged even when its code was never loaded on this page):
 * - an explicit logout deletes every record and runs every registered clear (forgetPerson);
 * - a session that ended otherwise (a 401, an expiry) stamps the records, which are kept for the
 *   relogin wait (§4, RELOGIN_WAIT_MS) and given back only to the same account;
 * - a login by anyone else deletes them; a stamped record older than the wait is deleted.
 */
export const PERSONAL_KEY_PREFIX = 'personal:'

/** A stored record: the account it belongs to, and when its session ended (absent while it lasts). */
export interface PersonalRecord {
  email: string
  endedAt?: number
}

/** Keys used before the prefix: moved under it once, so their data is judged like the rest. */
const LEGACY_KEYS = ['event-registration-draft'] as const

const clears = new Set<() => void>()

/** A store outside localStorage (memory, IndexedDB: the offline copy) joins the explicit logout. */
export function registerPersonalStore(clear: () => void): () => void {
  clears.add(clear)
  return () => clears.delete(clear)
}

const keyOf = (name: string) => PERSONAL_KEY_PREFIX + name

function personalKeys(): string[] {
  const keys: string[] = []
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key?.startsWith(PERSONAL_KEY_PREFIX)) keys.push(key)
  }
  return keys
}

function parse(raw: string | null): PersonalRecord | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<PersonalRecord> | null
    return value && typeof value === 'object' && typeof value.email === 'string' ? (value as PersonalRecord) : null
  } catch {
    return null
  }
}

/** The server keeps emails lowercased; the login form passes what was typed. */
const sameAccount = (a: string | null, b: string | null) => a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()

const isPast = (record: PersonalRecord, now: number) => record.endedAt !== undefined && now - record.endedAt > RELOGIN_WAIT_MS

/** Storage may be missing or full (private mode): personal data then lives in memory at most. */
function tryStorage(run: () => void) {
  try {
    run()
  } catch {
    // Nothing stored, nothing to delete.
  }
}

/** The record `name` of this account, or null (none, another account's, or past the relogin wait). */
export function readPersonal<T extends PersonalRecord>(name: string, email: string | null, now = Date.now()): T | null {
  if (!email) return null
  let found: T | null = null
  tryStorage(() => {
    const record = parse(localStorage.getItem(keyOf(name)))
    if (record && isPast(record, now)) localStorage.removeItem(keyOf(name))
    else if (record && sameAccount(record.email, email)) found = record as T
  })
  return found
}

/** Stores a record of a logged-in account (no email: nothing is stored). */
export function writePersonal<T extends PersonalRecord>(name: string, record: T) {
  if (!record.email) return
  const { endedAt: _ended, ...live } = record
  tryStorage(() => localStorage.setItem(keyOf(name), JSON.stringify(live)))
}

export function removePersonal(name: string) {
  tryStorage(() => localStorage.removeItem(keyOf(name)))
}

/** An explicit logout: every record and every registered store of the person is deleted. */
export function forgetPerson() {
  tryStorage(() => {
    for (const key of [...personalKeys(), ...LEGACY_KEYS]) localStorage.removeItem(key)
  })
  for (const clear of clears) clear()
}

/**
 * The session as it is written to storage: a login (or a refresh) of `email` keeps that account's
 * records and gives back the stamped ones; anyone else's are deleted. No session: the records are
 * stamped with the time it ended, once, and those past the relogin wait are deleted.
 */
export function followSession(session: { email: string | null } | null, now = Date.now()) {
  tryStorage(() => {
    for (const key of personalKeys()) {
      const record = parse(localStorage.getItem(key))
      if (!record || isPast(record, now) || (session && !sameAccount(record.email, session.email))) localStorage.removeItem(key)
      else if (session && record.endedAt !== undefined) writeRecord(key, { ...record, endedAt: undefined })
      else if (!session && record.endedAt === undefined) writeRecord(key, { ...record, endedAt: now })
    }
  })
}

const writeRecord = (key: string, record: PersonalRecord) => localStorage.setItem(key, JSON.stringify(record))

/** At start-up, with the stored session: legacy keys move under the prefix, then as followSession. */
export function sweepPersonal(session: { email: string | null } | null, now = Date.now()) {
  tryStorage(() => {
    for (const legacy of LEGACY_KEYS) {
      const raw = localStorage.getItem(legacy)
      if (raw === null) continue
      if (localStorage.getItem(keyOf(legacy)) === null) localStorage.setItem(keyOf(legacy), raw)
      localStorage.removeItem(legacy)
    }
  })
  followSession(session, now)
}
