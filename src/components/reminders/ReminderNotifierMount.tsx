import { type ComponentType, useEffect, useState } from 'react'
import { useSession } from '../../session/use-session'
import { REMINDERS_CHANGED } from './reminders-changed'


const granted = () => typeof Notification !== 'undefined' && Notification.permission === 'granted'

/**
 * A logged-in person who allowed notifications gets their reminders on any page of
 * the site. Only this check is in the first load: the notifier itself (its API calls, timers and
 * texts) is imported once the app has taken over the page, and only for such a person.
 */
export function ReminderNotifierMount() {
  const { loggedIn } = useSession()
  const [allowed, setAllowed] = useState(false)
  const [Notifier, setNotifier] = useState<ComponentType | null>(null)
  useEffect(() => {
    const check = () => setAllowed(granted())
    check()
    addEventListener(REMINDERS_CHANGED, check)
    return () => removeEventListener(REMINDERS_CHANGED, check)
  }, [])
  const wanted = loggedIn && allowed
  useEffect(() => {
    if (wanted && !Notifier) void import('./ReminderNotifier').then((m) => setNotifier(() => m.ReminderNotifier), () => undefined)
  }, [wanted, Notifier])
  return wanted && Notifier ? <Notifier /> : null
}
