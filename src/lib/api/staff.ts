import { STAFF_STATS_CSV_PATH, type StaffEndpointName, staffEndpoints } from '../../../kernel/contract/staff'
import type { AccountApi } from './account'
import { type EndpointCall, type EndpointData, createEndpointCaller } from './endpoint'

type StaffEndpoint<N extends StaffEndpointName> = (typeof staffEndpoints)[N]
export type StaffData<N extends StaffEndpointName> = EndpointData<StaffEndpoint<N>>

/**
 * The staff API's client (kernel/contract/staff.ts): the account API's token, language and base
 * address, every answer validated with the contract. A door verdict and a replayed batch's results
 * come back as answers, whatever status carried them (the contract's `refusal`).
 */
export function createStaffApi(account: AccountApi, fetch?: typeof globalThis.fetch) {
  const request = createEndpointCaller(account, { baseURL: account.baseURL, ...(fetch ? { fetch } : {}) })
  const call = <N extends StaffEndpointName>(name: N, options: EndpointCall<StaffEndpoint<N>> = {}): Promise<StaffData<N>> =>
    request(staffEndpoints[name], options)
  return {
    call,
    /** The door's check: every verdict, the refused ones included; an ApiError for anything else. */
    checkDoor: (body: EndpointCall<StaffEndpoint<'doorCheck'>>['body'], signal?: AbortSignal) => call('doorCheck', { body, ...(signal ? { signal } : {}) }),
    /** The figures as a CSV file (not JSON). */
    statsCsv: (): Promise<Blob> => account.file(STAFF_STATS_CSV_PATH),
  }
}

export type StaffApi = ReturnType<typeof createStaffApi>
