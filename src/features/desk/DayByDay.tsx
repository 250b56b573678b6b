import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { StaffStats } from '../../../kernel/contract/staff'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { DownloadButton } from '../../components/states/DownloadButton'
import { useLang } from '../../i18n/use-lang'
import { createStaffApi } from '../../lib/api/staff'
import { formatShortDay } from '../../lib/format'
import { useDesk } from './desk-context'
import { useDeskLoad } from './use-desk-load'

/**
 * The dashboard's forum days (what /staff/stats shows the door's stewards): who came of those
 * registered for each day, and the check-ins as CSV. Read again with the rest of the dashboard.
 */
export function DayByDay({ tick }: { tick: number }) {
  const { api } = useDesk()
  const { t } = useLingui()
  const lang = useLang()
  // The staff API's figures (under the account API's address), with the desk's session.
  const staff = useMemo(() => createStaffApi(api.account), [api])
  const { state, retry } = useDeskLoad(() => staff.call('stats'), `stats${tick}`)
  const [last, setLast] = useState<StaffStats | null>(null)
  if (state.status === 'ready' && state.data !== last) setLast(state.data)
  const stats = state.status === 'ready' ? state.data : last

  return (
    <section aria-labelledby="desk-day-days">
      <h2 id="desk-day-days">
        <Trans>По дням форума</Trans>
      </h2>
      {stats ? (
        <table className="desk-table" data-testid="day-by-day">
          <thead>
            <tr>
              <th scope="col">{t`День`}</th>
              <th scope="col">{t`Прошли`}</th>
              <th scope="col">{t`Зарегистрированы`}</th>
              <th scope="col">{t`Не пришли`}</th>
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
      ) : state.status === 'failed' ? (
        <BlockFailed onRetry={retry}>
          <Trans>Не удалось загрузить статистику.</Trans>
        </BlockFailed>
      ) : (
        <BlockLoading />
      )}
      <DownloadButton fetchFile={staff.statsCsv} name="checkins.csv">
        <Trans>Скачать CSV проходов</Trans>
      </DownloadButton>
    </section>
  )
}
