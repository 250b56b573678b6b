import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { ACCOUNT_API_PREFIX } from '../../../kernel/constants'
import { organizerMailEndpoints } from '../../../kernel/contract/desk-messages'
import { useLang } from '../../i18n/use-lang'
import { useAuthServices } from '../../session/use-session'

const PATH = `${ACCOUNT_API_PREFIX}${organizerMailEndpoints.read.path}`

/** The cabinet's switch for the organizers' mails to groups (on unless turned off; the same as the link in each such mail). */
export function OrganizerMailSetting() {
  const { actor } = useAuthServices()
  const lang = useLang()
  const [enabled, setEnabled] = useState<boolean | null>(null)
  const [failed, setFailed] = useState(false)
  const auth = () => ({ Authorization: `Bearer ${actor.getSnapshot().context.token ?? ''}`, 'X-Lang': lang })

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
    fetch(PATH, { method: 'PUT', headers: { ...auth(), 'Content-Type': 'application/json' }, body: JSON.stringify({ enabled: next }) })
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
