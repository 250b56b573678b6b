import { Trans, useLingui } from '@lingui/react/macro'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField, withoutSpaces } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import { validateWith } from '../../components/form/validate'
import { LoginBody } from '../../../kernel/contract/account'
import { useAuthErrors } from '../../components/states/use-auth-errors'
import { useAuthServices } from '../../session/use-session'
import { useCompleteLogin } from './use-complete-login'

const validate = validateWith(LoginBody)

/** Email and password; on success the auth actor gets the token and the person moves on to `target`. */
export function LoginForm({ target }: { target: string }) {
  const { t } = useLingui()
  const { account } = useAuthServices()
  const completeLogin = useCompleteLogin()
  const { loginError } = useAuthErrors()

  const onSubmit = async (values: LoginBody) => {
    try {
      const pair = await account.call('login', { body: values })
      await completeLogin(pair, { email: values.email }, target)
    } catch (error) {
      return submissionErrors(error, ['email', 'password'], loginError(error))
    }
  }

  return (
    <FormShell<LoginBody> onSubmit={onSubmit} validate={validate}>
      <FormAlert />
      <TextField name="email" type="email" label={t`Email`} autoComplete="email" inputMode="email" parse={withoutSpaces} />
      <TextField name="password" type="password" label={t`Пароль`} autoComplete="current-password" />
      <SubmitButton pendingText={t`Подождите, идёт авторизация`}>
        <Trans>Войти</Trans>
      </SubmitButton>
    </FormShell>
  )
}
