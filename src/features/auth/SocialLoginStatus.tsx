import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ApiError } from '../../lib/api/errors'
import { useAuthErrors } from '../../components/states/use-auth-errors'
import { useAuthServices } from '../../session/use-session'
import { useCompleteLogin } from './use-complete-login'

/**
 * The way back from VK ID: /authorization?social_code=…&return=/path. Nothing happens on load: the
 * person clicks to finish, as with the consent, so a link someone was sent cannot log them into
 * another account by itself (and the server accepts the code only from the browser that came back
 * from VK ID). The one-time code becomes a token pair; `me` is asked once for the email, which the
 * token pair does not carry, and the session takes the profile from that same answer.
 */
export function SocialCodeExchange({ code, target }: { code: string; target: string }) {
  const { t } = useLingui()
  const { account } = useAuthServices()
  const completeLogin = useCompleteLogin()
  const { reason } = useAuthErrors()
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null })

  async function finish() {
    setState({ busy: true, error: null })
    try {
      const pair = await account.call('socialExchange', { body: { code } })
      const me = await account.call('me', { token: pair.access_token, quiet401: true }).catch(() => null)
      await completeLogin(pair, me ? { email: me.email, profile: me.profile } : { email: null }, target)
    } catch (error) {
      setState({ busy: false, error })
    }
  }

  if (state.error) {
    const otherBrowser = state.error instanceof ApiError && state.error.code === 'other_browser'
    return (
      <SocialLoginFailed
        detail={otherBrowser ? t`Этот вход начат в другом браузере или по чужой ссылке. Если вы входили сами, начните вход через VK ID заново.` : reason(state.error)}
      />
    )
  }
  return (
    <div className="auth__notice">
      <p className="auth__notice-title">{t`Вход через VK ID`}</p>
      <p>{t`Вы вернулись из VK ID. Нажмите кнопку, чтобы войти в свой аккаунт.`}</p>
      <button type="button" className="button button--primary" onClick={() => void finish()} disabled={state.busy} aria-busy={state.busy}>
        {state.busy ? t`Подождите, идёт авторизация` : t`Завершить вход`}
      </button>
    </div>
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
