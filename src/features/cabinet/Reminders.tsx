import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { is } from 'superstruct'
import { REMINDER_LEADS, type ReminderSettings, ReminderSettingsBody } from '../../../kernel/contract/account'
import { useAuthServices } from '../../session/use-session'
import { REMINDERS_CHANGED } from '../../components/reminders/reminders-changed'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { ChangeMailSetting } from '../../components/live/ChangeMailSetting'
import { OrganizerMailSetting } from './OrganizerMailSetting'
import { PushOptIn } from '../../components/live/PushOptIn'
import './reminders.css'

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; settings: ReminderSettings }
type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed'
type Permission = NotificationPermission | 'unsupported'

const permissionNow = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission)

/** The app's notifier (components/reminders) reads the settings and the permission again. */
const tellNotifier = () => dispatchEvent(new Event(REMINDERS_CHANGED))

/**
 * Reminders before the sessions of the person's program, off until turned on: by
 * email (5, 15 or 30 minutes before; the server sends them, with an unsubscribe link in each),
 * and as a browser notification while any page of the site is open, once the person has allowed
 * it with the button here (the browser is asked on that click only). The notifications are the
 * app's (components/reminders/ReminderNotifier.tsx), on every page: this is their settings.
 */
export function Reminders() {
  const { t } = useLingui()
  const { account } = useAuthServices()
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle')
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

  const save = ({ enabled, minutes_before }: ReminderSettings) => {
    const body = { enabled, minutes_before }
    if (!settings || !is(body, ReminderSettingsBody)) return
    const before = settings
    setLoad({ status: 'ready', settings: body })
    setSaveStatus('saving')
    account.call('saveReminders', { body }).then(
      (next) => {
        setLoad({ status: 'ready', settings: next })
        setSaveStatus('saved')
        tellNotifier()
      },
      () => {
        setLoad({ status: 'ready', settings: before })
        setSaveStatus('failed')
      },
    )
  }

  const askPermission = () => {
    if (typeof Notification === 'undefined') return
    const answered = (answer: Permission) => (setPermission(answer), tellNotifier())
    void Notification.requestPermission().then(answered, () => answered(permissionNow()))
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
            <input type="checkbox" checked={load.settings.enabled} disabled={saveStatus === 'saving'} onChange={(e) => save({ ...load.settings, enabled: e.currentTarget.checked })} />
            <span>
              <Trans>Напоминать о сессиях моей программы по почте</Trans>
            </span>
          </label>
          <fieldset className="reminders__lead" disabled={!load.settings.enabled || saveStatus === 'saving'}>
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
          {saveStatus === 'saved' ? (
            <p role="status">
              <Trans>Настройки напоминаний сохранены.</Trans>
            </p>
          ) : saveStatus === 'failed' ? (
            <p role="alert">
              <Trans>Не удалось сохранить настройки напоминаний. Попробуйте ещё раз.</Trans>
            </p>
          ) : null}
          <BrowserNotifications permission={permission} onAsk={askPermission} />
          <ChangeMailSetting />
          <OrganizerMailSetting />
          <PushOptIn />
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
