import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useApi } from '../../session/use-session'

/** The cabinet's switch for the mails about changes to the person's program (on unless turned off). */
export function ChangeMailSetting() {
  const { live } = useApi()
  const [enabled, setEnabled] = useState<boolean | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let cancelled = false
    live.changeMail().then(
      (setting) => !cancelled && setEnabled(setting.enabled),
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [live])

  if (enabled === null) return null
  const save = (next: boolean) => {
    setFailed(false)
    setEnabled(next)
    live.saveChangeMail(next).catch(() => (setEnabled(!next), setFailed(true)))
  }
  return (
    <>
      <label className="reminders__switch">
        <input type="checkbox" checked={enabled} onChange={(e) => save(e.currentTarget.checked)} />
        <span>
          <Trans>Сообщать по почте, когда сессию из моей программы переносят или отменяют</Trans>
        </span>
      </label>
      {failed ? (
        <p role="alert">
          <Trans>Не удалось изменить настройку уведомлений. Попробуйте ещё раз.</Trans>
        </p>
      ) : null}
    </>
  )
}
