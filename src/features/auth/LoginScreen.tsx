import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { usePageMeta } from '../../lib/use-page-meta'
import { vkStartHref } from '../../session/account-paths'
import { AuthLayout, AuthLinks } from './AuthLayout'
import { ConsentGate } from './ConsentGate'
import { LoginForm } from './LoginForm'

interface Props {
  /** Where the person goes after logging in (a safe path). */
  target: string
  /** Which social logins the server offers. */
  providers: { vk: boolean }
  /** Notices above the form: the email confirmation's result, the social login's way back. */
  notices?: ReactNode
}

/**
 * The one login screen, on /login and /authorization alike (§2 keeps both routes): the email and
 * password form first, the social login beside it. Logging in with a password needs no consent
 * (it was given at registration); the social button asks for it only until this browser has
 * given it once, because a first social login creates the account.
 */
export function LoginScreen({ target, providers, notices }: Props) {
  const { t } = useLingui()
  usePageMeta(t`Вход`, t`Вход в личный кабинет участника форума.`)
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
            <Link to="/registration">
              <Trans>Нет аккаунта? Зарегистрироваться</Trans>
            </Link>
          </li>
        </AuthLinks>
      }
    >
      {notices}
      <LoginForm target={target} />
      {providers.vk ? (
        <section className="auth__alt" aria-labelledby="login-social">
          <h2 id="login-social" className="auth__alt-title">
            <Trans>Или через соцсеть</Trans>
          </h2>
          <ConsentGate>
            {(guard) => (
              <a href={vkStartHref(target)} className="button button--ghost" onClick={guard}>
                <Trans>Войти через VK ID</Trans>
              </a>
            )}
          </ConsentGate>
        </section>
      ) : null}
    </AuthLayout>
  )
}
