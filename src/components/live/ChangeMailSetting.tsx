import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useLang } from '../../i18n/use-lang'
import { useAuthServices } from '../../session/use-session'

const PATH = '/api/live/mail/setting'

/** The cabinet's switch for the mails about changes to the person's program (on unless turned off). */
export function ChangeMailSetting() {
  const { actor } = useAuthServices()
  const lang = useLang()
  const [enabled, setEnabled] = useState<boolean | null>(null)
  const [failed, setFailed] = useState(false)
  const headers = () => ({ Authorization: `Bearer ${actor.getSnapshot().context.token ?? ''}`, 'X-Lang': lang, 'Content-Type': 'application/json' })

  useEffect(() => {
    let cancelled = false
    fetch(PATH, { headers: { Authorization: `Bearer ${actor.getSnapshot().context.token ?? ''}` } })
      .then((res) => (res.ok ? (res.json() as Promise<{ data?: { enabled?: unknown } }>) : null))
      .then((body) => !cancelled && typeof body?.data?.enabled === 'boolean' && setEnabled(body.data.enabled))
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [actor])

  if (enabled === null) return null
  const save = (next: boolean) => {
    setFailed(false)
    setEnabled(next)
    fetch(PATH, { method: 'POST', headers: headers(), body: JSON.stringify({ enabled: next }) })
      .then((res) => {
        if (!res.ok) throw new Error(String(res.status))
      })
      .catch(() => (setEnabled(!next), setFailed(true)))
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
