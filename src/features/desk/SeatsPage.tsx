import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ForcePlaceBody, type DeskSeatSession, deskSeatEndpoints } from '../../../kernel/contract/desk-seats'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField, withoutSpaces } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import { validateWith } from '../../components/form/validate'
import { ApiError } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import { useDeskLoad } from './use-desk-load'
import { SeatPeople } from './SeatPeople'

/**
 * /desk/seats: every session that takes sign-ups with its seats, taken, line, offers out and
 * checked in; per session "add seats" (a new number), "close sign-up" and "force a place" for a
 * person, and the people with their states (exportable as CSV). Each write is in the audit log.
 */
export function SeatsPage() {
  const { api } = useDesk()
  const { t } = useLingui()
  const { state, retry, replace } = useDeskLoad(() => api.call(deskSeatEndpoints.sessions), 'seats')
  const [chosen, setChosen] = useState<number | null>(null)
  const [notice, setNotice] = useState('')
  const [version, setVersion] = useState(0)
  const failText = (error: unknown) => (error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось сохранить. Проверьте сеть и повторите.`)
  const reload = async () => {
    replace(await api.call(deskSeatEndpoints.sessions))
    setVersion((n) => n + 1)
  }
  const settle = async (s: DeskSeatSession, body: { capacity?: number; closed?: boolean }) => {
    setNotice('')
    try {
      await api.call(deskSeatEndpoints.settings, { params: { id: s.meeting_id }, body })
      await reload()
      setNotice(t`Сохранено: ${s.title}`)
    } catch (error) {
      setNotice(failText(error))
    }
  }
  const session = state.status === 'ready' ? state.data.find((s) => s.meeting_id === chosen) : undefined

  return (
    <>
      <PageHead title={<Trans>Места</Trans>} lead={<Trans>Сессии с записью: места, занято, очередь, предложения и отмеченные в зале.</Trans>} />
      <p role="status" className="desk__notice">
        {notice}
      </p>
      {state.status === 'loading' ? <BlockLoading /> : null}
      {state.status === 'failed' ? (
        <BlockFailed onRetry={retry}>
          <Trans>Не удалось загрузить список.</Trans>
        </BlockFailed>
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <p>
          <Trans>Ни одна сессия пока не принимает запись: число мест задаётся для сессии или для формата.</Trans>
        </p>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <div className="desk-table__wrap">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col"><Trans>Сессия</Trans></th>
                <th scope="col"><Trans>Мест</Trans></th>
                <th scope="col"><Trans>Занято</Trans></th>
                <th scope="col"><Trans>В очереди</Trans></th>
                <th scope="col"><Trans>Предложено</Trans></th>
                <th scope="col"><Trans>Отмечены в зале</Trans></th>
                <th scope="col"><Trans>Действия</Trans></th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((s) => (
                <tr key={s.meeting_id} data-meeting={s.meeting_id}>
                  <th scope="row">
                    <button type="button" className="button button--link" onClick={() => setChosen(s.meeting_id)} aria-pressed={chosen === s.meeting_id}>
                      {s.title}
                    </button>
                    {s.closed ? <span className="tag"> {t`Запись закрыта`}</span> : null}
                  </th>
                  <td>{s.capacity}</td>
                  <td>{s.seated}</td>
                  <td>{s.waiting}</td>
                  <td>{s.offered}</td>
                  <td>{s.checked_in}</td>
                  <td>
                    <button type="button" className="button button--ghost" onClick={() => void settle(s, { capacity: s.capacity + 5 })} aria-label={t`Добавить 5 мест: ${s.title}`}>
                      <Trans>+5 мест</Trans>
                    </button>{' '}
                    <button type="button" className="button button--ghost" onClick={() => void settle(s, { closed: !s.closed })}>
                      {s.closed ? t`Открыть запись` : t`Закрыть запись`}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {session ? (
        <section aria-labelledby="desk-seat-people">
          <h2 id="desk-seat-people">{session.title}</h2>
          <FormShell<{ email?: string }>
            validate={validateWith(ForcePlaceBody)}
            onSubmit={async (values) => {
              try {
                await api.call(deskSeatEndpoints.force, { params: { id: session.meeting_id }, body: { email: values.email ?? '' } })
                await reload()
                setNotice(t`Место дано: ${values.email ?? ''}`)
                return undefined
              } catch (error) {
                return submissionErrors(error, ['email'], failText(error))
              }
            }}
          >
            <FormAlert />
            <TextField name="email" label={t`Дать место по почте`} type="email" autoComplete="off" parse={withoutSpaces} />
            <SubmitButton pendingText={t`Даём место…`}>
              <Trans>Дать место</Trans>
            </SubmitButton>
          </FormShell>
          <SeatPeople meetingId={session.meeting_id} version={version} />
        </section>
      ) : null}
    </>
  )
}
