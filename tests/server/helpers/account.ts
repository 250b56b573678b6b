import { type Struct, assert } from 'superstruct'
import { expect } from 'vitest'
import { ACCOUNT_API_PREFIX } from '../../../kernel/constants'
import { type AccountEndpointName, accountEndpoints } from '../../../kernel/contract/account'
import { ApiErrorBody, envelope } from '../../../kernel/contract/common'
import type { AccountConfig } from '../../../server/account-config'
import { type ServerConfig, loadConfig } from '../../../server/config'
import type { Log } from '../../../server/log'
import { type TestServer, createTestServer } from './server'

export const ACC = ACCOUNT_API_PREFIX
export const TEST_SECRET = 'test-secret-for-the-account-api-0123456789'
export const PUBLIC_URL = 'http://forum.test'

/** A clock the test moves by hand; starts on a whole second, so token times are exact. */
export class TestClock {
  now = Date.UTC(2026, 10, 2, 9, 0, 0)
  readonly read = () => this.now
  advance(ms: number) {
    this.now += ms
  }
}

export interface AccountTestServer extends TestServer {
  clock: TestClock
  call(name: AccountEndpointName, options?: CallOptions): Promise<Reply>
  raw(method: string, path: string, options?: CallOptions): Promise<Reply>
  /** Mail in the outbox, newest first (after the background work is done). */
  outbox(): Promise<OutboxMail[]>
}

export interface CallOptions {
  body?: unknown
  /** A string is sent as it is (to test broken JSON). */
  rawBody?: string
  token?: string
  lang?: 'ru' | 'en'
  headers?: Record<string, string>
}

export interface Reply {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe arbitrary JSON
  body: any
  res: Response
}

export interface OutboxMail {
  id: number
  to: string
  from: string
  subject: string
  text: string
  html: string
}

export async function createAccountServer(
  options: { account?: Partial<AccountConfig>; config?: Partial<ServerConfig>; log?: Log } = {},
): Promise<AccountTestServer> {
  const clock = new TestClock()
  const account: AccountConfig = { ...loadConfig({}).account, jwtSecret: TEST_SECRET, rateLimit: false, ...options.account }
  const server = await createTestServer({ publicUrl: PUBLIC_URL, account, ...options.config }, { clock: clock.read, ...(options.log ? { log: options.log } : {}) })

  async function raw(method: string, path: string, o: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { 'X-Lang': o.lang ?? 'ru', ...o.headers }
    if (o.token) headers.Authorization = `Bearer ${o.token}`
    let body: string | undefined
    if (o.rawBody !== undefined) body = o.rawBody
    else if (o.body !== undefined) body = JSON.stringify(o.body)
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const res = await server.request(path.startsWith('/dev') ? path : `${ACC}${path}`, { method, headers, body })
    const text = await res.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = text
    }
    return { status: res.status, body: parsed, res }
  }

  return {
    ...server,
    clock,
    raw,
    call: (name, o) => raw(accountEndpoints[name].method, accountEndpoints[name].path, o),
    async outbox() {
      await server.app.account.settled()
      // Read from the table: /dev/mail exists only on a loopback development server, and the tests' PUBLIC_URL is not one.
      return server.db.query<OutboxMail>(
        `SELECT id, recipient AS "to", sender AS "from", subject, text_body AS text, html_body AS html FROM mail_outbox ORDER BY id DESC LIMIT 200`,
      )
    },
  }
}

/** The response is `{ data }` and data matches the contract's response struct. */
export function expectData<T, S>(reply: Reply, struct: Struct<T, S>, status = 200): T {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status)
  assert(reply.body, envelope(struct))
  return (reply.body as unknown as { data: T }).data
}

type ResponseOf<N extends AccountEndpointName> = (typeof accountEndpoints)[N]['response'] extends Struct<infer T, infer _S> ? T : never

/** `{ data }` matching the endpoint's response struct in the contract. */
export function expectResponse<N extends AccountEndpointName>(reply: Reply, name: N): ResponseOf<N> {
  return expectData(reply, accountEndpoints[name].response as Struct<unknown, unknown>) as ResponseOf<N>
}

/** A 4xx with the contract's error body and the given code. */
export function expectError(reply: Reply, status: number, code?: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status)
  assert(reply.body, ApiErrorBody)
  if (code) expect(reply.body.code).toBe(code)
  return reply.body as { message: string; code?: string; errors?: Record<string, string[]> }
}

/** The token of the first link to `${PUBLIC_URL}${path}?<param>=…` in a text. */
export function tokenFrom(text: string, path: string, param: string): string {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(`${PUBLIC_URL}${path}?`))
  if (!url) throw new Error(`no ${path} link in:\n${text}`)
  const token = new URL(url).searchParams.get(param)
  if (!token) throw new Error(`no ${param} in ${url}`)
  return token
}

let counter = 0
/** A unique address per call: tests share one database per file. */
export const freshEmail = (tag = 'user') => `${tag}.${Date.now().toString(36)}.${++counter}@example.org`

/** Register, confirm through the outbox link, return nothing: the account can log in. */
export async function registeredUser(server: AccountTestServer, email = freshEmail(), password = 'correct horse 1') {
  const reg = await server.call('register', { body: { email, password, password_confirmation: password, consent: true } })
  expect(reg.status, JSON.stringify(reg.body)).toBe(200)
  const mail = (await server.outbox()).find((m) => m.to === email.toLowerCase())!
  const token = tokenFrom(mail.text, '/login', 'confirm')
  expect((await server.call('confirm', { body: { token } })).status).toBe(200)
  return { email, password }
}

export async function login(server: AccountTestServer, email: string, password: string): Promise<string> {
  const reply = await server.call('login', { body: { email, password } })
  return expectResponse(reply, 'login').access_token
}
