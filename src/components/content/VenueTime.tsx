import { Trans } from '@lingui/react/macro'
import type { Lang } from '../../../kernel/constants'
import { formatTime } from '../../lib/format'
import './content.css'

/** "10:00–11:30" in the venue's time zone, as two machine-readable <time> elements. */
export function TimeRange({ start, end, lang }: { start: string; end: string; lang: Lang }) {
  return (
    <>
      <time dateTime={start}>{formatTime(start, lang)}</time>–<time dateTime={end}>{formatTime(end, lang)}</time>
    </>
  )
}

/** Times on the site are the venue's (VENUE_TIME_ZONE, Europe/Moscow): every list of times says so. */
export function VenueTimeNote({ className = 'venue-time muted' }: { className?: string }) {
  return (
    <p className={className}>
      <Trans>Время указано московское (МСК, UTC+3)</Trans>
    </p>
  )
}

/** The short label after a single time: "время московское (МСК)". */
export function VenueTimeLabel() {
  return <Trans>время московское (МСК)</Trans>
}
