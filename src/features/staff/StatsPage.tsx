import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback } from 'react'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { DownloadButton } from '../../components/states/DownloadButton'
import { useLang } from '../../i18n/use-lang'
import { formatShortDay } from '../../lib/format'
import type { StaffApi } from '../../lib/api/staff'
import { StaffPageFrame, StaffSection, useStaffData } from './staff-page'

/** /staff/stats: check-ins per day and hour, no-shows among the registered, each hall's fill level now; the same as CSV. */
export function StatsPage({ api }: { api: StaffApi }) {
  const { t } = useLingui()
  const lang = useLang()

  const { data: stats, failed, load } = useStaffData(useCallback(() => api.call('stats'), [api]))

  const levelText = (level: string) => ({ free: t`Есть места`, filling: t`Заполняется`, full: t`Заполнен`, unknown: t`Нет свежего счёта` })[level] ?? level
  const byDay = new Map<string, Map<number, number>>()
  for (const h of stats?.hours ?? []) byDay.set(h.day, (byDay.get(h.day) ?? new Map<number, number>()).set(h.hour, h.checkins))

  return (
    <StaffPageFrame name="stats" title={<Trans>Статистика входа</Trans>}>
      <DownloadButton fetchFile={api.statsCsv} name="checkins.csv">
        <Trans>Скачать CSV</Trans>
      </DownloadButton>
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
          <StaffSection id="stats-days" title={<Trans>По дням</Trans>}>
            <FiguresTable columns={[t`День`, t`Прошли`, t`Зарегистрированы`, t`Не пришли`]}>
              {stats.days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{formatShortDay(d.day, lang)}</th>
                  <td data-label={t`Прошли`}>{d.checkins}</td>
                  <td data-label={t`Зарегистрированы`}>{d.registered}</td>
                  <td data-label={t`Не пришли`}>{d.no_shows ?? '—'}</td>
                </tr>
              ))}
            </FiguresTable>
          </StaffSection>
          <StaffSection id="stats-hours" title={<Trans>По часам</Trans>}>
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
                        <span className="stats__hour">{String(hour).padStart(2, '0')}:00</span>
                        {/* A small bar beside the figure: the day's busiest hour fills it. */}
                        <span className="stats__bar" aria-hidden="true" style={{ inlineSize: `${(100 * n) / Math.max(1, ...hours.values())}%` }} />
                        <span className="stats__count">{n}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            )}
          </StaffSection>
          <StaffSection id="stats-halls" title={<Trans>Залы сейчас</Trans>}>
            <FiguresTable columns={[t`Зал`, t`В зале`, t`Вместимость`, t`Заполненность`]}>
              {stats.halls.map((h) => (
                <tr key={h.area_id}>
                  <th scope="row">{h.name}</th>
                  <td data-label={t`В зале`}>{h.present}</td>
                  <td data-label={t`Вместимость`}>{h.capacity ?? '—'}</td>
                  <td data-label={t`Заполненность`}>{levelText(h.level)}</td>
                </tr>
              ))}
            </FiguresTable>
          </StaffSection>
        </>
      )}
    </StaffPageFrame>
  )
}

/** A table of figures: its column headings, then its rows. */
function FiguresTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <table className="stats__table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th scope="col" key={c}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
