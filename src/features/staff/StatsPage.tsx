import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import type { StaffStats } from '../../../kernel/contract/staff'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { useLang } from '../../i18n/use-lang'
import { formatShortDay } from '../../lib/format'
import type { StaffApi } from './staff-api'

/** /staff/stats: check-ins per day and hour, no-shows among the registered, each hall's fill level now; the same as CSV. */
export function StatsPage({ api }: { api: StaffApi }) {
  const { t } = useLingui()
  const lang = useLang()
  const [stats, setStats] = useState<StaffStats | null>(null)
  const [failed, setFailed] = useState(false)
  const [csvFailed, setCsvFailed] = useState(false)

  const load = useCallback(
    () =>
      api.call('stats').then(
        (s) => {
          setStats(s)
          setFailed(false)
        },
        () => setFailed(true),
      ),
    [api],
  )
  useEffect(() => {
    void Promise.resolve().then(load)
  }, [load])

  const downloadCsv = async () => {
    setCsvFailed(false)
    try {
      const blob = await api.statsCsv()
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = 'checkins.csv'
      a.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    } catch {
      setCsvFailed(true)
    }
  }

  const levelText = (level: string) => ({ free: t`Есть места`, filling: t`Заполняется`, full: t`Заполнен`, unknown: t`Нет свежего счёта` })[level] ?? level
  const byDay = new Map<string, Map<number, number>>()
  for (const h of stats?.hours ?? []) byDay.set(h.day, (byDay.get(h.day) ?? new Map<number, number>()).set(h.hour, h.checkins))

  return (
    <div className="container staff stats">
      <header className="page-head">
        <h1>
          <Trans>Статистика входа</Trans>
        </h1>
      </header>
      <p>
        <button type="button" className="button button--ghost" onClick={() => void downloadCsv()}>
          <Trans>Скачать CSV</Trans>
        </button>
        {csvFailed ? (
          <span role="alert">
            {' '}
            <Trans>Не удалось скачать файл.</Trans>
          </span>
        ) : null}
      </p>
      {stats === null ? (
        failed ? (
          <BlockFailed onRetry={() => void load()}>
            <Trans>Не удалось загрузить статистику.</Trans>
          </BlockFailed>
        ) : (
          <BlockLoading />
        )
      ) : (
        <>
          <section aria-labelledby="stats-days">
            <h2 id="stats-days">
              <Trans>По дням</Trans>
            </h2>
            <table className="stats__table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>День</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Прошли</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Зарегистрированы</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Не пришли</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{formatShortDay(d.day, lang)}</th>
                    <td>{d.checkins}</td>
                    <td>{d.registered}</td>
                    <td>{d.no_shows ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="stats-hours">
            <h2 id="stats-hours">
              <Trans>По часам</Trans>
            </h2>
            {byDay.size === 0 ? (
              <p className="muted">
                <Trans>Отметок пока нет.</Trans>
              </p>
            ) : (
              [...byDay].map(([day, hours]) => (
                <div key={day}>
                  <h3>{formatShortDay(day, lang)}</h3>
                  <ul className="stats__hours">
                    {[...hours].map(([hour, n]) => (
                      <li key={hour}>
                        {String(hour).padStart(2, '0')}:00 — {n}
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            )}
          </section>
          <section aria-labelledby="stats-halls">
            <h2 id="stats-halls">
              <Trans>Залы сейчас</Trans>
            </h2>
            <table className="stats__table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Зал</Trans>
                  </th>
                  <th scope="col">
                    <Trans>В зале</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Вместимость</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Заполненность</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.halls.map((h) => (
                  <tr key={h.area_id}>
                    <th scope="row">{h.name}</th>
                    <td>{h.present}</td>
                    <td>{h.capacity ?? '—'}</td>
                    <td>{levelText(h.level)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  )
}
