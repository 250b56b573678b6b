import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { apiErrorCode, apiErrorStatus } from '../../lib/api/errors'
import { once } from './once'
import { useAuthErrors } from '../../components/states/use-auth-errors'
import { useAuthServices } from '../../session/use-session'

type Result = { state: 'pending' } | { state: 'done' } | { state: 'failed'; error: unknown }

/** A used, expired or malformed link: the server's token_invalid, or the token refused as a request (400, 422, 404). */
const isBadLink = (error: unknown) => apiErrorCode(error) === 'token_invalid' || [400, 422, 404].includes(apiErrorStatus(error) ?? 0)

/**
 * /login?confirm=<token>, the link from the registration mail: confirms the email once, says how
 * it went, and drops the token from the address so a reload doesn't post a used token again.
 */
export function ConfirmEmailNotice({ token }: { token: string }) {
  const { t } = useLingui()
  const { account } = useAuthServices()
  const { reason } = useAuthErrors()
  const navigate = useNavigate({ from: '/login' })
  const [result, setResult] = useState<Result>({ state: 'pending' })

  useEffect(() => {
    let live = true
    const settle = (next: Result) => {
      if (!live) return
      setResult(next)
      void navigate({ search: (prev) => ({ ...prev, confirm: undefined }), replace: true })
    }
    once(account, `confirm:${token}`, () => account.call('confirm', { body: { token } })).then(
      () => settle({ state: 'done' }),
      (error: unknown) => settle({ state: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [account, token, navigate])

  if (result.state === 'failed') {
    return (
      <div className="auth__notice auth__notice--error" role="alert">
        <p className="auth__notice-title">{t`Не удалось подтвердить email`}</p>
        <p>
          {isBadLink(result.error)
            ? t`Ссылка для подтверждения устарела или уже использована. Если вы уже подтверждали email, просто войдите.`
            : reason(result.error)}
        </p>
      </div>
    )
  }
  // One status region from the start, so the change from "confirming" to "confirmed" is announced.
  return (
    <p className={result.state === 'done' ? 'auth__notice auth__notice--ok' : 'auth__notice'} role="status">
      {result.state === 'done' ? t`Email подтверждён, теперь можно войти` : t`Подтверждаем email…`}
    </p>
  )
}
