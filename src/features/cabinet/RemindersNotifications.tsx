import { useEffect, useRef, useState } from 'react'
import type { AccountMeeting, ReminderSettings } from '../../../kernel/contract/account'

/** A browser timer runs at most this far ahead; a later reminder is set when the next one has fired (or on the next visit). */
const AHEAD_MS = 24 * 60 * 60 * 1000

export interface NextReminder {
  meeting: AccountMeeting
  /** When the notification is due (ms since the epoch): the start less the person's lead. */
  at: number
}

export const reminderTag = (m: Pick<AccountMeeting, 'id' | 'start_at'>) => `reminder-${m.id}-${m.start_at}`

/**
 * The next reminder of the program at `now`: the earliest session not started yet (and not in
 * `shown`) whose lead time is ahead or already running (a page opened 10 minutes before still reminds).
 */
export function nextReminder(meetings: AccountMeeting[], minutesBefore: number, now: number, shown: ReadonlySet<string> = new Set()): NextReminder | null {
  let best: NextReminder | null = null
  for (const meeting of meetings) {
    const start = Date.parse(meeting.start_at)
    if (!(start > now) || shown.has(reminderTag(meeting))) continue
    const at = start - minutesBefore * 60_000
    if (!best || at < best.at) best = { meeting, at }
  }
  return best
}

export const notificationsAllowed = () => typeof Notification !== 'undefined' && Notification.permission === 'granted'

/**
 * Issue 14.4: while the site is open and the person has allowed notifications, the next reminder
 * of their program shows as a browser notification at its time (no service worker: only while a
 * page is open). The tag is the session and its start, so tabs open side by side show it once.
 * `text` words it in the person's language.
 */
export function useReminderNotifications(
  settings: ReminderSettings | null,
  meetings: AccountMeeting[],
  text: (next: NextReminder) => { title: string; body: string },
  permission: NotificationPermission | 'unsupported',
) {
  const [fired, setFired] = useState(0)
  const shown = useRef(new Set<string>())
  useEffect(() => {
    if (!settings?.enabled || permission !== 'granted' || !notificationsAllowed()) return
    const now = Date.now()
    const next = nextReminder(meetings, settings.minutes_before, now, shown.current)
    if (!next || next.at - now > AHEAD_MS) return
    const timer = setTimeout(() => {
      const { title, body } = text(next)
      shown.current.add(reminderTag(next.meeting))
      new Notification(title, { body, tag: reminderTag(next.meeting) })
      setFired((n) => n + 1)
    }, Math.max(0, next.at - now))
    return () => clearTimeout(timer)
    // `text` changes with the language only; a new one need not reset the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings?.enabled, settings?.minutes_before, meetings, permission, fired])
}
