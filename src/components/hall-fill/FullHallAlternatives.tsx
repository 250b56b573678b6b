import { Trans } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { EVENT_ID } from '../../../kernel/constants'
import type { Meeting } from '../../../kernel/contract/content'
import { clockTime } from '../../../kernel/venue-time'
import { useLang } from '../../i18n/use-lang'
import { pick } from '../../lib/translate'
import { useVenue } from '../../lib/venue'
import { MeetingLink } from '../content/MeetingLink'
import { HallFillBadge, useHallFill } from './HallFillBadge'
import { hallFillNow, hallFillOf } from '../../session/live/hall-fill-store'
import { hallFillLevel } from '../../../kernel/hall-fill'

const root = getRouteApi('__root__')

/** Sessions overlapping `meeting` in other halls that are not full (a hall with no recent count is offered too, marked as such). */
export function alternativesTo(meeting: Meeting, sameDay: Meeting[], now: number): Meeting[] {
  const start = Date.parse(meeting.start_at)
  const end = Date.parse(meeting.end_at)
  return sameDay.filter((m) => {
    if (m.id === meeting.id || m.area_id === meeting.area_id || m.withdrawn) return false
    if (Date.parse(m.start_at) >= end || Date.parse(m.end_at) <= start) return false
    const fill = hallFillOf(m.area_id)
    return !fill || hallFillLevel(fill.present, fill.capacity, fill.counted_at, now) !== 'full'
  })
}

/**
 * A full session's page offers what runs at the same time in halls that are not full. Shown only
 * while the session's hall reads "full" (a count in the last 15 minutes); the day's sessions are
 * asked for then.
 */
export function FullHallAlternatives({ meeting }: { meeting: Meeting }) {
  const lang = useLang()
  const venue = useVenue()
  const { content } = root.useRouteContext()
  const level = useHallFill(meeting.area_id)
  const [sameDay, setSameDay] = useState<Meeting[] | null>(null)
  const full = level === 'full'

  useEffect(() => {
    if (!full) return
    const controller = new AbortController()
    const query = { event_id: EVENT_ID, date: meeting.date, is_culture: meeting.is_culture ? (1 as const) : (0 as const), with: ['area' as const], brief: 1 as const, limit: 1000 }
    content.get('meetings', { query, signal: controller.signal }).then(setSameDay, () => undefined)
    return () => controller.abort()
  }, [content, full, meeting.date, meeting.is_culture])

  if (!full) return null
  // Judged at the same moment as the level above.
  const options = sameDay ? alternativesTo(meeting, sameDay, hallFillNow()) : null
  return (
    <section className="hall-full" aria-labelledby="hall-full-heading" role="status">
      <h2 id="hall-full-heading">
        <Trans>Зал заполнен</Trans>
      </h2>
      {options === null ? null : options.length === 0 ? (
        <p>
          <Trans>В это время в других залах ничего не идёт.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>В это же время в других залах:</Trans>
          </p>
          <ul className="hall-full__list">
            {options.map((m) => (
              <li key={m.id} data-testid="hall-alternative">
                <MeetingLink meeting={m}>{pick(m.translations, lang)?.title ?? ''}</MeetingLink>{' '}
                <span className="muted">
                  {clockTime(m.start_at, venue.timeZone)}–{clockTime(m.end_at, venue.timeZone)}, {m.area ? pick(m.area.translations, lang)?.name : ''}
                </span>
                <HallFillBadge areaId={m.area_id} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
