import { type Struct, validate } from 'superstruct'
import { envelope } from '../../../kernel/contract/common'
import { type FeedbackBody, type FeedbackState, type FeedbackSummary, feedbackEndpoints } from '../../../kernel/contract/feedback'
import type { AccountApi } from './account'

/** A refused feedback call: the server's message in the person's language (shown as is), and the status. */
export class FeedbackError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

type Endpoint = (typeof feedbackEndpoints)[keyof typeof feedbackEndpoints]

/**
 * Feedback after a session (the session page's form, the speaker's cabinet), every answer checked
 * against the contract; always with the account's token.
 */
export function feedbackApi(account: AccountApi) {
  async function request<T>(endpoint: Endpoint, id: number | null, response: Struct<T, unknown>, body?: unknown): Promise<T> {
    const res = await fetch(endpoint.path.replace(':id', String(id ?? '')), {
      method: endpoint.method,
      headers: { ...account.authHeaders(true), 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json: unknown = await res.json().catch(() => null)
    if (!res.ok) {
      if (res.status === 401) account.reportUnauthorized()
      const message = (json as { message?: unknown } | null)?.message
      throw new FeedbackError(typeof message === 'string' ? message : res.statusText, res.status)
    }
    const [failure, value] = validate(json, envelope(response))
    if (failure) throw new FeedbackError(failure.message, 0)
    return (value as { data: T }).data
  }
  const e = feedbackEndpoints
  return {
    mine: (id: number): Promise<FeedbackState> => request(e.mine, id, e.mine.response),
    save: (id: number, body: FeedbackBody): Promise<FeedbackState> => request(e.save, id, e.save.response, body),
    remove: (id: number) => request(e.remove, id, e.remove.response),
    speaker: (): Promise<FeedbackSummary[]> => request(e.speaker, null, e.speaker.response),
  }
}
