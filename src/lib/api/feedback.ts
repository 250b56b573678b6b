import { type FeedbackBody, type FeedbackState, type FeedbackSummary, feedbackEndpoints } from '../../../kernel/contract/feedback'
import type { AccountApi } from './account'
import { type Endpoint, type EndpointCall, type EndpointData, createEndpointCaller } from './endpoint'
import { ApiError } from './errors'

/** A refused feedback call: the server's message in the person's language (shown as is), and the status. */
export class FeedbackError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/**
 * Feedback after a session (the session page's form, the speaker's cabinet), every answer checked
 * against the contract; always with the account's token.
 */
export function feedbackApi(account: AccountApi, fetch?: typeof globalThis.fetch) {
  const call = createEndpointCaller(account, fetch ? { fetch } : {})
  async function request<E extends Endpoint>(endpoint: E, id: number | null, body?: EndpointCall<E>['body']): Promise<EndpointData<E>> {
    try {
      return await call(endpoint, { ...(id === null ? {} : { params: { id } }), ...(body === undefined ? {} : { body }) })
    } catch (error) {
      throw error instanceof ApiError ? new FeedbackError(error.message, error.status ?? 0) : error
    }
  }
  const e = feedbackEndpoints
  return {
    mine: (id: number): Promise<FeedbackState> => request(e.mine, id),
    save: (id: number, body: FeedbackBody): Promise<FeedbackState> => request(e.save, id, body),
    remove: (id: number) => request(e.remove, id),
    speaker: (): Promise<FeedbackSummary[]> => request(e.speaker, null),
  }
}
