import { type Struct, validate } from 'superstruct'
import { ACCOUNT_API_PREFIX } from '../../../kernel/constants'
import { envelope } from '../../../kernel/contract/common'
import { fillPath } from '../../../kernel/contract/content'
import { type HallSeatVerdict, type HallSeatsOffline, type MySeat, type SeatAnswer, type SeatCounts, seatEndpoints } from '../../../kernel/contract/seats'
import type { AccountApi } from './account'

/** A refused seat call: the server's words in the person's language, its status and code. */
export class SeatError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message)
  }
}

type Endpoint = (typeof seatEndpoints)[keyof typeof seatEndpoints]

/** The seats' calls, every answer checked against the contract (kernel/contract/seats.ts). */
export function seatsApi(account: AccountApi | null, lang: string) {
  async function request<T>(endpoint: Endpoint, id: number | null, response: Struct<T, unknown>, prefix = ACCOUNT_API_PREFIX): Promise<T> {
    const headers: Record<string, string> = account && endpoint.auth ? { ...account.authHeaders(true), Accept: 'application/json' } : { 'X-Lang': lang, Accept: 'application/json' }
    const res = await fetch(prefix + (id === null ? endpoint.path : fillPath(endpoint.path, { id })), { method: endpoint.method, headers })
    const json: unknown = await res.json().catch(() => null)
    if (!res.ok) {
      if (res.status === 401) account?.reportUnauthorized()
      const body = json as { message?: unknown; code?: unknown } | null
      throw new SeatError(typeof body?.message === 'string' ? body.message : res.statusText, res.status, typeof body?.code === 'string' ? body.code : null)
    }
    const [failure, value] = validate(json, envelope(response))
    if (failure) throw new SeatError(failure.message, 0, null)
    return (value as { data: T }).data
  }
  const e = seatEndpoints
  return {
    counts: (): Promise<SeatCounts[]> => request(e.counts, null, e.counts.response, ''),
    mine: (): Promise<MySeat[]> => request(e.mine, null, e.mine.response),
    take: (id: number): Promise<SeatAnswer> => request(e.take, id, e.take.response),
    leave: (id: number): Promise<SeatAnswer> => request(e.leave, id, e.leave.response),
    accept: (id: number): Promise<SeatAnswer> => request(e.accept, id, e.accept.response),
    hallOffline: (): Promise<HallSeatsOffline> => request(e.hallOffline, null, e.hallOffline.response),
    hallCheck: async (meetingId: number, code: string): Promise<HallSeatVerdict> => {
      const res = await fetch(ACCOUNT_API_PREFIX + e.hallCheck.path, {
        method: 'POST',
        headers: { ...(account?.authHeaders(true) ?? {}), 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ meeting_id: meetingId, code }),
      })
      const json: unknown = await res.json().catch(() => null)
      if (!res.ok) throw new SeatError((json as { message?: string } | null)?.message ?? res.statusText, res.status, null)
      const [failure, value] = validate(json, envelope(e.hallCheck.response))
      if (failure) throw new SeatError(failure.message, 0, null)
      return value.data
    },
  }
}
export type SeatsApi = ReturnType<typeof seatsApi>
