import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type PersonPage, deskPeopleEndpoints as E } from '../../../kernel/contract/desk-people'
import { ApiError } from '../../lib/api/errors'
import { holds, useDesk } from './desk-context'

/** A door or hall role with the day's assignment (which door, which hall): the admin gives it here, on the person's page. */
export function StaffDuty({ person, onChanged }: { person: PersonPage; onChanged: () => void }) {
  const { api, me } = useDesk()
  const { t } = useLingui()
  const [role, setRole] = useState<'door' | 'hall'>('door')
  const [assignment, setAssignment] = useState('')
  const [notice, setNotice] = useState('')
  const roleText = (r: string) => (r === 'door' ? t`Вход` : t`Залы`)
  async function save(granted: boolean, r = role) {
    setNotice('')
    try {
      await api.call(E.staff, { params: { id: person.id }, body: { role: r, granted, assignment: assignment.trim() || null } })
      setNotice(granted ? t`Роль «${roleText(r)}» выдана.` : t`Роль «${roleText(r)}» снята.`)
      onChanged()
    } catch (error) {
      setNotice(error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось. Проверьте сеть и повторите.`)
    }
  }
  return (
    <section aria-labelledby="desk-person-staff">
      <h2 id="desk-person-staff">
        <Trans>Работа на форуме</Trans>
      </h2>
      {person.staff.length === 0 ? (
        <p className="muted">
          <Trans>Ролей на входе и в залах нет.</Trans>
        </p>
      ) : (
        <ul>
          {person.staff.map((s) => (
            <li key={s.role}>
              {roleText(s.role)}
              {s.assignment ? ` · ${s.assignment}` : ''}{' '}
              {holds(me, ['admin']) ? (
                <button type="button" className="button button--ghost" onClick={() => void save(false, s.role as 'door' | 'hall')}>
                  <Trans>Снять</Trans>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {holds(me, ['admin']) ? (
        <form
          className="desk-row"
          onSubmit={(e) => {
            e.preventDefault()
            void save(true)
          }}
        >
          <label>
            <span>
              <Trans>Роль</Trans>
            </span>
            <select value={role} onChange={(e) => setRole(e.target.value as 'door' | 'hall')}>
              <option value="door">{t`Вход`}</option>
              <option value="hall">{t`Залы`}</option>
            </select>
          </label>
          <label>
            <span>
              <Trans>Где сегодня (вход или зал)</Trans>
            </span>
            <input type="text" maxLength={80} value={assignment} onChange={(e) => setAssignment(e.target.value)} />
          </label>
          <button type="submit" className="button button--ghost">
            <Trans>Выдать</Trans>
          </button>
        </form>
      ) : null}
      <p role="status" className="desk__notice">
        {notice}
      </p>
    </section>
  )
}
