import { Trans, useLingui } from '@lingui/react/macro'
import { useParticipation } from './use-participation'
import './participation.css'

interface Props {
  meetingId: number
  title: string
  participation: string | null
  /** On the session page: 'Записаться на сессию' (secondary); in a list of the person's sessions: 'Участвовать'. */
  variant: 'page' | 'list'
  onChange?: (participation: string | null) => void
}

/**
 * Take part in a session, or refuse (§2 participate / take part). A speaker or moderator of the
 * session is told so instead: their part is the organizers' to change. The status line exists
 * before it has text so the success message is announced (role=status).
 */
export function ParticipationControl({ meetingId, title, participation: initial, variant, onChange }: Props) {
  const { t } = useLingui()
  const { participation, busy, notice, join, refuse } = useParticipation(meetingId, initial, onChange)
  // In a list every button needs its session in its name.
  const named = (label: string) => (variant === 'list' ? { 'aria-label': `${label}: ${title}` } : {})

  let control
  if (participation === 'speaker' || participation === 'moderator') {
    control = <p className="tag">{participation === 'speaker' ? <Trans>Вы спикер этой сессии</Trans> : <Trans>Вы модератор этой сессии</Trans>}</p>
  } else if (participation === 'participant') {
    const label = variant === 'page' ? t`Отменить запись` : t`Отказаться от участия`
    control = (
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void refuse()} {...named(label)}>
        {label}
      </button>
    )
  } else {
    // Secondary on the session page: its primary action is the star (SessionPick).
    const label = variant === 'page' ? t`Записаться на сессию` : t`Участвовать`
    control = (
      <button type="button" className={variant === 'page' ? 'button button--ghost' : 'button button--primary'} disabled={busy} onClick={() => void join()} {...named(label)}>
        {label}
      </button>
    )
  }
  return (
    <div className="participation">
      {control}
      <p className={notice?.kind === 'error' ? 'participation__notice participation__notice--error' : 'participation__notice'} role="status">
        {notice?.text ?? ''}
      </p>
    </div>
  )
}
