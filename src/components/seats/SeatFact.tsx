import { Trans } from '@lingui/react/macro'
import { Fact } from '../content/Facts'
import { SeatBadge, useSeatCounts } from './SeatBadge'

/** The session page's "Seats" line, only for a session that takes sign-ups. */
export function SeatFact({ meetingId }: { meetingId: number }) {
  const counts = useSeatCounts(meetingId)
  if (!counts) return null
  return (
    <Fact label={<Trans>Места</Trans>}>
      <SeatBadge meetingId={meetingId} />
    </Fact>
  )
}
