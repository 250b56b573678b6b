import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useApi } from '../../session/use-session'

/** The cabinet's switch for the organizers' mails to groups (on unless turned off; the same as the link in each such mail). */
export function OrganizerMailSetting() {
  const { organizerMail } = useApi()
  const [enabled, setEnabled] = useState<boolean | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    organizerMail.read().then(
      (setting) => !cancelled && setEnabled(setting.enabled),
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [organizerMail])

  if (enabled === null) return null
  const save = (next: boolean) => {
    setFailed(false)
    setEnabled(next)
    organizerMail.save(next).catch(() => (setEnabled(!next), setFailed(true)))
  }
  return (
    <>
      <label className="reminders__switch">
        <input type="checkbox" checked={enabled} onChange={(e) => save(e.currentTarget.checked)} />
        <span>
          <Trans>Получать письма организаторов: новости форума и объявления для участников</Trans>
        </span>
      </label>
      {failed ? (
        <p role="alert">
          <Trans>Не удалось изменить настройку писем организаторов. Попробуйте ещё раз.</Trans>
        </p>
      ) : null}
    </>
  )
}
