import type { AccountTestServer, Reply } from './account'
import { fillPath } from '../../../kernel/contract/content'

interface Endpoint {
  method: string
  path: string
}

/** A desk call (its path is whole, no account prefix), with a token and a language. */
export async function deskCall(
  server: AccountTestServer,
  endpoint: Endpoint,
  token: string | undefined,
  options: { body?: unknown; rawBody?: string; query?: Record<string, string>; params?: Record<string, string | number>; lang?: 'ru' | 'en' } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'X-Lang': options.lang ?? 'ru' }
  if (token) headers.Authorization = `Bearer ${token}`
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const path = options.params ? fillPath(endpoint.path, options.params) : endpoint.path
  const query = options.query ? `?${new URLSearchParams(options.query)}` : ''
  const res = await server.request(`${path}${query}`, { method: endpoint.method, headers, body })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, res }
}

/** The audit log's entries for an entity, newest first, straight from the table. */
export async function auditOf(server: AccountTestServer, entity: string) {
  return server.db.query<{ actor: string; actor_kind: string; entity_id: string | null; action: string; before: unknown; after: unknown; origin: string }>(
    'SELECT actor, actor_kind, entity_id, action, before, after, origin FROM audit_log WHERE entity = $1 ORDER BY id DESC',
    [entity],
  )
}
