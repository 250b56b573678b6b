import type { AccountMeeting } from '../../../kernel/contract/account'
import { PERSONAL_KEY_PREFIX, readPersonal, removePersonal, writePersonal } from '../../session/personal-data'

/** A browser timer runs at most this far ahead; a later reminder is set when the next one has fired (or on the next visit). */
export const AHEAD_MS = 24 * 60 * 60 * 1000

export interface NextReminder {
  meeting: AccountMeeting
  /** When the notification is due (ms since the epoch): the start less the person's lead. */
  at: number
}

/** One reminder: the session at its start time (a moved session is another reminder, at its new time). */
export const reminderTag = (m: Pick<AccountMeeting, 'id' | 'start_at'>) => `reminder-${m.id}-${m.start_at}`

/**
 * The next reminder of the program at `now`: the earliest session not started yet (and not in
 * `shown`) whose lead time is ahead or already running (a page opened 10 minutes before still reminds).
 */
export function nextReminder(meetings: readonly AccountMeeting[], minutesBefore: number, now: number, shown: ReadonlySet<string> = new Set()): NextReminder | null {
  let best: NextReminder | null = null
  for (const meeting of meetings) {
    const start = Date.parse(meeting.start_at)
    if (!(start > now) || shown.has(reminderTag(meeting))) continue
    const at = start - minutesBefore * 60_000
    if (!best || at < best.at) best = { meeting, at }
  }
  return best
}

/** The record of a reminder shown in this browser (personal-data.ts: a logout deletes it, another account's login too). */
interface ShownRecord {
  email: string
  start: number
}

const SHOWN = 'reminder-shown:'
/** A shown record is kept this long after its session's start, then swept. */
const KEEP_MS = 24 * 60 * 60 * 1000

/** Whether this reminder was already shown to `email` in this browser (any tab). */
export const wasShown = (email: string, tag: string) => readPersonal<ShownRecord>(SHOWN + tag, email) !== null

/**
 * Takes the reminder for this browser: true if no tab has shown it yet (it is marked shown now),
 * false if one has. Old records are swept on the way.
 */
export function claimReminder(email: string, meeting: Pick<AccountMeeting, 'id' | 'start_at'>, now = Date.now()): boolean {
  sweepShown(now)
  const tag = reminderTag(meeting)
  if (wasShown(email, tag)) return false
  writePersonal<ShownRecord>(SHOWN + tag, { email, start: Date.parse(meeting.start_at) })
  return true
}

function sweepShown(now: number) {
  try {
    const names: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key?.startsWith(PERSONAL_KEY_PREFIX + SHOWN)) names.push(key.slice(PERSONAL_KEY_PREFIX.length))
    }
    for (const name of names) {
      const record = JSON.parse(localStorage.getItem(PERSONAL_KEY_PREFIX + name) ?? 'null') as Partial<ShownRecord> | null
      if (typeof record?.start !== 'number' || now - record.start > KEEP_MS) removePersonal(name)
    }
  } catch {
    // No storage: nothing to sweep.
  }
}

/**
 * Runs `claim` with no other tab of this site claiming at the same moment (Web Locks where the
 * browser has them): two tabs due at once show the reminder once.
 */
export function exclusive<T>(claim: () => T): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return Promise.resolve(claim())
  return locks.request('reminder-notifications', () => claim())
}
