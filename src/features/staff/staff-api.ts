import { ofetch } from 'ofetch'
import { type Infer, type Struct, validate } from 'superstruct'
import { envelope } from '../../../kernel/contract/common'
import { fillPath } from '../../../kernel/contract/content'
import { DoorRefusal, type DoorVerdict, STAFF_STATS_CSV_PATH, type StaffEndpointName, staffEndpoints } from '../../../kernel/contract/staff'
import type { AccountApi } from '../../lib/api/account'
import { ApiErrorBody } from '../../../kernel/contract/common'

type Endpoint<N extends StaffEndpointName> = (typeof staffEndpoints)[N]
export type StaffData<N extends StaffEndpointName> = Infer<Endpoint<N>['response']>
type StaffBody<N extends StaffEndpointName> = Endpoint<N>['body'] extends Struct<infer T, infer _S> ? T : never

/** What went wrong with a staff call: no response, or a refusal with its status, code and (a door verdict, a replayed batch) data. */
export class StaffApiError extends Error {
  override readonly name = 'StaffApiError'
  constructor(
    readonly kind: 'network' | 'http' | 'invalid',
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/**
 * The staff API's client (kernel/contract/staff.ts): the account API's token, language and base
 * address, every answer validated with the contract. Refusals keep their body: a door verdict
 * comes with a 404/409, a replayed batch's results with a 409.
 */
export function createStaffApi(account: AccountApi) {
  async function request<N extends StaffEndpointName>(name: N, options: { body?: StaffBody<N>; params?: Record<string, string | number>; signal?: AbortSignal } = {}) {
    const endpoint = staffEndpoints[name]
    const path = options.params ? fillPath(endpoint.path, options.params) : endpoint.path
    const headers = account.authHeaders(endpoint.auth)
    let response: Response & { _data?: unknown }
    try {
      response = await ofetch.raw(path, {
        baseURL: account.baseURL,
        method: endpoint.method,
        headers,
        body: options.body as Record<string, unknown> | undefined,
        retry: 0,
        ignoreResponseError: true,
        signal: options.signal,
      })
    } catch (error) {
      throw new StaffApiError('network', error instanceof Error ? error.message : String(error))
    }
    return response
  }

  async function call<N extends StaffEndpointName>(name: N, options: { body?: StaffBody<N>; params?: Record<string, string | number>; signal?: AbortSignal } = {}): Promise<StaffData<N>> {
    const response = await request(name, options)
    const body = response._data
    if (!response.ok) {
      if (response.status === 401) account.reportUnauthorized()
      const known = validate(body, ApiErrorBody)[1]
      throw new StaffApiError('http', known?.message ?? `HTTP ${response.status}`, response.status, known?.code, (body as { data?: unknown } | null)?.data)
    }
    const [failure, value] = validate(body, envelope(staffEndpoints[name].response as unknown as Struct<StaffData<N>, unknown>))
    if (failure) throw new StaffApiError('invalid', `Unexpected ${name} response at ${failure.path.join('.') || '(root)'}: ${failure.message}`)
    return (value as { data: StaffData<N> }).data
  }

  /** The door's check: every verdict (200, or 404/409 with the verdict); a StaffApiError for anything else. */
  async function checkDoor(body: StaffBody<'doorCheck'>, signal?: AbortSignal): Promise<DoorVerdict> {
    try {
      return await call('doorCheck', { body, signal })
    } catch (error) {
      if (error instanceof StaffApiError && error.kind === 'http' && (error.status === 404 || error.status === 409)) {
        const [, refusal] = validate({ message: error.message, code: error.code, data: error.data }, DoorRefusal)
        if (refusal) return refusal.data
      }
      throw error
    }
  }

  /** The figures as a CSV file (not JSON). */
  async function statsCsv(): Promise<Blob> {
    return account.file(STAFF_STATS_CSV_PATH)
  }

  return { call, checkDoor, statsCsv }
}

export type StaffApi = ReturnType<typeof createStaffApi>
