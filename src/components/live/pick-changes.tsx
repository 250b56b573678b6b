import { Trans } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import type { PickChange } from '../../../kernel/contract/live'
import { useLang } from '../../i18n/use-lang'
import { useProgramChanges } from '../../session/live/program-version'
import { useApi } from '../../session/use-session'
import { TimeRange } from '../content/VenueTime'
import './pick-changes.css'

/**
 * The person's changed picks not yet seen (server/live/pick-changes.ts), read again when the live
 * channel hears of a program change; `markSeen` takes the marks away.
 */
export function usePickChanges() {
  const { live } = useApi()
  const lang = useLang()
  const programChanges = useProgramChanges()
  const [changes, setChanges] = useState<PickChange[]>([])

  useEffect(() => {
    const controller = new AbortController()
    live.pickChanges(controller.signal).then(setChanges, () => undefined)
    return () => controller.abort()
    // The language is in the key: the answer's texts are read again in the new one.
  }, [live, lang, programChanges])

  const markSeen = useCallback(
    (ids: number[]) => {
      if (ids.length === 0) return
      setChanges((now) => now.filter((c) => !ids.includes(c.meeting_id)))
      live.pickChangesSeen(ids).catch(() => undefined)
    },
    [live],
  )
  return { changes: new Map(changes.map((c) => [c.meeting_id, c])), markSeen }
}

/** Under a changed session of "my program": what it was before (and that it moved or was cancelled). */
export function PickChangeNote({ change, day }: { change: PickChange; day?: string }) {
  const lang = useLang()
  return (
    <p className={`pick-change pick-change--${change.kind}`} data-testid="pick-change">
      <span className="pick-change__badge">{change.kind === 'moved' ? <Trans>Перенесена</Trans> : <Trans>Отменена</Trans>}</span>{' '}
      <span className="pick-change__before">
        <Trans>Было:</Trans> <TimeRange start={change.before.start_at} end={change.before.end_at} lang={lang} {...(day ? { day } : {})} />
        {change.before.hall ? ` · ${change.before.hall}` : ''}
      </span>
      {change.kind === 'moved' ? (
        <span className="pick-change__after">
          {' → '}
          <Trans>стало:</Trans> <TimeRange start={change.after.start_at} end={change.after.end_at} lang={lang} {...(day ? { day } : {})} />
          {change.after.hall ? ` · ${change.after.hall}` : ''}
        </span>
      ) : null}
    </p>
  )
}

/** "Seen": the marks of my program's changed sessions go. */
export function PickChangesSeen({ ids, onSeen }: { ids: number[]; onSeen: (ids: number[]) => void }) {
  if (ids.length === 0) return null
  return (
    <p className="pick-changes-seen">
      <button type="button" className="button button--ghost" onClick={() => onSeen(ids)}>
        <Trans>Отметить изменения как просмотренные</Trans>
      </button>
    </p>
  )
}
