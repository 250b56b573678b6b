import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { omit } from 'superstruct'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import { validateWith } from '../../components/form/validate'
import { PASSWORD_MIN_LENGTH } from '../../../kernel/constants'
import { RestoreProcessBody } from '../../../kernel/contract/account'
import { passwordsMatch } from '../../../kernel/contract/account-fields'
import { ApiError } from '../../lib/api/errors'
import { usePageMeta } from '../../lib/use-page-meta'
import { AuthLayout } from './AuthLayout'
import { forgetRestoreToken, readRestoreToken } from './restore-token'
import { useAuthErrors } from '../../components/states/use-auth-errors'
import { useAuthServices } from '../../session/use-session'

interface NewPassword {
  password: string
  password_confirmation: string
}
const validate = validateWith(passwordsMatch(omit(RestoreProcessBody, ['token'])))
const isDeadLink = (error: unknown) => error instanceof ApiError && (error.code === 'token_invalid' || Boolean(error.fieldErrors?.token))

/**
 * /restore/process: a new password, twice (§5: they must match). The link's token was taken out
 * of the address by the route (restore-token.ts); a reload of this tab still finds it.
 */
export function RestoreProcessPage() {
  const { t } = useLingui()
  const [token] = useState(readRestoreToken)
  const { account } = useAuthServices()
  const { reason } = useAuthErrors()
  const [outcome, setOutcome] = useState<'form' | 'changed' | 'deadLink'>(token ? 'form' : 'deadLink')
  usePageMeta(t`Новый пароль`)
  const min = PASSWORD_MIN_LENGTH

  const onSubmit = async (values: NewPassword) => {
    try {
      await account.call('restoreProcess', { body: { ...values, token: token ?? '' } })
      forgetRestoreToken()
      setOutcome('changed')
    } catch (error) {
      if (!isDeadLink(error)) return submissionErrors(error, ['password', 'password_confirmation'], { title: t`Ошибка восстановления пароля`, detail: reason(error) })
      forgetRestoreToken()
      setOutcome('deadLink')
    }
  }

  return (
    <AuthLayout title={t`Новый пароль`} lead={outcome === 'form' ? <Trans>Придумайте новый пароль для входа на сайт.</Trans> : undefined}>
      {outcome === 'changed' ? (
        <div className="auth__done" role="status">
          <p className="auth__done-title">{t`Пароль успешно изменён`}</p>
          <p>
            <Link to="/login" className="button button--primary">
              <Trans>Войти с новым паролем</Trans>
            </Link>
          </p>
        </div>
      ) : outcome === 'deadLink' ? (
        <div className="auth__notice auth__notice--error" role="alert">
          <p className="auth__notice-title">{t`Ошибка восстановления пароля`}</p>
          <p>{t`Ссылка для смены пароля устарела или уже использована. Запросите новую — это займёт минуту.`}</p>
          <p>
            <Link to="/restore" className="button button--primary">
              <Trans>Запросить новую ссылку</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <FormShell<NewPassword> onSubmit={onSubmit} validate={validate}>
          <FormAlert />
          <TextField
            name="password"
            type="password"
            label={t`Новый пароль`}
            hint={t`Минимум ${min} символов. Надёжнее всего — фраза из нескольких слов.`}
            autoComplete="new-password"
          />
          <TextField name="password_confirmation" type="password" label={t`Повторите пароль`} autoComplete="new-password" />
          <SubmitButton pendingText={t`Сохраняем пароль…`}>
            <Trans>Сохранить пароль</Trans>
          </SubmitButton>
        </FormShell>
      )}
    </AuthLayout>
  )
}
