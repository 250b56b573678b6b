import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { safeReturnPath } from '../../lib/safe-path'
import { usePageMeta } from '../../lib/use-page-meta'
import { AuthLayout, AuthLinks } from './AuthLayout'
import { ConsentGate } from './ConsentGate'
import { SocialCodeExchange, SocialLoginFailed } from './SocialLoginStatus'
import { AFTER_LOGIN_PATH, vkStartHref } from '../../session/account-paths'

const route = getRouteApi('/authorization')

/** /authorization: the choice of a way in, behind the consent (§2), and the social login's way back. */
export function AuthorizationPage() {
  const { t } = useLingui()
  const search = route.useSearch()
  const providers = route.useLoaderData()
  usePageMeta(t`Вход на сайт`, t`Выберите способ входа в личный кабинет участника форума.`)
  const target = search.redirect ? safeReturnPath(search.redirect) : AFTER_LOGIN_PATH
  const socialTarget = search.return ? safeReturnPath(search.return) : AFTER_LOGIN_PATH

  return (
    <AuthLayout
      title={t`Вход на сайт`}
      lead={<Trans>Выберите, как войти. Сначала отметьте согласие на обработку персональных данных.</Trans>}
      after={
        <AuthLinks label={t`Нет аккаунта`}>
          <li>
            <Link to="/registr">
              <Trans>Нет аккаунта? Зарегистрироваться</Trans>
            </Link>
          </li>
        </AuthLinks>
      }
    >
      {search.social_code ? <SocialCodeExchange code={search.social_code} target={socialTarget} /> : null}
      {search.social_error ? <SocialLoginFailed /> : null}
      <ConsentGate>
        {(guard) => (
          <>
            <Link to="/login" search={{ redirect: search.redirect }} className="button button--primary" onClick={guard}>
              <Trans>Войти по email</Trans>
            </Link>
            {providers.vk ? (
              <a href={vkStartHref(target)} className="button button--ghost" onClick={guard}>
                <Trans>Войти через VK ID</Trans>
              </a>
            ) : null}
          </>
        )}
      </ConsentGate>
    </AuthLayout>
  )
}
