import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { is } from 'superstruct'
import { type AccountMeeting, REMINDER_LEADS, type ReminderSettings, ReminderSettingsBody } from '../../../kernel/contract/account'
import { useLang } from '../../i18n/use-lang'
import { formatTime } from '../../lib/format'
import { pick } from '../../lib/translate'
import { useVenue } from '../../lib/venue'
import type { Favorites } from '../../session/use-favorites'
import { useAuthServices } from '../../session/use-session'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { type NextReminder, useReminderNotifications } from './RemindersNotifications'
import './reminders.css'

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; settings: ReminderSettings }
type Saved = 'idle' | 'saving' | 'saved' | 'failed'
type Permission = NotificationPermission | 'unsupported'

const permissionNow = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission)

/**
 * The program the reminders follow, as the server counts it when it sends them: the cabinet's
 * sessions less a favorite taken out during this visit (sessions signed up for, and a speaker's
 * own, stay).
 */
const inProgram = (favorites: Favorites) => (m: AccountMeeting) =>
  m.participation === 'participant' || !m.is_favorite || !favorites.loaded || favorites.has(m.id)

/**
 * Issue 14.4: reminders before the sessions of the person's program, off until turned on: by
 * email (5, 15 or 30 minutes before; the server sends them, with an unsubscribe link in each),
 * and as a browser notification while the site is open, once the person has allowed it with
 * the button here (the browser is asked on that click only).
 */
export function Reminders({ meetings, favorites }: { meetings: AccountMeeting[]; favorites: Favorites }) {
  const { t } = useLingui()
  const lang = useLang()
  const { timeZone } = useVenue()
  const { account } = useAuthServices()
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [saved, setSaved] = useState<Saved>('idle')
  // Account pages are drawn by the browser only (staticData.clientOnly): Notification can be read at once.
  const [permission, setPermission] = useState<Permission>(permissionNow)

  const fetchSettings = useCallback(
    () =>
      account.call('reminders').then(
        (settings) => setLoad({ status: 'ready', settings }),
        () => setLoad({ status: 'failed' }),
      ),
    [account],
  )
  useEffect(() => void fetchSettings(), [fetchSettings])

  const settings = load.status === 'ready' ? load.settings : null
  const program = meetings.filter(inProgram(favorites))
  const text = (next: NextReminder) => {
    const title = pick(next.meeting.translations, lang)?.title ?? ''
    const hall = next.meeting.area ? pick(next.meeting.area.translations, lang)?.name : undefined
    const time = formatTime(next.meeting.start_at, timeZone)
    return { title: t`Скоро начнётся: ${title}`, body: hall ? `${time} · ${hall}` : time }
  }
  useReminderNotifications(settings, program, text, permission)

  const save = ({ enabled, minutes_before }: ReminderSettings) => {
    const body = { enabled, minutes_before }
    if (!settings || !is(body, ReminderSettingsBody)) return
    const before = settings
    setLoad({ status: 'ready', settings: body })
    setSaved('saving')
    account.call('saveReminders', { body }).then(
      (next) => {
        setLoad({ status: 'ready', settings: next })
        setSaved('saved')
      },
      () => {
        setLoad({ status: 'ready', settings: before })
        setSaved('failed')
      },
    )
  }

  const askPermission = () => {
    if (typeof Notification === 'undefined') return
    void Notification.requestPermission().then(setPermission, () => setPermission(permissionNow()))
  }

  return (
    <section className="card cabinet__section reminders no-print" aria-labelledby="reminders">
      <h2 id="reminders">
        <Trans>Напоминания</Trans>
      </h2>
      {load.status === 'loading' ? (
        <BlockLoading />
      ) : load.status === 'failed' ? (
        <BlockFailed onRetry={() => (setLoad({ status: 'loading' }), void fetchSettings())}>
          <Trans>Не удалось загрузить настройки напоминаний.</Trans>
        </BlockFailed>
      ) : (
        <>
          <label className="reminders__switch">
            <input type="checkbox" checked={load.settings.enabled} disabled={saved === 'saving'} onChange={(e) => save({ ...load.settings, enabled: e.currentTarget.checked })} />
            <span>
              <Trans>Напоминать о сессиях моей программы по почте</Trans>
            </span>
          </label>
          <fieldset className="reminders__lead" disabled={!load.settings.enabled || saved === 'saving'}>
            <legend>
              <Trans>За сколько минут до начала</Trans>
            </legend>
            {REMINDER_LEADS.map((minutes) => (
              <label key={minutes}>
                <input
                  type="radio"
                  name="reminder-lead"
                  value={minutes}
                  checked={load.settings.minutes_before === minutes}
                  onChange={() => save({ ...load.settings, minutes_before: minutes })}
                />
                <span>{t`${minutes} мин`}</span>
              </label>
            ))}
          </fieldset>
          <p className="muted">
            <Trans>В каждом письме есть ссылка, которая выключает напоминания без входа на сайт.</Trans>
          </p>
          {saved === 'saved' ? (
            <p role="status">
              <Trans>Настройки напоминаний сохранены.</Trans>
            </p>
          ) : saved === 'failed' ? (
            <p role="alert">
              <Trans>Не удалось сохранить настройки напоминаний. Попробуйте ещё раз.</Trans>
            </p>
          ) : null}
          <BrowserNotifications permission={permission} onAsk={askPermission} />
        </>
      )}
    </section>
  )
}

function BrowserNotifications({ permission, onAsk }: { permission: Permission; onAsk: () => void }) {
  if (permission === 'unsupported') return null
  if (permission === 'granted') {
    return (
      <p>
        <Trans>Пока сайт открыт, напоминание придёт и уведомлением в браузере.</Trans>
      </p>
    )
  }
  if (permission === 'denied') {
    return (
      <p className="muted">
        <Trans>Уведомления от сайта запрещены в настройках браузера.</Trans>
      </p>
    )
  }
  return (
    <p>
      <button type="button" className="button button--ghost" onClick={onAsk}>
        <Trans>Получать уведомления в браузере</Trans>
      </button>
    </p>
  )
}
