import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { usePageMeta } from '../../lib/use-page-meta'
import { AuthLayout } from './AuthLayout'
import './registration-state'

/** /registration/success: §2 "asks to confirm the email", with the address when we know it. */
export function RegistrationSuccessPage() {
  const { t } = useLingui()
  const email = useRouterState({ select: (s) => s.location.state.registeredEmail })
  usePageMeta(t`Подтвердите email`)

  return (
    <AuthLayout title={t`Подтвердите email`}>
      <div className="auth__done" role="status">
        <p className="auth__done-title">
          <Trans>Регистрация почти завершена</Trans>
        </p>
        <p>
          {email ? (
            <Trans>
              Мы отправили письмо на <strong>{email}</strong>. Перейдите по ссылке из письма, чтобы подтвердить адрес и войти.
            </Trans>
          ) : (
            <Trans>Мы отправили вам письмо. Перейдите по ссылке из письма, чтобы подтвердить адрес и войти.</Trans>
          )}
        </p>
      </div>
      <p className="muted">
        <Trans>Письма нет несколько минут? Проверьте папку «Спам» или «Промоакции».</Trans>
      </p>
      <p>
        <Link to="/login" className="button button--ghost">
          <Trans>Перейти ко входу</Trans>
        </Link>
      </p>
    </AuthLayout>
  )
}
