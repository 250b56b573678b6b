import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import type { SeatCounts } from '../../../kernel/contract/seats'
import { freeSeats } from '../../../kernel/seats'
import { useHydrated } from '../../session/use-session'
import { seatCountsOf, seatCountsVersion, subscribeSeatCounts } from '../../session/live/seat-store'
import './seats.css'

const serverVersion = () => -1
const noSubscribe = () => () => {}

/** A session's seat figures, following the live channel; null for a session without sign-ups (or before the page is ready). */
export function useSeatCounts(meetingId: number): SeatCounts | null {
  const hydrated = useHydrated()
  const v = useSyncExternalStore(hydrated ? subscribeSeatCounts : noSubscribe, seatCountsVersion, serverVersion)
  if (!hydrated || v < 0) return null
  return seatCountsOf(meetingId) ?? null
}

/** "12 seats", "few seats left", "full, waiting list" or "sign-up closed"; nothing for open entry. */
export function SeatBadge({ meetingId }: { meetingId: number }) {
  const { t } = useLingui()
  const counts = useSeatCounts(meetingId)
  if (!counts) return null
  const free = freeSeats(counts)
  const label = {
    open: t({ message: plural(free, { one: '# место', few: '# места', other: '# мест' }) }),
    few: t`Осталось мало мест: ${free}`,
    full: t`Мест нет, лист ожидания`,
    closed: t`Запись закрыта`,
  }[counts.label]
  return (
    <span className={`seat-badge seat-badge--${counts.label}`} data-seats={counts.label}>
      {label}
    </span>
  )
}
