import { Trans } from '@lingui/react/macro'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { MySeat } from '../../../kernel/contract/seats'
import { useLang } from '../../i18n/use-lang'
import { seatsApi } from '../../lib/api/seats'
import { useAuthServices, useSession } from '../../session/use-session'
import { seatCountsVersion, subscribeSeatCounts } from '../../session/live/seat-store'

/** One read per figures' version for every mark of the page (a program of 40 sessions asks once). */
let shared: { version: number; lang: string; read: Promise<MySeat[]> } | null = null
const readMine = (api: ReturnType<typeof seatsApi>, version: number, lang: string) => {
  if (!shared || shared.version !== version || shared.lang !== lang) shared = { version, lang, read: api.mine() }
  return shared.read
}

/**
 * The person's places, read once per page and again (at most once a second) whenever seat
 * figures move on the live channel: "my program" marks an offer the moment it is made.
 */
function useMySeats(): ReadonlyMap<number, MySeat> {
  const { loggedIn } = useSession()
  const { account } = useAuthServices()
  const lang = useLang()
  const api = useMemo(() => seatsApi(account, lang), [account, lang])
  const version = useSyncExternalStore(subscribeSeatCounts, seatCountsVersion, () => -1)
  const [seats, setSeats] = useState<ReadonlyMap<number, MySeat>>(new Map())
  useEffect(() => {
    if (!loggedIn) return
    let current = true
    const timer = setTimeout(() => {
      readMine(api, version, lang).then((mine) => current && setSeats(new Map(mine.map((s) => [s.meeting_id, s]))), () => undefined)
    }, version <= 1 ? 0 : 1000)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, lang, loggedIn, version])
  return seats
}

/** "A seat is yours", "in line: N", or "a seat is offered: confirm it" beside a session of my program. */
export function MySeatMark({ meetingId }: { meetingId: number }) {
  const seat = useMySeats().get(meetingId)
  if (!seat) return null
  return (
    <span className={`seat-mark seat-mark--${seat.state}`} data-my-seat={seat.state}>
      {seat.state === 'seated' ? <Trans>Место за вами</Trans> : seat.state === 'waiting' ? <Trans>В очереди: {seat.place ?? 0}</Trans> : <Trans>Освободилось место — подтвердите</Trans>}
    </span>
  )
}
