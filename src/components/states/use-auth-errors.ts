import { useLingui } from '@lingui/react/macro'
import type { FormErrorValue } from '../form/submission'
import { useErrorText } from './use-error-text'
import { type ApiError, apiErrorCode } from '../../lib/api/errors'

/**
 * Account API failures in the person's language (§8): `reason` is the error text of an account
 * call (use-error-text.ts); `loginError` adds the login form's own messages.
 */
export function useAuthErrors() {
  const { t } = useLingui()
  const errorText = useErrorText()
  const reason = (error: unknown): string => errorText(error, 'account')

  /** The login form's message: the spec's text for wrong credentials (§8), a clear one for the rest. */
  function loginError(error: unknown): FormErrorValue {
    const code = apiErrorCode(error)
    if (code === 'invalid_credentials') return t`Неверный логин или пароль`
    if (code === 'email_not_confirmed') {
      // The server's text says how to get a new link (X-Lang): it knows its own mail flow.
      return { title: t`Email ещё не подтверждён`, detail: (error as ApiError).message }
    }
    return { title: t`Не удалось войти`, detail: reason(error) }
  }

  return { reason, loginError }
}
