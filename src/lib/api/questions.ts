import {
  type AskBody,
  type ModerationAction,
  type Question,
  type QuestionList,
  type QuestionScreen,
  type QuestionSort,
  questionEndpoints,
} from '../../../kernel/contract/questions'
import type { AccountApi } from './account'
import { type Endpoint, type EndpointCall, type EndpointData, createEndpointCaller } from './endpoint'
import { ApiError } from './errors'

/** A refused call: the server's message in the person's language (shown as is), and the status. */
export class QuestionError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/**
 * The questions API, every answer checked against the contract; the person's token whenever they
 * are logged in (the list's optional auth too: voted, mine, moderation).
 */
export function questionsApi(account: AccountApi, fetch?: typeof globalThis.fetch) {
  const call = createEndpointCaller(account, fetch ? { fetch } : {})
  async function request<E extends Endpoint>(endpoint: E, params: { id?: number; qid?: number }, body?: EndpointCall<E>['body'], query?: EndpointCall<E>['query']): Promise<EndpointData<E>> {
    try {
      return await call(endpoint, { params, ...(body === undefined ? {} : { body }), ...(query ? { query } : {}) })
    } catch (error) {
      throw error instanceof ApiError ? new QuestionError(error.message, error.status ?? 0) : error
    }
  }
  const e = questionEndpoints
  return {
    list: (id: number, sort: QuestionSort): Promise<QuestionList> => request(e.list, { id }, undefined, { sort }),
    ask: (id: number, body: AskBody): Promise<Question> => request(e.ask, { id }, body),
    vote: (qid: number, vote: boolean): Promise<Question> => request(e.vote, { qid }, { vote }),
    moderate: (qid: number, action: ModerationAction): Promise<Question> => request(e.moderate, { qid }, { action }),
    settings: (id: number, approval: boolean) => request(e.settings, { id }, { approval }),
    remove: (qid: number) => request(e.remove, { qid }),
    screen: (id: number): Promise<QuestionScreen> => request(e.screen, { id }),
  }
}
