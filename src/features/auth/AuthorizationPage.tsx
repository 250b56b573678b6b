import { getRouteApi } from '@tanstack/react-router'
import { safeReturnPath } from '../../lib/safe-path'
import { LoginScreen } from './LoginScreen'
import { SocialCodeExchange, SocialLoginFailed } from './SocialLoginStatus'
import { AFTER_LOGIN_PATH } from '../../session/account-paths'

const route = getRouteApi('/authorization')

/**
 * /authorization (§2): the header's "Войти". The ways in on one screen (the password form and the
 * social login, see LoginScreen), and the social login's way back.
 */
export function AuthorizationPage() {
  const search = route.useSearch()
  const providers = route.useLoaderData()
  const target = search.redirect ? safeReturnPath(search.redirect) : AFTER_LOGIN_PATH
  const socialTarget = search.return ? safeReturnPath(search.return) : AFTER_LOGIN_PATH

  return (
    <LoginScreen
      target={target}
      providers={providers}
      notices={
        <>
          {search.social_code ? <SocialCodeExchange code={search.social_code} target={socialTarget} /> : null}
          {search.social_error ? <SocialLoginFailed /> : null}
        </>
      }
    />
  )
}
