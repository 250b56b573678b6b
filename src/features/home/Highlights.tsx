import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { VenueTimeNote } from '../../components/content/VenueTime'
import { useLang } from '../../i18n/use-lang'
import type { Meeting } from '../../../kernel/contract/content'
import { formatShortDay, formatTime } from '../../lib/format'
import { useVenue } from '../../lib/venue'
import { dateInZone } from '../../../kernel/venue-time'
import { pick } from '../../lib/translate'
import { BlockError } from './BlockError'
import type { Block } from './load-home'
import { Section } from './Section'

/** A few sessions of the business program, to show what the forum is about. */
export function Highlights({ block }: { block: Block<Meeting[]> }) {
  const lang = useLang()
  const { timeZone } = useVenue()
  if (block.ok && block.data.length === 0) return null
  const meetings = block.ok ? [...block.data].sort((a, b) => a.start_at.localeCompare(b.start_at)) : []
  return (
    <Section
      id="highlights"
      title={<Trans>В деловой программе</Trans>}
      more={
        <Link to="/program" className="home-section__more">
          <Trans>Вся программа</Trans>
        </Link>
      }
    >
      {block.ok ? (
        <>
          <VenueTimeNote className="muted home-section__note" day={meetings[0]?.date} />
          <ul className="home-highlights tiles tiles--s1 tiles--m2 tiles--l3">
            {meetings.map((meeting) => {
              const tr = pick(meeting.translations, lang)
              const area = meeting.area ? pick(meeting.area.translations, lang) : undefined
              return (
                <li key={meeting.id} className="card home-highlight">
                  <p className="home-highlight__when">
                    <time dateTime={meeting.start_at}>
                      {formatShortDay(dateInZone(meeting.start_at, timeZone), lang)}, {formatTime(meeting.start_at, timeZone)}–
                      {formatTime(meeting.end_at, timeZone)}
                    </time>
                  </p>
                  <h3 className="home-highlight__title">
                    <Link to="/program/meeting/$id" params={{ id: String(meeting.id) }} className="stretched-link">
                      {tr?.title}
                    </Link>
                  </h3>
                  {area ? <p className="home-highlight__where muted">{area.name}</p> : null}
                </li>
              )
            })}
          </ul>
        </>
      ) : (
        <BlockError error={block.error} />
      )}
    </Section>
  )
}
