import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { DoorOfflineData, DoorSummary } from '../../../kernel/contract/staff'

interface DoorCountsProps {
  door: string
  summary: DoorSummary | null
  /** Admissions waiting to be sent (counted in the total meanwhile). */
  queued: number
  online: boolean
  sending: boolean
  data: DoorOfflineData | null
  /** Tickets in the offline data (null: none loaded yet). */
  tickets: number | null
  time: (iso: string) => string
  onRetry: () => void
}

/** The door's day: the counts (all doors and this one), the network and the queue, the offline data. */
export function DoorCounts({ door, summary, queued, online, sending, data, tickets, time, onRetry }: DoorCountsProps) {
  const { t } = useLingui()
  const doorCount = summary?.doors.find((d) => d.door === door)?.count ?? 0
  return (
    <section className="door__counts" aria-label={t`Счёт за день`}>
      <h2>
        <Trans>Сегодня</Trans>
      </h2>
      <p className="door__total">
        <Trans>
          Всего прошли: <strong data-testid="door-total">{summary ? summary.total + queued : '—'}</strong>
        </Trans>
        {door ? (
          <>
            {' · '}
            <Trans>
              {door}: <strong data-testid="door-count">{summary ? doorCount : '—'}</strong>
            </Trans>
          </>
        ) : null}
      </p>
      {summary && summary.doors.length > 1 ? (
        <ul className="door__doors">
          {summary.doors.map((d) => (
            <li key={d.door}>
              {d.door}: {d.count}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={online ? 'muted' : 'door__offline'} role="status" data-testid="door-network">
        {online ? <Trans>Сеть есть</Trans> : <Trans>Нет сети: билеты проверяются по загруженным данным</Trans>}
        {sending ? (
          <>
            {' · '}
            <Trans>Отправляем отметки…</Trans>
          </>
        ) : null}
        {queued > 0 ? (
          <>
            {' · '}
            <Trans>Ждут отправки: {queued}</Trans>
          </>
        ) : null}
      </p>
      {queued > 0 && online && !sending ? (
        <p>
          <button type="button" className="button button--ghost" onClick={onRetry}>
            <Trans>Отправить сейчас</Trans>
          </button>
        </p>
      ) : null}
      <p className="muted" data-testid="door-data">
        {data && tickets !== null ? (
          <Trans>
            Данные для работы без сети: <Plural value={tickets} one="# билет" few="# билета" many="# билетов" other="# билета" />, на{' '}
            {time(data.generated_at)}
          </Trans>
        ) : (
          <Trans>Данные для работы без сети ещё не загружены</Trans>
        )}
      </p>
      {summary && !summary.event_day ? (
        <p className="muted">
          <Trans>Сегодня не день форума: отметки считаются как репетиция.</Trans>
        </p>
      ) : null}
    </section>
  )
}
