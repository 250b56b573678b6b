import { Trans, useLingui } from '@lingui/react/macro'
import { DESK_SEATS_CSV_PATH, deskSeatEndpoints } from '../../../kernel/contract/desk-seats'
import { fillPath } from '../../../kernel/contract/content'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { saveFile } from '../../lib/save-file'
import { useDesk } from './desk-context'
import { useDeskLoad } from './use-desk-load'

/** A session's people with their states, and the same as a CSV file (an authenticated download). */
export function SeatPeople({ meetingId, version }: { meetingId: number; version: number }) {
  const { api } = useDesk()
  const { t } = useLingui()
  const { state, retry } = useDeskLoad(() => api.call(deskSeatEndpoints.people, { params: { id: meetingId } }), `${meetingId}:${version}`)
  const stateText = { seated: t`Место`, offered: t`Предложено место`, waiting: t`В очереди` }
  const download = async () => {
    const res = await api.account.send(fillPath(DESK_SEATS_CSV_PATH, { id: meetingId }))
    if (!res.ok) return
    saveFile(await res.blob(), `seats-${meetingId}.csv`)
  }
  if (state.status === 'loading') return <BlockLoading />
  if (state.status === 'failed') {
    return (
      <BlockFailed onRetry={retry}>
        <Trans>Не удалось загрузить список.</Trans>
      </BlockFailed>
    )
  }
  return (
    <>
      <p>
        <button type="button" className="button button--ghost" onClick={() => void download()}>
          <Trans>Скачать CSV</Trans>
        </button>
      </p>
      {state.data.length === 0 ? (
        <p>
          <Trans>Никто ещё не записался.</Trans>
        </p>
      ) : (
        <div className="desk-table__wrap">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col"><Trans>Имя</Trans></th>
                <th scope="col"><Trans>Почта</Trans></th>
                <th scope="col"><Trans>Состояние</Trans></th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((p) => (
                <tr key={p.user_id}>
                  <td>{p.name ?? '—'}</td>
                  <td>{p.email ?? '—'}</td>
                  <td>
                    {stateText[p.state]}
                    {p.place ? ` ${p.place}` : ''}
                    {p.forced ? ` · ${t`дано организатором`}` : ''}
                    {p.checked_in_at ? ` · ${t`в зале`}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
