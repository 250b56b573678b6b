import { useLingui } from '@lingui/react/macro'
import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { EVENT_ID } from '../../../kernel/constants'
import type { AccountMeeting, ReminderSettings } from '../../../kernel/contract/account'
import { useLang } from '../../i18n/use-lang'
import { formatTime } from '../../lib/format'
import { pick } from '../../lib/translate'
import { useVenue } from '../../lib/venue'
import { FavoritesContext } from '../../session/favorites-slot'
import { noSubscribe, useAuthServices, useSession } from '../../session/use-session'
import { AHEAD_MS, claimReminder, exclusive, nextReminder, reminderTag, wasShown } from './next-reminder'
import { REMINDERS_CHANGED } from './reminders-changed'

/** How often the settings and the program are read again while a page is open (a session moved or dropped elsewhere). */
export const REFRESH_MS = 5 * 60_000
/** The person's sessions, as the cabinet lists them (the server reminds by mail of the same ones). */
const programQuery = () => ({ query: { event_id: EVENT_ID, with: ['area' as const], limit: 1000, brief: 1 as const } })

interface Known {
  settings: ReminderSettings
  program: AccountMeeting[]
}

/** The person's favorites once loaded (null before): a star set or taken out on this page reads the program again. */
function useFavoriteIds(): readonly number[] | null {
  const slot = useContext(FavoritesContext)
  return useSyncExternalStore(slot?.subscribe ?? noSubscribe, () => {
    const snapshot = slot?.getSnapshot()
    return snapshot?.hasTag('loaded') ? snapshot.context.ids : null
  })
}

/** Desktop browsers take `new Notification`; Chrome on Android only its worker's showNotification. */
function show(shownTitle: string, shownOptions: NotificationOptions) {
  // A notification wraps on its own: the soft hyphens of the site's texts and titles would show.
  const title = shownTitle.replaceAll('\u00AD', '')
  const options = { ...shownOptions, body: shownOptions.body?.replaceAll('\u00AD', '') }
  try {
    const notification = new Notification(title, options)
    notification.onclick = () => window.focus()
  } catch {
    void navigator.serviceWorker?.getRegistration().then((registration) => registration?.showNotification(title, options))
  }
}

/**
 * While any page of the site is open, the next reminder of the person's program
 * shows as a browser notification at its time (their lead: 5, 15 or 30 minutes before). Mounted
 * once for the app (ReminderNotifierMount) for a logged-in person who allowed notifications.
 * Each reminder shows once in this browser, whatever the tabs (a record per session and start
 * under the personal prefix: a logout deletes them). Before it shows, the program is read again:
 * none for a session dropped meanwhile, and a moved session is reminded at its new time.
 */
export function ReminderNotifier() {
  const { t } = useLingui()
  const lang = useLang()
  const { timeZone } = useVenue()
  const { account } = useAuthServices()
  const { email } = useSession()
  const ids = useFavoriteIds()
  const [known, setKnown] = useState<Known | null>(null)
  const [round, setRound] = useState(0)
  // Shown (or taken by another tab) during this page's life: also when storage is unavailable.
  const handled = useRef(new Set<string>())

  const idsKey = ids?.join(',')
  useEffect(() => {
    let live = true
    const refresh = async () => {
      const settings = await account.call('reminders')
      const program = settings.enabled ? await account.call('userMeetings', programQuery()) : []
      if (live) setKnown({ settings, program })
    }
    const load = () => void refresh().catch(() => undefined) // offline or refused: the known program stays
    load()
    addEventListener(REMINDERS_CHANGED, load)
    const timer = setInterval(load, REFRESH_MS)
    return () => {
      live = false
      removeEventListener(REMINDERS_CHANGED, load)
      clearInterval(timer)
    }
  }, [account, idsKey])

  useEffect(() => {
    if (!known?.settings.enabled || !email) return
    const program = known.program
    const done = new Set(program.map(reminderTag).filter((tag) => handled.current.has(tag) || wasShown(email, tag)))
    const now = Date.now()
    const next = nextReminder(program, known.settings.minutes_before, now, done)
    if (!next || next.at - now > AHEAD_MS) return
    let live = true
    const fire = async () => {
      const fresh = await account.call('userMeetings', programQuery()).catch(() => null)
      if (!live) return
      const current = fresh ? fresh.find((m) => m.id === next.meeting.id) : next.meeting
      // Dropped or moved since: the fresh program sets the next timer (a moved session at its new time).
      if (fresh) setKnown((k) => k && { ...k, program: fresh })
      if (!current || current.start_at !== next.meeting.start_at) return
      const tag = reminderTag(current)
      handled.current.add(tag)
      if (!(await exclusive(() => claimReminder(email, current)))) return
      const title = pick(current.translations, lang)?.title ?? ''
      const hall = current.area ? pick(current.area.translations, lang)?.name : undefined
      const time = formatTime(current.start_at, timeZone)
      show(t`Скоро начнётся: ${title}`, { body: hall ? `${time} · ${hall}` : time, tag, lang })
    }
    const timer = setTimeout(() => void fire().finally(() => live && setRound((n) => n + 1)), Math.max(0, next.at - now))
    return () => {
      live = false
      clearTimeout(timer)
    }
    // `t`, the language and the zone only word the text: a change need not reset the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, email, account, round])

  return null
}
