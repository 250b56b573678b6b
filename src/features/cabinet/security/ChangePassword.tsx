import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FormAlert } from '../../../components/form/FormAlert'
import { FormShell } from '../../../components/form/FormShell'
import { SubmitButton } from '../../../components/form/SubmitButton'
import { TextField } from '../../../components/form/TextField'
import { submissionErrors } from '../../../components/form/submission'
import { validateWith } from '../../../components/form/validate'
import { PASSWORD_MIN_LENGTH } from '../../../../kernel/constants'
import { type ChangePasswordBody, ChangePasswordBody as Body } from '../../../../kernel/contract/account-security'
import { passwordsMatch } from '../../../../kernel/contract/account-fields'
import { useAuthErrors } from '../../../components/states/use-auth-errors'
import { useAuthServices } from '../../../session/use-session'

const validate = validateWith(passwordsMatch(Body))
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const

/** A new password given the current one; the person's other sessions end (the server says so in onChanged). */
export function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const { t } = useLingui()
  const { account } = useAuthServices()
  const { reason } = useAuthErrors()
  const [done, setDone] = useState(false)
  // A new form after a change: nothing typed stays in it.
  const [formKey, setFormKey] = useState(0)
  const min = PASSWORD_MIN_LENGTH

  const onSubmit = async (values: ChangePasswordBody) => {
    setDone(false)
    try {
      await account.call('changePassword', { body: values })
      setDone(true)
      setFormKey((k) => k + 1)
      onChanged()
    } catch (error) {
      return submissionErrors(error, FIELDS, { title: t`Пароль не изменён`, detail: reason(error) })
    }
  }

  return (
    <section className="card cabinet__section security__password" aria-labelledby="change-password">
      <h2 id="change-password">
        <Trans>Сменить пароль</Trans>
      </h2>
      <p>
        <Trans>После смены пароля вы останетесь в этом браузере, а на других устройствах нужно будет войти заново. Ссылки на календарь и отписку от напоминаний тоже обновятся.</Trans>
      </p>
      {done ? (
        <p className="security__done" role="status">
          <Trans>Пароль изменён. Другие сеансы завершены.</Trans>
        </p>
      ) : null}
      <FormShell<ChangePasswordBody> key={formKey} onSubmit={onSubmit} validate={validate}>
        <FormAlert />
        <TextField name="current_password" type="password" label={t`Текущий пароль`} autoComplete="current-password" />
        <TextField
          name="password"
          type="password"
          label={t`Новый пароль`}
          hint={t`Минимум ${min} символов. Надёжнее всего — фраза из нескольких слов.`}
          autoComplete="new-password"
        />
        <TextField name="password_confirmation" type="password" label={t`Повторите новый пароль`} autoComplete="new-password" />
        <SubmitButton pendingText={t`Сохраняем пароль…`}>
          <Trans>Сменить пароль</Trans>
        </SubmitButton>
      </FormShell>
    </section>
  )
}
