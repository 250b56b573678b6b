import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { HallSeatVerdict, HallSeatsOffline } from '../../../kernel/contract/seats'
import { TICKET_CODE } from '../../../kernel/contract/staff'
import { DOOR_REFRESH_MS } from '../../../kernel/constants'
import { useLang } from '../../i18n/use-lang'
import { seatsApi } from '../../lib/api/seats'
import { useAuthServices, useSession } from '../../session/use-session'
import { TicketScanner } from './TicketScanner'
import { ticketHash } from './offline-judge'
import { readHallSeats, saveHallSeats } from './staff-store'
import '../../components/seats/seats.css'

type Shown = { verdict: HallSeatVerdict; offline: boolean; seq: number } | { notTicket: true; seq: number }

/** The kept lists' answer for a code: a seat, a place in line, or none. */
async function judgeOffline(data: HallSeatsOffline, meetingId: number, code: string): Promise<HallSeatVerdict> {
  const lists = data.sessions.find((s) => s.meeting_id === meetingId)
  const hash = await ticketHash(data.salt, code)
  if (lists?.seated.includes(hash)) return { verdict: 'seated', place: null, name: null }
  const at = lists?.waiting.indexOf(hash) ?? -1
  return at >= 0 ? { verdict: 'waiting', place: at + 1, name: null } : { verdict: 'none', place: null, name: null }
}

/**
 * At a session that takes sign-ups, the hall steward scans the same ticket QR as the door: "has
 * a seat", "on the waiting list (place N)" or "no seat". With no network the kept lists (read
 * every minute while online) answer, as the door's data does.
 */
export function HallSeats() {
  const { t } = useLingui()
  const lang = useLang()
  const { email } = useSession()
  const { account } = useAuthServices()
  const api = useMemo(() => seatsApi(account, lang), [account, lang])
  const [data, setData] = useState<HallSeatsOffline | null>(() => readHallSeats(email))
  const [meetingId, setMeetingId] = useState<number | null>(null)
  const [shown, setShown] = useState<Shown | null>(null)
  const seq = useRef(0)

  useEffect(() => {
    const read = () =>
      api.hallOffline().then(
        (fresh) => {
          setData(fresh)
          saveHallSeats(email, fresh)
        },
        () => undefined,
      )
    void read()
    const timer = setInterval(() => void read(), DOOR_REFRESH_MS)
    return () => clearInterval(timer)
  }, [api, email])

  const onScan = (code: string) => {
    if (meetingId === null) return
    const n = ++seq.current
    if (!TICKET_CODE.test(code)) return setShown({ notTicket: true, seq: n })
    api.hallCheck(meetingId, code).then(
      (verdict) => setShown({ verdict, offline: false, seq: n }),
      async () => data && setShown({ verdict: await judgeOffline(data, meetingId, code), offline: true, seq: n }),
    )
  }

  const sessions = data?.sessions ?? []
  if (sessions.length === 0) return null
  const text = (v: HallSeatVerdict) =>
    v.verdict === 'seated' ? t`Есть место` : v.verdict === 'waiting' ? t`В листе ожидания (место ${v.place ?? 0})` : t`Нет места`
  return (
    <section className="halls__scan hall-seats" aria-labelledby="hall-seats-heading">
      <h2 id="hall-seats-heading">
        <Trans>Места на сессии с записью</Trans>
      </h2>
      <label htmlFor="seat-session">
        <Trans>Сессия</Trans>
      </label>{' '}
      <select
        id="seat-session"
        value={meetingId ?? ''}
        onChange={(e) => {
          setMeetingId(e.target.value ? Number(e.target.value) : null)
          setShown(null)
        }}
      >
        <option value="">{t`Не проверять места`}</option>
        {sessions.map((s) => (
          <option key={s.meeting_id} value={s.meeting_id}>
            {s.title}
          </option>
        ))}
      </select>
      {meetingId !== null ? (
        <>
          <div role="status" aria-live="assertive" data-testid="hall-seat" key={shown?.seq ?? 0}>
            {shown === null ? (
              <p className="hall-seats__verdict">
                <Trans>Наведите камеру на QR-код билета</Trans>
              </p>
            ) : 'notTicket' in shown ? (
              <p className="hall-seats__verdict hall-seats__verdict--none">
                <Trans>Это не код билета</Trans>
              </p>
            ) : (
              <p className={`hall-seats__verdict hall-seats__verdict--${shown.verdict.verdict}`} data-verdict={shown.verdict.verdict}>
                {text(shown.verdict)}
                {shown.verdict.name ? `: ${shown.verdict.name}` : ''}
                {shown.offline ? <span className="muted"> · {t`без сети, по сохранённым данным`}</span> : null}
              </p>
            )}
          </div>
          <TicketScanner key={meetingId} onCode={onScan} />
        </>
      ) : null}
    </section>
  )
}
