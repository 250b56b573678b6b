import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { type PersonPage as Person, deskPeopleEndpoints as E } from '../../../kernel/contract/desk-people'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { ApiError, apiErrorStatus } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import { DeskRoleNeeded } from './DeskRoleNeeded'
import { PersonFacts } from './PersonFacts'
import { StaffDuty } from './StaffDuty'
import { useMemberRoleName } from './people-names'
import { useDeskLoad } from './use-desk-load'

/** /desk/people/$id (registrar): one person, and what the desk does for them: a new ticket, the mail again, the role. */
export function PersonPage() {
  const { api } = useDesk()
  const { t } = useLingui()
  const { id } = useParams({ from: '/desk/people/$id' })
  const { state, retry, replace } = useDeskLoad(() => api.call(E.person, { params: { id } }), id)
  const [notice, setNotice] = useState('')
  const [speakerId, setSpeakerId] = useState('')
  const roleName = useMemberRoleName()

  async function act(run: () => Promise<string>) {
    setNotice('')
    try {
      setNotice(await run())
      replace(await api.call(E.person, { params: { id } }))
    } catch (error) {
      setNotice(error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось. Проверьте сеть и повторите.`)
    }
  }

  if (state.status === 'loading') return <BlockLoading />
  if (state.status === 'failed') {
    if (apiErrorStatus(state.error) === 403) return <DeskRoleNeeded />
    if (apiErrorStatus(state.error) === 404) return <p role="alert"><Trans>Такого человека нет.</Trans> <Link to="/desk/people"><Trans>К списку участников</Trans></Link></p>
    return (
      <BlockFailed onRetry={retry}>
        <Trans>Не удалось загрузить карточку. Проверьте сеть и повторите.</Trans>
      </BlockFailed>
    )
  }
  const p: Person = state.data
  const name = [p.profile.lastname, p.profile.firstname, p.profile.surname].filter(Boolean).join(' ') || p.email || t`Без имени`
  return (
    <>
      <p>
        <Link to="/desk/people">
          <Trans>← Участники</Trans>
        </Link>
      </p>
      <PageHead title={name} lead={p.registration ? roleName(p.registration.role) : t`Не зарегистрирован на форум`} />
      {p.registration ? (
        <section aria-labelledby="desk-person-actions" className="desk-actions">
          <h2 id="desk-person-actions">
            <Trans>Билет и роль</Trans>
          </h2>
          <p>
            {p.ticket && p.ticket.issues > 1
              ? t`Билет выпущен ${p.ticket.issues} раза; прежние коды не действуют.`
              : t`Билет выпущен один раз.`}
          </p>
          <div className="desk-row">
            <button
              type="button"
              className="button"
              onClick={() => {
                if (!window.confirm(t`Выпустить новый билет? Старый QR-код перестанет действовать на входе.`)) return
                void act(async () => (await api.call(E.reissue, { params: { id } }), t`Новый билет выпущен. Старый код на входе не пройдёт.`))
              }}
            >
              <Trans>Перевыпустить билет</Trans>
            </button>
            {p.email ? (
              <button type="button" className="button button--ghost" onClick={() => void act(async () => t`Письмо отправлено: ${(await api.call(E.resend, { params: { id } })).to}`)}>
                <Trans>Отправить письмо о регистрации ещё раз</Trans>
              </button>
            ) : null}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                const role = p.registration?.role === 'speaker' ? 'visitor' : 'speaker'
                void act(async () => t`Роль: ${roleName((await api.call(E.role, { params: { id }, body: { role } })).role)}`)
              }}
            >
              {p.registration.role === 'speaker' ? <Trans>Сделать посетителем</Trans> : <Trans>Сделать спикером</Trans>}
            </button>
          </div>
          <form
            className="desk-row"
            onSubmit={(e) => {
              e.preventDefault()
              const value = speakerId.trim()
              void act(async () => {
                const done = await api.call(E.speaker, { params: { id }, body: { speaker_id: value ? Number(value) : null } })
                return done.speaker_id ? t`Учётная запись связана со спикером №${done.speaker_id}` : t`Связь со спикером снята`
              })
            }}
          >
            <label>
              <span>
                <Trans>Номер спикера в программе</Trans>
              </span>
              <input type="text" inputMode="numeric" value={speakerId} onChange={(e) => setSpeakerId(e.target.value)} placeholder={p.speaker ? String(p.speaker.id) : ''} />
            </label>
            <button type="submit" className="button button--ghost">
              {speakerId.trim() ? <Trans>Связать со спикером</Trans> : <Trans>Снять связь</Trans>}
            </button>
          </form>
          <p role="status" className="desk__notice">
            {notice}
          </p>
        </section>
      ) : null}
      <StaffDuty person={p} onChanged={() => void api.call(E.person, { params: { id } }).then(replace, () => undefined)} />
      <PersonFacts person={p} />
    </>
  )
}
