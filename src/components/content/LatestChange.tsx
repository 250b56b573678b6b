import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ProgramChange } from '../../../kernel/contract/changes'
import { dateInZone } from '../../../kernel/venue-time'
import { useNow } from './use-now'
import { useSite } from '../../lib/site'
import { useVenue } from '../../lib/venue'
import { ChangeFacts } from './ChangeFacts'
import './change-facts.css'

/** A session's latest change, as the session pages' loaders give it (loadLatestChange). */
export interface LatestChangeData {
  number: number
  at: string
  change: ProgramChange
}

/**
 * A session's or festival item's latest change (moved, another hall, cancelled…), shown on its
 * page until the event is over, with a way to the whole change log. A session added with the first program has none.
 */
export function LatestChange({ latest }: { latest: LatestChangeData | null | undefined }) {
  const { event } = useSite()
  const { timeZone } = useVenue()
  // Unknown on the server's render (null): shown; the browser hides it once the event is over.
  const now = useNow()
  if (!latest) return null
  if (event && now !== null && dateInZone(now, timeZone) > event.ends_on) return null
  return (
    <aside className="latest-change" aria-labelledby="latest-change-heading">
      <p id="latest-change-heading" className="latest-change__title">
        <strong>
          <Trans>Изменение в программе (версия {latest.number})</Trans>
        </strong>
      </p>
      <ChangeFacts change={latest.change} />
      <p className="latest-change__more">
        <Link to="/program/changes">
          <Trans>Все изменения программы</Trans>
        </Link>
      </p>
    </aside>
  )
}
