import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { DESK_ROLES, STAFF_ROLES, type StaffRole } from '../../../kernel/constants'
import { RoleChangeBody, deskEndpoints } from '../../../kernel/contract/desk'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SelectField } from '../../components/form/SelectField'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField, withoutSpaces } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import { validateWith } from '../../components/form/validate'
import { ApiError } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import { useRoleName } from './role-names'
import { useDeskLoad } from './use-desk-load'

/** /desk/roles (admin): who holds which role; grant one by e-mail, remove one with a button. */
export function RolesPage() {
  const { api, me } = useDesk()
  const { t } = useLingui()
  const roleName = useRoleName()
  const { state: holders, retry, replace } = useDeskLoad(() => api.call(deskEndpoints.roles), 'roles')
  const [notice, setNotice] = useState('')

  const options = [...DESK_ROLES, ...STAFF_ROLES.filter((r) => !(DESK_ROLES as readonly string[]).includes(r))].map((value) => ({ value, label: roleName(value) }))
  const failText = (error: unknown) => (error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось сохранить. Проверьте сеть и повторите.`)

  async function revoke(email: string, role: StaffRole) {
    setNotice('')
    try {
      replace(await api.call(deskEndpoints.revokeRole, { body: { email, role } }))
      setNotice(t`Роль «${roleName(role)}» снята: ${email}`)
    } catch (error) {
      setNotice(failText(error))
    }
  }

  return (
    <>
      <PageHead title={<Trans>Роли</Trans>} lead={<Trans>Роль выдаётся по адресу почты учётной записи на сайте. Человек видит свои разделы пульта при следующем входе в него.</Trans>} />
      <section aria-labelledby="desk-roles-grant">
        <h2 id="desk-roles-grant">
          <Trans>Выдать роль</Trans>
        </h2>
        <FormShell<{ email?: string; role?: StaffRole }>
          validate={validateWith(RoleChangeBody)}
          onSubmit={async (values, form) => {
            setNotice('')
            try {
              const list = await api.call(deskEndpoints.grantRole, { body: { email: values.email ?? '', role: values.role ?? 'editor' } })
              replace(list)
              setNotice(t`Роль «${roleName(values.role ?? 'editor')}» выдана: ${values.email ?? ''}`)
              setTimeout(() => form.restart({ role: values.role }), 0)
              return undefined
            } catch (error) {
              return submissionErrors(error, ['email', 'role'], failText(error))
            }
          }}
          initialValues={{ role: 'editor' }}
        >
          <FormAlert />
          <div className="desk-row">
            <TextField name="email" label={t`Почта`} type="email" autoComplete="off" parse={withoutSpaces} />
            <SelectField name="role" label={t`Роль`} options={options} placeholder={t`Выберите роль`} />
          </div>
          <SubmitButton pendingText={t`Выдаём роль…`}>
            <Trans>Выдать</Trans>
          </SubmitButton>
        </FormShell>
      </section>
      <p role="status" className="desk__notice">
        {notice}
      </p>
      <section aria-labelledby="desk-roles-list">
        <h2 id="desk-roles-list">
          <Trans>У кого есть роли</Trans>
        </h2>
        {holders.status === 'loading' ? <BlockLoading /> : null}
        {holders.status === 'failed' ? (
          <BlockFailed onRetry={retry}>
            <Trans>Не удалось загрузить список.</Trans>
          </BlockFailed>
        ) : null}
        {holders.status === 'ready' ? (
          <div className="desk-table__wrap">
            <table className="desk-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Почта</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Имя</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Роли</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {holders.data.map((h) => (
                  <tr key={h.user_id}>
                    <td>{h.email ?? '—'}</td>
                    <td>{h.name ?? '—'}</td>
                    <td>
                      <ul className="desk-roles">
                        {h.roles.map((role) => (
                          <li key={role}>
                            {roleName(role)}{' '}
                            {h.email && !(h.user_id === me.user_id && role === 'admin') ? (
                              <button type="button" className="button button--ghost" onClick={() => void revoke(h.email!, role)}>
                                <Trans>Снять</Trans>
                                <span className="visually-hidden">
                                  {' '}
                                  {roleName(role)}: {h.email}
                                </span>
                              </button>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </>
  )
}
