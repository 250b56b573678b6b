import { ofetch } from 'ofetch'
import { type Infer, type Struct, validate } from 'superstruct'
import { envelope, toQuery } from '../../../kernel/contract/common'
import { fillPath } from '../../../kernel/contract/content'
import type { AccountApi } from './account'
import { ApiError, toApiError } from './errors'

/** An endpoint of the desk's contract (kernel/contract/desk.ts, or another desk table built the same way). */
export interface DeskEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any struct of the contract
  body: Struct<any, any> | null
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any struct of the contract
  response: Struct<any, any>
}
export type DeskData<E extends DeskEndpoint> = Infer<E['response']>
export type DeskBody<E extends DeskEndpoint> = E['body'] extends Struct<infer T, infer _S> ? T : never

export interface DeskCallOptions<E extends DeskEndpoint> {
  body?: DeskBody<E>
  params?: Record<string, string | number>
  query?: Record<string, string | number | undefined>
  signal?: AbortSignal
}

/**
 * The desk's client: the account API's token and language, the endpoint's path from the
 * contract, every answer validated with the contract's struct. Errors are the site's ApiError
 * (kind, status, the server's code and per-field messages), so forms show them by field.
 */
export function createDeskApi(account: AccountApi, fetchImpl?: typeof globalThis.fetch) {
  const http = ofetch.create({ retry: 0 }, fetchImpl ? { fetch: fetchImpl } : {})
  async function call<E extends DeskEndpoint>(endpoint: E, options: DeskCallOptions<E> = {}): Promise<DeskData<E>> {
    const path = options.params ? fillPath(endpoint.path, options.params) : endpoint.path
    const query = options.query ? toQuery(options.query) : undefined
    let body: unknown
    try {
      body = await http(path, {
        method: endpoint.method,
        headers: account.authHeaders(true),
        query,
        body: options.body as Record<string, unknown> | undefined,
        signal: options.signal,
      })
    } catch (error) {
      const apiError = toApiError(error)
      if (apiError.status === 401) account.reportUnauthorized()
      throw apiError
    }
    const [failure, value] = validate(body, envelope(endpoint.response))
    if (failure) throw new ApiError('invalid', `Unexpected ${endpoint.path} response at ${failure.path.join('.') || '(root)'}: ${failure.message}`)
    return (value as { data: DeskData<E> }).data
  }
  return { call, account }
}

export type DeskApi = ReturnType<typeof createDeskApi>
