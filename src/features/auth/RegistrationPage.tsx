import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { CheckboxField } from '../../components/form/CheckboxField'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField, withoutSpaces } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import { validateWith } from '../../components/form/validate'
import { PASSWORD_MIN_LENGTH } from '../../../kernel/constants'
import { type RegisterBody, RegisterBody as RegisterStruct } from '../../../kernel/contract/account'
import { passwordsMatch } from '../../../kernel/contract/account-fields'
import { usePageMeta } from '../../lib/use-page-meta'
import { AuthLayout, LoginInstead } from './AuthLayout'
import { ConsentText } from '../../components/content/ConsentText'
import { useAuthErrors } from '../../components/states/use-auth-errors'
import { useAuthServices } from '../../session/use-session'
import './registration-state'
import { rememberConsent } from './consent-memory'
import { VkSignUp } from './VkSignUp'

const route = getRouteApi('/registration/')

const validate = validateWith(passwordsMatch(RegisterStruct))
const FIELDS = ['email', 'password', 'password_confirmation', 'consent'] as const

/** /registration: email, password twice and consent (§5), or VK ID; the mail with the confirmation link follows. */
export function RegistrationPage() {
  const { t } = useLingui()
  const { account } = useAuthServices()
  const { reason } = useAuthErrors()
  const navigate = useNavigate()
  const providers = route.useLoaderData()
  usePageMeta(t`Регистрация по email`, t`Создайте аккаунт участника форума.`)
  const min = PASSWORD_MIN_LENGTH

  const onSubmit = async (values: RegisterBody) => {
    try {
      await account.call('register', { body: values })
      rememberConsent()
      await navigate({ to: '/registration/success', state: (prev) => ({ ...prev, registeredEmail: values.email }) })
    } catch (error) {
      return submissionErrors(error, FIELDS, { title: t`Ошибка регистрации`, detail: reason(error) })
    }
  }

  return (
    <AuthLayout
      title={t`Регистрация по email`}
      lead={<Trans>После регистрации мы пришлём письмо со ссылкой для подтверждения адреса.</Trans>}
      after={<LoginInstead />}
    >
      <FormShell<RegisterBody> onSubmit={onSubmit} validate={validate}>
        <FormAlert />
        <TextField name="email" type="email" label={t`Email`} autoComplete="email" inputMode="email" parse={withoutSpaces} />
        <TextField
          name="password"
          type="password"
          label={t`Пароль`}
          hint={t`Минимум ${min} символов. Надёжнее всего — фраза из нескольких слов.`}
          autoComplete="new-password"
        />
        <TextField name="password_confirmation" type="password" label={t`Повторите пароль`} autoComplete="new-password" />
        <CheckboxField name="consent">
          <ConsentText />
        </CheckboxField>
        <SubmitButton pendingText={t`Регистрируем…`}>
          <Trans>Зарегистрироваться</Trans>
        </SubmitButton>
      </FormShell>
      <VkSignUp enabled={providers.vk} />
    </AuthLayout>
  )
}
