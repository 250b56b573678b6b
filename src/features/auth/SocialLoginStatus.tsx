import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { once } from './once'
import { useAuthErrors } from '../../components/states/use-auth-errors'
import { useAuthServices } from '../../session/use-session'
import { useCompleteLogin } from './use-complete-login'

/**
 * The way back from VK ID: /authorization?social_code=…&return=/path. The one-time code becomes
 * a token pair; `me` is asked once for the email, which the token pair does not carry, and the
 * session takes the profile from that same answer instead of asking again.
 */
export function SocialCodeExchange({ code, target }: { code: string; target: string }) {
  const { t } = useLingui()
  const { account } = useAuthServices()
  const completeLogin = useCompleteLogin()
  const { reason } = useAuthErrors()
  const [error, setError] = useState<unknown>(null)

  useEffect(() => {
    let live = true
    const exchange = async () => {
      const pair = await account.call('socialExchange', { body: { code } })
      const me = await account.call('me', { token: pair.access_token, quiet401: true }).catch(() => null)
      return { pair, person: me ? { email: me.email, profile: me.profile } : { email: null } }
    }
    once(account, `social:${code}`, exchange).then(
      ({ pair, person }) => (live ? completeLogin(pair, person, target) : undefined),
      (failure: unknown) => (live ? setError(failure) : undefined),
    )
    return () => {
      live = false
    }
    // completeLogin is a new function each render; the exchange belongs to the code alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, code, target])

  if (error) return <SocialLoginFailed detail={reason(error)} />
  return (
    <p className="auth__notice" role="status">
      {t`Подождите, идёт авторизация`}
    </p>
  )
}

/** ?social_error=1, or a code that could not be exchanged. */
export function SocialLoginFailed({ detail }: { detail?: string }) {
  const { t } = useLingui()
  return (
    <div className="auth__notice auth__notice--error" role="alert">
      <p className="auth__notice-title">{t`Не удалось войти через VK ID`}</p>
      <p>{detail ?? t`Попробуйте ещё раз или войдите по email.`}</p>
    </div>
  )
}
