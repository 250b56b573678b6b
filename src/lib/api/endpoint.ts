import { ofetch } from 'ofetch'
import { type Infer, type Struct, validate } from 'superstruct'
import { ApiErrorBody, envelope } from '../../../kernel/contract/common'
import { fillPath } from '../../../kernel/contract/content'
import type { AccountApi } from './account'
import { ApiError } from './errors'

/**
 * An endpoint of the contract (kernel/contract/*): `auth` true sends the person's token (none:
 * refused here with a 401), 'optional' sends it when there is one. `refusal`: an error answer that
 * is an answer too (a door verdict, a replayed batch): its `data` is returned like a success's.
 */
export interface Endpoint {
  method: string
  path: string
  auth: boolean | 'optional' | 'organizer'
  body: Struct<any, any> | null // eslint-disable-line @typescript-eslint/no-explicit-any
  response: Struct<any, any> // eslint-disable-line @typescript-eslint/no-explicit-any
  refusal?: Struct<any, any> // eslint-disable-line @typescript-eslint/no-explicit-any
}
export type EndpointData<E extends Endpoint> = Infer<E['response']>
export type EndpointBody<E extends Endpoint> = E['body'] extends Struct<infer T, infer _S> ? T : never
export interface EndpointCall<E extends Endpoint> {
  body?: EndpointBody<E>
  /** Fills `:name` segments of the path. */
  params?: Record<string, string | number>
  query?: Record<string, string | number | boolean | undefined>
  signal?: AbortSignal
}

/**
 * Calls an endpoint of the contract with the account API's language, token and event id (its
 * authHeaders), from `baseURL` (the site's root unless said): no retries, `data` unwrapped and
 * validated, a 401 reported for relogin, every failure an ApiError with the server's code.
 */
export function createEndpointCaller(account: AccountApi, { baseURL = '', fetch }: { baseURL?: string; fetch?: typeof globalThis.fetch } = {}) {
  const http = ofetch.create({ baseURL, retry: 0, ignoreResponseError: true }, fetch ? { fetch } : {})
  const headersFor = (auth: Endpoint['auth']): Record<string, string> => {
    if (auth === 'optional') {
      try {
        return account.authHeaders(true)
      } catch {
        return account.authHeaders(false)
      }
    }
    return account.authHeaders(auth !== false)
  }
  return async function call<E extends Endpoint>(endpoint: E, options: EndpointCall<E> = {}): Promise<EndpointData<E>> {
    const path = options.params ? fillPath(endpoint.path, options.params) : endpoint.path
    let response: Response & { _data?: unknown }
    try {
      response = await http.raw(path, {
        method: endpoint.method,
        headers: headersFor(endpoint.auth),
        query: options.query,
        body: options.body as Record<string, unknown> | undefined,
        signal: options.signal,
      })
    } catch (error) {
      if (error instanceof ApiError) throw error
      if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) throw error
      throw new ApiError('network', error instanceof Error ? error.message : String(error))
    }
    const body = response._data
    if (!response.ok) {
      if (endpoint.refusal) {
        const [, refusal] = validate(body, endpoint.refusal)
        if (refusal) return (refusal as { data: EndpointData<E> }).data
      }
      if (response.status === 401 && endpoint.auth !== false) account.reportUnauthorized()
      const known = validate(body, ApiErrorBody)[1]
      throw new ApiError('http', known?.message ?? `HTTP ${response.status}`, response.status, known?.errors, known?.code)
    }
    const [failure, value] = validate(body, envelope(endpoint.response as Struct<EndpointData<E>, unknown>))
    if (failure) throw new ApiError('invalid', `Unexpected ${endpoint.method} ${endpoint.path} answer at ${failure.path.join('.') || '(root)'}: ${failure.message}`)
    return (value as { data: EndpointData<E> }).data
  }
}

export type EndpointCaller = ReturnType<typeof createEndpointCaller>
