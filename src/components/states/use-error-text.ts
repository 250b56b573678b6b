import { useLingui } from '@lingui/react/macro'
import { isConnectionError } from '../../../machines/errors'
import { ApiError } from '../../lib/api/errors'

/**
 * What the failed call was for, which decides a few texts: a page's or block's data ('data': a
 * 404 is a page that is not there) or a call of an account form ('account': the server's codes
 * for a taken email, a used link, fields to check).
 */
export type ErrorAbout = 'data' | 'account'

/**
 * The one sentence that says why a call failed, in the person's language (§8). The API layer
 * carries codes; the texts live here. Screens put their own title above it.
 */
export function useErrorText() {
  const { t } = useLingui()

  return function errorText(error: unknown, about: ErrorAbout = 'data'): string {
    if (!(error instanceof ApiError)) return t`Что-то пошло не так.`
    if (isConnectionError(error)) return t`Ошибка соединения с сервером`
    if (error.kind === 'invalid') return t`Сервер прислал неожиданный ответ. Мы уже знаем об этом.`
    if (about === 'account') {
      if (error.status === 429 || error.code === 'rate_limited') return t`Слишком много попыток. Подождите несколько минут и попробуйте снова.`
      if (error.code === 'email_taken') return t`Этот email уже зарегистрирован. Войдите или восстановите пароль.`
      if (error.code === 'token_invalid') return t`Ссылка устарела или уже использована.`
      if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0) return t`Проверьте поля формы.`
    } else {
      if (error.status === 404) return t`Такой страницы нет: возможно, её удалили или адрес набран с ошибкой.`
      if (error.status === 429) return t`Слишком много запросов. Подождите немного и попробуйте снова.`
    }
    if (error.status !== undefined && error.status >= 500) return t`Сервер временно недоступен. Попробуйте ещё раз через минуту.`
    return error.message
  }
}
