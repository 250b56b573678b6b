import { Trans } from '@lingui/react/macro'
import type { Announcement } from '../../../kernel/contract/live'
import { clockTime } from '../../../kernel/venue-time'
import { useLang } from '../../i18n/use-lang'
import { useVenue } from '../../lib/venue'
import { currentAnnouncements, useHeardAnnouncements } from '../../session/live/heard-announcements'

/**
 * The organizers' announcements of the day on the change log, newest first, each with its time
 * at the venue: those the page was loaded with and those heard on the live channel since. None:
 * nothing at all (no empty heading).
 */
export function DayAnnouncements({ loaded }: { loaded: readonly Announcement[] }) {
  const lang = useLang()
  const { timeZone } = useVenue()
  const heard = useHeardAnnouncements()
  const shown = currentAnnouncements(loaded, heard)
  if (shown.length === 0) return null
  return (
    <section className="changes__announcements" aria-labelledby="day-announcements">
      <h2 id="day-announcements">
        <Trans>Объявления организаторов сегодня</Trans>
      </h2>
      <ul className="changes__list">
        {shown.map((a) => (
          <li key={a.id} className="change announcement">
            <time className="announcement__time" dateTime={a.created_at}>
              {clockTime(a.created_at, timeZone)}
            </time>{' '}
            <span dir="auto" lang={a.text[lang] ? lang : 'ru'}>
              {a.text[lang] || a.text.ru}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
