import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { safeReturnPath } from '../../lib/safe-path'
import { usePageMeta } from '../../lib/use-page-meta'
import { AuthLayout, AuthLinks } from './AuthLayout'
import { ConfirmEmailNotice } from './ConfirmEmailNotice'
import { LoginForm } from './LoginForm'
import { AFTER_LOGIN_PATH } from '../../session/account-paths'

const route = getRouteApi('/login')

/** /login: email and password (§2), the email confirmation link's landing, links to restore and register. */
export function LoginPage() {
  const { t } = useLingui()
  const search = route.useSearch()
  // The confirmation token leaves the address once used; the notice keeps showing its result.
  const [confirmToken] = useState(search.confirm)
  usePageMeta(t`Вход`, t`Вход в личный кабинет участника форума.`)
  const target = search.redirect ? safeReturnPath(search.redirect) : AFTER_LOGIN_PATH

  return (
    <AuthLayout
      title={t`Вход`}
      lead={<Trans>Войдите, чтобы открыть личный кабинет, программу и трансляции.</Trans>}
      after={
        <AuthLinks label={t`Другие действия со входом`}>
          <li>
            <Link to="/restore">
              <Trans>Забыли пароль?</Trans>
            </Link>
          </li>
          <li>
            <Link to="/registr">
              <Trans>Нет аккаунта? Зарегистрироваться</Trans>
            </Link>
          </li>
          <li>
            <Link to="/authorization" search={{ redirect: search.redirect }}>
              <Trans>Другие способы входа</Trans>
            </Link>
          </li>
        </AuthLinks>
      }
    >
      {confirmToken ? <ConfirmEmailNotice token={confirmToken} /> : null}
      <LoginForm target={target} />
    </AuthLayout>
  )
}
