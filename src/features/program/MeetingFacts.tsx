import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Fact, Facts, Joined } from '../../components/content/Facts'
import { HallFillBadge } from '../../components/hall-fill/HallFillBadge'
import { SeatFact } from '../../components/seats/SeatFact'
import { WhenFacts } from '../../components/content/WhenFacts'
import { useLang } from '../../i18n/use-lang'
import type { Meeting } from '../../../kernel/contract/content'
import { pick } from '../../lib/translate'
import { sessionLanguages } from './session-lang'

/** §2 session details: date, time (venue time, labelled), venue, industry, format. */
export function MeetingFacts({ meeting }: { meeting: Meeting }) {
  const lang = useLang()
  const area = meeting.area ? pick(meeting.area.translations, lang) : undefined
  const format = meeting.areaEventType ? pick(meeting.areaEventType.translations, lang)?.name : undefined
  const industries = meeting.industries ?? []
  // §16: the session's language, when it is not the reader's (an imported program declares it).
  const languages = sessionLanguages(meeting.lang, lang)
  return (
    <Facts>
      <WhenFacts date={meeting.date} start={meeting.start_at} end={meeting.end_at} />
      {area ? (
        <Fact label={<Trans>Место</Trans>}>
          <Link to="/program/$id" params={{ id: String(meeting.area_id) }}>
            {area.name}
          </Link>
          {area.location ? `, ${area.location}` : null}
          <HallFillBadge areaId={meeting.area_id} />
        </Fact>
      ) : null}
      {industries.length > 0 ? (
        <Fact label={industries.length > 1 ? <Trans>Индустрии</Trans> : <Trans>Индустрия</Trans>}>
          <Joined>
            {industries.map((industry) => (
              <Link key={industry.id} to="/program" search={{ day: meeting.date, industry: industry.id }}>
                {pick(industry.translations, lang)?.name}
              </Link>
            ))}
          </Joined>
        </Fact>
      ) : null}
      {format ? <Fact label={<Trans>Формат</Trans>}>{format}</Fact> : null}
      <SeatFact meetingId={meeting.id} />
      {languages.length > 0 ? <Fact label={<Trans>Язык</Trans>}>{languages.join(', ')}</Fact> : null}
    </Facts>
  )
}
