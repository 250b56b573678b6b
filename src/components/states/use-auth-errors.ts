import { useLingui } from '@lingui/react/macro'
import type { FormErrorValue } from '../form/submission'
import { ApiError } from '../../lib/api/errors'

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined)

/**
 * Account API failures in the person's language (§8). The API layer carries codes; the texts
 * live here. `reason` is one sentence; the screens put their own title above it.
 */
export function useAuthErrors() {
  const { t } = useLingui()

  function reason(error: unknown): string {
    if (!(error instanceof ApiError)) return t`Что-то пошло не так.`
    if (error.kind === 'network') return t`Ошибка соединения с сервером`
    if (error.kind === 'invalid') return t`Сервер прислал неожиданный ответ. Мы уже знаем об этом.`
    if (error.status === 429 || error.code === 'rate_limited') return t`Слишком много попыток. Подождите несколько минут и попробуйте снова.`
    if (error.code === 'email_taken') return t`Этот email уже зарегистрирован. Войдите или восстановите пароль.`
    if (error.code === 'token_invalid') return t`Ссылка устарела или уже использована.`
    if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0) return t`Проверьте поля формы.`
    if (error.status !== undefined && error.status >= 500) return t`Сервер временно недоступен. Попробуйте ещё раз через минуту.`
    return error.message
  }

  /** The login form's message: the spec's text for wrong credentials (§8), a clear one for the rest. */
  function loginError(error: unknown): FormErrorValue {
    const code = codeOf(error)
    if (code === 'invalid_credentials') return t`Неверный логин или пароль`
    if (code === 'email_not_confirmed') {
      // The server's text says how to get a new link (X-Lang): it knows its own mail flow.
      return { title: t`Email ещё не подтверждён`, detail: (error as ApiError).message }
    }
    return { title: t`Не удалось войти`, detail: reason(error) }
  }

  return { reason, loginError }
}
