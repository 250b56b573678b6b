import { Trans } from '@lingui/react/macro'
import { useLang } from '../../i18n/use-lang'
import { formatDay } from '../../lib/format'
import { Fact } from './Facts'
import { TimeRange, VenueTimeLabel } from './VenueTime'

/** A meeting's date and time (venue time, labelled): the first facts of a session's or festival item's page. */
export function WhenFacts({ date, start, end }: { date: string; start: string; end: string }) {
  const lang = useLang()
  return (
    <>
      <Fact label={<Trans>Дата</Trans>}>{formatDay(date, lang)}</Fact>
      <Fact label={<Trans>Время</Trans>}>
        <TimeRange start={start} end={end} lang={lang} day={date} />,{' '}
        <span className="muted">
          <VenueTimeLabel at={start} />
        </span>
      </Fact>
    </>
  )
}
