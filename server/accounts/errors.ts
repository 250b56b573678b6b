import type { Lang } from '../../kernel/constants'
import type { AccountErrorCode } from '../../kernel/contract/account'
import { type ClientErrorStatus, HttpError } from '../http/errors'
import type { LimitResult } from '../auth/rate-limit'
import { type AccountMessageKey, accountMessage } from './messages'

/** Every account error carries a contract code: the client translates codes, not messages. */
export function accountError(
  lang: Lang,
  status: ClientErrorStatus,
  code: AccountErrorCode,
  key: AccountMessageKey,
  options: { vars?: Record<string, string | number>; errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
): HttpError {
  return new HttpError(status, accountMessage(lang, key, options.vars), options.errors, code, options.headers)
}

/** 429 with Retry-After when a limit is reached. */
export function enforce(lang: Lang, result: LimitResult): void {
  if (result.ok) return
  throw accountError(lang, 429, 'rate_limited', 'rateLimited', {
    vars: { seconds: result.retryAfterS },
    headers: { 'Retry-After': String(result.retryAfterS) },
  })
}
