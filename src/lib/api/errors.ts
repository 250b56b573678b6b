import { FetchError } from 'ofetch'
import { is } from 'superstruct'
import { ApiErrorBody } from '../../../kernel/contract/common'

/**
 * What can go wrong with a call, as a code the screens translate (house style 11):
 * - network: no response at all ('Server connection error', §8)
 * - http: the server answered with an error status (message from the server, in X-Lang)
 * - invalid: the server answered 2xx but the body breaks the contract
 */
export type ApiErrorKind = 'network' | 'http' | 'invalid'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly fieldErrors?: Record<string, string[]>,
    readonly code?: string,
  ) {
    super(message)
  }
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof FetchError) {
    const status = error.response?.status ?? error.statusCode
    if (!error.response || status === undefined) return new ApiError('network', error.message)
    const body: unknown = error.data
    if (is(body, ApiErrorBody)) return new ApiError('http', body.message, status, body.errors, body.code)
    return new ApiError('http', `HTTP ${status}`, status)
  }
  // fetch itself rejects with a TypeError when there is no response.
  if (error instanceof TypeError) return new ApiError('network', error.message)
  return new ApiError('http', error instanceof Error ? error.message : String(error))
}

/** The server's error code (the `code` of its error body), if the call got one. */
export const apiErrorCode = (error: unknown): string | undefined => (error instanceof ApiError ? error.code : undefined)

/** The HTTP status the server refused the call with, if it answered at all. */
export const apiErrorStatus = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined)
