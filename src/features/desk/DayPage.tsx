import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { type DeskDay, deskDayEndpoints } from '../../../kernel/contract/desk-day'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { useDesk } from './desk-context'
import { DayByDay } from './DayByDay'
import { DayChart } from './DayChart'
import { useDayStream } from './use-day-stream'
import { useDeskLoad } from './use-desk-load'

function Figure({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <div className="desk-day__figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  )
}

/** /desk/day (every desk role): the forum's day on one screen, read again whenever the server says a figure moved. */
export function DayPage() {
  const { api } = useDesk()
  const { t, i18n } = useLingui()
  const [tick, setTick] = useState(0)
  const { state, retry } = useDeskLoad(() => api.call(deskDayEndpoints.day), `day${tick}`)
  const [last, setLast] = useState<DeskDay | null>(null)
  if (state.status === 'ready' && state.data !== last) setLast(state.data)
  const again = useCallback(() => setTick((n) => n + 1), [])
  useDayStream(api, again)
  const d = state.status === 'ready' ? state.data : last
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.locale === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'short', timeStyle: 'short' }) : '—')

  if (!d) {
    if (state.status === 'failed') return <BlockFailed onRetry={retry}><Trans>Не удалось загрузить сводку дня. Проверьте сеть и повторите.</Trans></BlockFailed>
    return <BlockLoading />
  }
  const hours = Array.from({ length: 24 }, (_, h) => d.checkins.hours.find((x) => x.hour === h)?.count ?? 0)
  const firstHour = Math.max(0, hours.findIndex((n) => n > 0) - 1)
  const shownHours = hours.slice(Math.min(firstHour, 7))
  return (
    <>
      <PageHead title={<Trans>День форума</Trans>} lead={t`Сводка на ${time(d.generated_at)}; обновляется сама.`} />
      <dl className="desk-day__figures">
        <Figure label={t`Прошли сегодня`} value={d.checkins.total} testId="day-checkins" />
        <Figure label={t`Зарегистрированы`} value={d.registrations.total} />
        <Figure label={t`Зарегистрировались сегодня`} value={d.registrations.today} />
        <Figure label={t`Вопросы ждут модерации`} value={d.questions_waiting} />
        <Figure label={t`Писем в очереди`} value={d.queues.mail_pending + d.queues.messages_waiting} />
        <Figure label={t`Уведомлений в очереди`} value={d.queues.push_pending} />
      </dl>
      <section aria-labelledby="desk-day-hours">
        <h2 id="desk-day-hours">
          <Trans>Проходы по часам</Trans>
        </h2>
        <div className="desk-day__pair">
          <DayChart labels={shownHours.map((_, i) => String(i + Math.min(firstHour, 7)))} values={shownHours} />
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">{t`Вход`}</th>
                <th scope="col">{t`Прошли`}</th>
              </tr>
            </thead>
            <tbody>
              {d.checkins.doors.length === 0 ? (
                <tr>
                  <td colSpan={2}>{t`Сегодня ещё никто не прошёл.`}</td>
                </tr>
              ) : (
                d.checkins.doors.map((door) => (
                  <tr key={door.door}>
                    <td>{door.door}</td>
                    <td>{door.count}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <p>{t`По часам: ${d.checkins.hours.map((h) => `${h.hour}:00 — ${h.count}`).join(', ') || '—'}`}</p>
      </section>
      <DayByDay tick={tick} />
      <section aria-labelledby="desk-day-registrations">
        <h2 id="desk-day-registrations">
          <Trans>Регистрации по дням</Trans>
        </h2>
        <div className="desk-day__pair">
          <DayChart labels={d.registrations.per_day.map((r) => r.day.slice(5))} values={d.registrations.per_day.map((r) => r.count)} color="#1f9d6b" />
          <ul className="desk-day__list">
            {d.registrations.per_day.slice(-7).map((r) => (
              <li key={r.day}>
                {r.day}: {r.count}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="desk-day-halls">
        <h2 id="desk-day-halls">
          <Trans>Залы сейчас</Trans>
        </h2>
        <ul className="desk-day__halls">
          {d.halls.map((h) => (
            <li key={h.area_id}>
              <span>{h.name}</span>
              <meter min={0} max={Math.max(1, h.capacity ?? h.present)} value={h.present} />
              <span>{h.capacity ? `${h.present} / ${h.capacity}` : String(h.present)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="desk-day-program">
        <h2 id="desk-day-program">
          <Trans>Программа и сбои</Trans>
        </h2>
        <dl className="desk-day__figures">
          <Figure label={t`Версия программы`} value={d.program.version ?? '—'} />
          <Figure label={t`Последнее изменение`} value={time(d.program.changed_at)} />
          <Figure label={t`Загрузка программы`} value={d.program.pull ? (d.program.pull.ok ? t`в порядке, ${time(d.program.pull.checked_at)}` : t`сбой, ${time(d.program.pull.checked_at)}`) : t`не настроена`} />
          <Figure label={t`Писем не доставлено за сутки`} value={d.errors.mail_failed} />
          <Figure label={t`Повторных проходов сегодня`} value={d.errors.door_double} />
        </dl>
      </section>
    </>
  )
}
