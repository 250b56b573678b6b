import { ofetch, type $Fetch } from 'ofetch'
import { type Infer, type Struct, validate } from 'superstruct'
import { ACCOUNT_API_PREFIX, EVENT_ID, type Lang } from '../../../kernel/constants'
import { envelope, toQuery } from '../../../kernel/contract/common'
import type { AccountEndpointName, accountEndpoints } from '../../../kernel/contract/account'
import { fillPath } from '../../../kernel/contract/content'
import { langsFor } from '../../../kernel/lang'
import { ApiError, toApiError } from './errors'

let contract: Promise<typeof accountEndpoints> | undefined
const loadContract = () => (contract ??= import('../../../kernel/contract/account').then((m) => m.accountEndpoints))

type Endpoint<N extends AccountEndpointName> = (typeof accountEndpoints)[N]
export type AccountBody<N extends AccountEndpointName> = Endpoint<N>['body'] extends Struct<infer T, infer _S> ? T : never
export type AccountData<N extends AccountEndpointName> = Infer<Endpoint<N>['response']>
export type AccountQuery<N extends AccountEndpointName> = Endpoint<N> extends { query: Struct<infer Q, infer _S> } ? Partial<Q> : never
type CallOptions<N extends AccountEndpointName> = {
  body?: AccountBody<N>
  /** Fills `:name` segments of the path (e.g. /api/user/meeting/:id). */
  params?: Record<string, string | number>
  query?: AccountQuery<N>
  token?: string
  signal?: AbortSignal
  quiet401?: boolean
}

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
    options: CallOptions<N> = {},
  ): Promise<AccountData<N>> {
    // The contract's structs load with the first account call, not with the first screen.
    const endpoint = (await loadContract())[name]
    const headers = authHeaders(endpoint.auth, options.token)
    const path = options.params ? fillPath(endpoint.path, options.params) : endpoint.path
    // Queries that take `langs` get the person's language plus the fallback, as content calls do.
    const querySchema = 'query' in endpoint ? (endpoint.query.schema as Record<string, unknown>) : null
    const query = querySchema
      ? toQuery({ ...('langs' in querySchema ? { langs: langsFor(getLang()) } : {}), ...(options.query as Record<string, unknown> | undefined) })
      : undefined
    let body: unknown
    try {
      body = await http(path, { method: endpoint.method, headers, query, body: options.body as Record<string, unknown> | undefined, signal: options.signal })
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

  /** X-Lang, and for an authenticated call the bearer token and the event id (throws a 401 ApiError without a token). */
  function authHeaders(auth = true, tokenOverride?: string): Record<string, string> {
    const headers: Record<string, string> = { 'X-Lang': getLang(), Accept: 'application/json' }
    if (!auth) return headers
    const token = tokenOverride ?? getToken()
    if (!token) throw new ApiError('http', 'Not logged in', 401, undefined, 'unauthorized')
    headers.Authorization = `Bearer ${token}`
    headers['X-Event-Id'] = String(EVENT_ID)
    return headers
  }

  /**
   * An authenticated file (a speaker's presentation): the answer is the file, not JSON. `url` may
   * carry the API prefix (the server's MediaFile.url) or be relative to it.
   */
  async function file(url: string, signal?: AbortSignal): Promise<Blob> {
    const path = url.startsWith(ACCOUNT_API_PREFIX + '/') ? url.slice(ACCOUNT_API_PREFIX.length) : url
    try {
      return await http(path, { headers: { ...authHeaders(), Accept: '*/*' }, responseType: 'blob', signal })
    } catch (error) {
      const apiError = toApiError(error)
      if (apiError.status === 401) onUnauthorized?.()
      throw apiError
    }
  }

  /**
   * A request whose answer is not the contract's JSON (a file to download, a stream, an upload of
   * a file or a text): the person's token and language, a 401 reported for relogin; the caller
   * reads the Response. `path` is the site's (the desk's and the account API's alike).
   */
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const res = await (fetch ?? globalThis.fetch)(path, { ...init, headers: { ...authHeaders(true), ...(init.headers as Record<string, string> | undefined) } })
    if (res.status === 401) onUnauthorized?.()
    return res
  }

  return {
    call,
    file,
    send,
    authHeaders,
    /** Where the API lives: uploads with progress (XMLHttpRequest) are sent there too. */
    baseURL,
    /** A 401 seen outside `call` (an upload) starts the relogin routine the same way. */
    reportUnauthorized: () => onUnauthorized?.(),
  }
}

export type AccountApi = ReturnType<typeof createAccountApi>
