import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ChangeKind, ProgramChange } from '../../../kernel/contract/changes'
import { changeFacts } from '../../../kernel/program-changes'
import { useLang } from '../../i18n/use-lang'
import { useVenue } from '../../lib/venue'
import './change-facts.css'

function KindLabel({ kind }: { kind: ChangeKind }): ReactNode {
  switch (kind) {
    case 'added':
      return <Trans>Новая сессия</Trans>
    case 'cancelled':
      return <Trans>Отменена</Trans>
    case 'restored':
      return <Trans>Снова в программе</Trans>
    case 'moved':
      return <Trans>Перенесена</Trans>
    case 'hall':
      return <Trans>Другой зал</Trans>
    case 'retitled':
      return <Trans>Новое название</Trans>
    case 'speakers':
      return <Trans>Спикеры</Trans>
  }
}

/** What one change did, kind by kind: "Перенесена: 14:00–15:00 → 15:30–16:30", in the venue's time. */
export function ChangeFacts({ change }: { change: ProgramChange }) {
  const lang = useLang()
  const { timeZone } = useVenue()
  return (
    <ul className="change__facts">
      {changeFacts(change, lang, timeZone).map((fact) => (
        <li key={fact.kind} className={`change__fact change__fact--${fact.kind}`}>
          <span className="change__kind">
            <KindLabel kind={fact.kind} />
          </span>
          {': '}
          {fact.before ? (
            <>
              <del dir="auto">{fact.before}</del> → <ins dir="auto">{fact.after || '—'}</ins>
            </>
          ) : (
            <span dir="auto">{fact.after}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
