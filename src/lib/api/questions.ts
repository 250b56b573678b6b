import { type Struct, validate } from 'superstruct'
import { envelope } from '../../../kernel/contract/common'
import {
  type AskBody,
  type ModerationAction,
  type Question,
  type QuestionList,
  type QuestionScreen,
  type QuestionSort,
  questionEndpoints,
  questionPath,
} from '../../../kernel/contract/questions'
import type { AccountApi } from './account'

/** A refused call: the server's message in the person's language (shown as is), and the status. */
export class QuestionError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

type Endpoint = (typeof questionEndpoints)[keyof typeof questionEndpoints]

/** The questions API, every answer checked against the contract; the account's token when logged in. */
export function questionsApi(account: AccountApi | null, lang: string) {
  async function request<T>(endpoint: Endpoint, params: { id?: number; qid?: number }, response: Struct<T, unknown>, body?: unknown, query = ''): Promise<T> {
    // Logged in: the token on every call, the optional-auth list included (voted, mine, moderation).
    const headers: Record<string, string> = account
      ? { ...account.authHeaders(true), 'Content-Type': 'application/json' }
      : { 'X-Lang': lang, Accept: 'application/json' }
    const res = await fetch(questionPath(endpoint.path, params) + query, {
      method: endpoint.method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json: unknown = await res.json().catch(() => null)
    if (!res.ok) {
      if (res.status === 401) account?.reportUnauthorized()
      const message = (json as { message?: unknown } | null)?.message
      throw new QuestionError(typeof message === 'string' ? message : res.statusText, res.status)
    }
    const [failure, value] = validate(json, envelope(response))
    if (failure) throw new QuestionError(failure.message, 0)
    return (value as { data: T }).data
  }
  const e = questionEndpoints
  return {
    list: (id: number, sort: QuestionSort): Promise<QuestionList> => request(e.list, { id }, e.list.response, undefined, `?sort=${sort}`),
    ask: (id: number, body: AskBody): Promise<Question> => request(e.ask, { id }, e.ask.response, body),
    vote: (qid: number, vote: boolean): Promise<Question> => request(e.vote, { qid }, e.vote.response, { vote }),
    moderate: (qid: number, action: ModerationAction): Promise<Question> => request(e.moderate, { qid }, e.moderate.response, { action }),
    settings: (id: number, approval: boolean) => request(e.settings, { id }, e.settings.response, { approval }),
    remove: (qid: number) => request(e.remove, { qid }, e.remove.response),
    screen: (id: number): Promise<QuestionScreen> => request(e.screen, { id }, e.screen.response),
  }
}
