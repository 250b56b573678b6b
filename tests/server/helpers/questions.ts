import type { AccountTestServer } from './account'

/** The questions' API as the question and feedback tests call it: JSON in, JSON and status out. */
export const Q = '/api/questions'

export const jsonInit = (token: string | null, method: string, body?: unknown, lang = 'en'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', 'X-Lang': lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are checked field by field
export type QuestionsReply = { data: any; message?: string; code?: string }

export async function callJson(server: AccountTestServer, path: string, init: RequestInit) {
  const res = await server.request(path, init)
  const text = await res.text()
  return { status: res.status, body: JSON.parse(text) as QuestionsReply, text, res }
}
