import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import type { MySeat, SeatAnswer } from '../../../kernel/contract/seats'
import { seatMachine } from '../../../machines/seat.machine'
import { useLang } from '../../i18n/use-lang'
import { useVenue } from '../../lib/venue'
import { type SeatsApi, seatsApi } from '../../lib/api/seats'
import { useAuthServices } from '../../session/use-session'
import { BlockFailed, BlockLoading } from '../states/BlockStates'
import { SeatBadge } from './SeatBadge'
import { onSeatsMoved } from '../../session/live/seat-store'
import './seats.css'

/** A seat call as the machine's effect. */
const fromCall = (run: () => Promise<SeatAnswer>) => fromPromise<SeatAnswer, { id: number }>(() => run())

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; seat: MySeat | null }

/**
 * Signing up for a session with a number of seats (logged in): a seat, or a place in line that
 * the person sees; a freed seat offered to them, to accept or decline in one tap; leaving in one
 * tap. The place is read again whenever the live channel says the session's figures moved, so an
 * offer shows on the open page within seconds.
 */
export function SeatControl({ meetingId, title }: { meetingId: number; title: string }) {
  const lang = useLang()
  const { account } = useAuthServices()
  const api = useMemo(() => seatsApi(account, lang), [account, lang])
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    api.mine().then(
      (mine) => current && setLoad({ status: 'ready', seat: mine.find((s) => s.meeting_id === meetingId) ?? null }),
      () => current && setLoad({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [api, meetingId, attempt])
  if (load.status === 'loading') return <BlockLoading />
  if (load.status === 'failed') {
    return (
      <BlockFailed onRetry={() => setAttempt((n) => n + 1)}>
        <Trans>Не удалось загрузить ваше место.</Trans>
      </BlockFailed>
    )
  }
  return <SeatActions api={api} meetingId={meetingId} title={title} seat={load.seat} />
}

function SeatActions({ api, meetingId, title, seat }: { api: SeatsApi; meetingId: number; title: string; seat: MySeat | null }) {
  const { t } = useLingui()
  const lang = useLang()
  const zone = useVenue().timeZone
  const machine = useMemo(
    () =>
      seatMachine.provide({
        actors: {
          takeSeat: fromCall(() => api.take(meetingId)),
          leaveSeat: fromCall(() => api.leave(meetingId)),
          acceptSeat: fromCall(() => api.accept(meetingId)),
        },
      }),
    [api, meetingId],
  )
  const actor = useActorRef(machine, { input: { meetingId, seat } })
  const state = useSelector(actor, (s) => s)
  const { seat: place, error } = state.context
  const busy = state.hasTag('busy')

  // The figures moved (a seat freed, an offer passed): the place is read again.
  useEffect(
    () =>
      onSeatsMoved(meetingId, () => {
        api.mine().then((mine) => actor.send({ type: 'seat.updated', seat: mine.find((s) => s.meeting_id === meetingId) ?? null }), () => undefined)
      }),
    [api, actor, meetingId],
  )
  // An offer's time passing on this page's clock.
  const expires = place?.state === 'offered' && place.offer_expires_at ? Date.parse(place.offer_expires_at) : null
  useEffect(() => {
    if (expires === null) return
    const timer = setTimeout(() => actor.send({ type: 'seat.expired' }), Math.max(0, expires - Date.now()))
    return () => clearTimeout(timer)
  }, [actor, expires])

  const named = (label: string) => ({ 'aria-label': `${label}: ${title}` })
  const button = (label: string, type: 'seat.take' | 'seat.leave' | 'seat.accept', primary = false) => (
    <button type="button" className={primary ? 'button button--primary' : 'button button--ghost'} disabled={busy} onClick={() => actor.send({ type })} {...named(label)}>
      {label}
    </button>
  )
  const until = expires !== null ? new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'long', hourCycle: 'h23' }).format(expires) : ''

  return (
    <div className={`seat-control seat-control--${String(state.value)}`} data-seat={String(state.value)}>
      <p>
        <Trans>Места на сессию</Trans>
        <SeatBadge meetingId={meetingId} />
      </p>
      {state.matches('confirmed') ? <p><Trans>Вы записаны, место за вами.</Trans></p> : null}
      {state.matches('waiting') ? <p><Trans>Вы в листе ожидания, место в очереди: {place?.place ?? 0}. Если место освободится, мы сразу сообщим.</Trans></p> : null}
      {state.matches('offered') ? <p role="alert"><Trans>Для вас освободилось место! Оно держится за вами до {until}.</Trans></p> : null}
      {state.matches('released') ? <p><Trans>Место перешло следующему в очереди. Можно записаться снова.</Trans></p> : null}
      <div className="seat-control__actions">
        {state.matches('none') || state.matches('released') || state.matches('holding') ? button(t`Записаться на сессию`, 'seat.take', true) : null}
        {state.matches('offered') || state.matches('accepting') ? button(t`Подтвердить место`, 'seat.accept', true) : null}
        {state.matches('offered') ? button(t`Отказаться`, 'seat.leave') : null}
        {state.matches('waiting') ? button(t`Выйти из очереди`, 'seat.leave') : null}
        {state.matches('confirmed') ? button(t`Отменить запись`, 'seat.leave') : null}
      </div>
      <p className={error ? 'participation__notice participation__notice--error' : 'participation__notice'} role="status">
        {error?.code === 'unauthorized' ? (
          <Link to="/login">{t`Войдите снова, чтобы записаться`}</Link>
        ) : error?.code === 'connectionError' ? (
          t`Нет связи с сервером. Попробуйте ещё раз.`
        ) : (
          (error?.message ?? '')
        )}
      </p>
    </div>
  )
}
