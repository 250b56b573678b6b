import { ofetch, type $Fetch } from 'ofetch'
import { type Infer, type Struct, validate } from 'superstruct'
import { ACCOUNT_API_PREFIX, EVENT_ID, type Lang } from '../../config/constants'
import { envelope } from '../../contract/common'
import { type AccountEndpointName, accountEndpoints } from '../../contract/account'
import { ApiError, toApiError } from './errors'

type Endpoint<N extends AccountEndpointName> = (typeof accountEndpoints)[N]
export type AccountBody<N extends AccountEndpointName> = Endpoint<N>['body'] extends Struct<infer T, infer _S> ? T : never
export type AccountData<N extends AccountEndpointName> = Infer<Endpoint<N>['response']>

export interface AccountApiOptions {
  baseURL?: string
  getLang: () => Lang
  /** The current bearer token, read at call time. */
  getToken: () => string | null
  /** §8: a 401 on an authenticated call triggers relogin. */
  onUnauthorized?: () => void
  fetch?: typeof globalThis.fetch
}

/**
 * The account API client: X-Lang on every call, the bearer token and the event id header on
 * authenticated ones, `data` unwrapped and validated, no retries, and a 401 turned into an event.
 */
export function createAccountApi({ baseURL = ACCOUNT_API_PREFIX, getLang, getToken, onUnauthorized, fetch }: AccountApiOptions) {
  const http: $Fetch = ofetch.create({ baseURL, retry: 0 }, fetch ? { fetch } : {})

  async function call<N extends AccountEndpointName>(
    name: N,
    options: { body?: AccountBody<N>; token?: string; signal?: AbortSignal; quiet401?: boolean } = {},
  ): Promise<AccountData<N>> {
    const endpoint = accountEndpoints[name]
    const headers: Record<string, string> = { 'X-Lang': getLang(), Accept: 'application/json' }
    const token = options.token ?? getToken()
    if (endpoint.auth) {
      if (!token) throw new ApiError('http', 'Not logged in', 401, undefined, 'unauthorized')
      headers.Authorization = `Bearer ${token}`
      headers['X-Event-Id'] = String(EVENT_ID)
    }
    let body: unknown
    try {
      body = await http(endpoint.path, { method: endpoint.method, headers, body: options.body as Record<string, unknown> | undefined, signal: options.signal })
    } catch (error) {
      const apiError = toApiError(error)
      if (endpoint.auth && apiError.status === 401 && !options.quiet401) onUnauthorized?.()
      if (apiError.status !== 401) console.warn(`[account] ${name} failed:`, apiError.kind, apiError.message)
      throw apiError
    }
    const response = endpoint.response as unknown as Struct<AccountData<N>, unknown>
    const [failure, value] = validate(body, envelope(response))
    if (failure) {
      const error = new ApiError('invalid', `Unexpected ${name} response at ${failure.path.join('.') || '(root)'}: ${failure.message}`)
      console.error(`[account] ${error.message}`)
      throw error
    }
    return (value as { data: AccountData<N> }).data
  }

  return { call }
}

export type AccountApi = ReturnType<typeof createAccountApi>
