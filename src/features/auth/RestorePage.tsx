import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField, withoutSpaces } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import { validateWith } from '../../components/form/validate'
import type { Infer } from 'superstruct'
import { RestoreBody } from '../../../kernel/contract/account'
import { usePageMeta } from '../../lib/use-page-meta'
import { AuthLayout, AuthLinks } from './AuthLayout'
import { useAuthErrors } from '../../components/states/use-auth-errors'
import { useAuthServices } from '../../session/use-session'

type RestoreValues = Infer<typeof RestoreBody>
const validate = validateWith(RestoreBody)

/** /restore: the email to send the password recovery link to (§2, §8). */
export function RestorePage() {
  const { t } = useLingui()
  const { account } = useAuthServices()
  const { reason } = useAuthErrors()
  const [sentTo, setSentTo] = useState<string | null>(null)
  // Sending again starts from the address already typed.
  const [lastEmail, setLastEmail] = useState<string | undefined>(undefined)
  usePageMeta(t`Восстановление пароля`, t`Восстановление пароля от личного кабинета форума.`)

  const onSubmit = async (values: RestoreValues) => {
    try {
      await account.call('restore', { body: values })
      setSentTo(values.email)
      setLastEmail(values.email)
    } catch (error) {
      return submissionErrors(error, ['email'], { title: t`Ошибка восстановления пароля`, detail: reason(error) })
    }
  }

  return (
    <AuthLayout
      title={t`Восстановление пароля`}
      lead={<Trans>Укажите email, с которым вы регистрировались: мы пришлём ссылку для смены пароля.</Trans>}
      after={
        <AuthLinks label={t`Вспомнили пароль`}>
          <li>
            <Link to="/login">
              <Trans>Вспомнили пароль? Войти</Trans>
            </Link>
          </li>
        </AuthLinks>
      }
    >
      {sentTo ? (
        <div className="auth__done" role="status">
          <p className="auth__done-title">{t`Инструкции отправлены на почту`}</p>
          <p>
            <Trans>
              Если адрес {sentTo} зарегистрирован, письмо со ссылкой уже в пути. Ссылка действует ограниченное время. Письма нет? Проверьте
              папку «Спам».
            </Trans>
          </p>
          <button type="button" className="button button--ghost" onClick={() => setSentTo(null)}>
            <Trans>Отправить ещё раз</Trans>
          </button>
        </div>
      ) : (
        <FormShell<RestoreValues> onSubmit={onSubmit} validate={validate} initialValues={lastEmail ? { email: lastEmail } : undefined}>
          <FormAlert />
          <TextField name="email" type="email" label={t`Email`} autoComplete="email" inputMode="email" parse={withoutSpaces} />
          <SubmitButton pendingText={t`Отправляем письмо…`}>
            <Trans>Восстановить пароль</Trans>
          </SubmitButton>
        </FormShell>
      )}
    </AuthLayout>
  )
}
