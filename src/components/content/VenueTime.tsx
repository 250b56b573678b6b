import { Trans, useLingui } from '@lingui/react/macro'
import type { Lang } from '../../../kernel/constants'
import { dateInZone, dayUtcLabel, offsetMinutes, utcLabel } from '../../../kernel/venue-time'
import { formatShortDay, formatTime } from '../../lib/format'
import { useVenue } from '../../lib/venue'
import './content.css'

/**
 * "10:00–11:30" on the venue's clock (§16), as two machine-readable <time> elements. With `day`
 * (the session's conference day), a session that starts on another calendar date (past
 * midnight, before the day change) says which: "01:00–02:00 (9 дек.)". A session that ends on
 * the next calendar date is marked: "13:00–02:20 +1" (ends the next day).
 */
export function TimeRange({ start, end, lang, day }: { start: string; end: string; lang: Lang; day?: string }) {
  const { t } = useLingui()
  const { timeZone } = useVenue()
  const date = dateInZone(start, timeZone)
  const nextDay = dateInZone(end, timeZone) > date
  return (
    <>
      <time dateTime={start}>{formatTime(start, timeZone)}</time>–<time dateTime={end}>{formatTime(end, timeZone)}</time>
      {nextDay ? (
        <>
          {' '}
          <abbr className="next-day" title={t`заканчивается на следующий день`}>
            +1
          </abbr>
        </>
      ) : null}
      {day && date !== day ? ` (${formatShortDay(date, lang)})` : null}
    </>
  )
}

/** §16: "Время площадки: Берлин (UTC+1)": the venue's city and its UTC offset on `day` (default: the event's first day). */
export function useVenueTimeText(day?: string): string {
  const { t } = useLingui()
  const { timeZone, place, firstDay } = useVenue()
  const offset = dayUtcLabel(day ?? firstDay, timeZone)
  return t`Время площадки: ${place} (${offset})`
}

/** §16: every list of times says whose clock they are on; `day`: the list's day. */
export function VenueTimeNote({ className = 'venue-time muted', day, as: Tag = 'p' }: { className?: string; day?: string; as?: 'p' | 'span' }) {
  return <Tag className={className}>{useVenueTimeText(day)}</Tag>
}

/** The short label after a single time: "время площадки (Берлин, UTC+1)"; `at`: that time. */
export function VenueTimeLabel({ at }: { at: string }) {
  const { timeZone, place } = useVenue()
  const offset = utcLabel(offsetMinutes(at, timeZone))
  return (
    <Trans>
      время площадки ({place}, {offset})
    </Trans>
  )
}
