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

/** A picture upload to the desk, as a browser's FormData sends it. */
export async function uploadPicture(server: AccountTestServer, token: string | undefined, bytes: Uint8Array, lang: 'ru' | 'en' = 'ru'): Promise<Reply> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'cover.png')
  const headers: Record<string, string> = { 'X-Lang': lang }
  if (token) headers.Authorization = `Bearer ${token}`
  const res = await server.request('/api/desk/pictures', { method: 'POST', headers, body: form })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null, res }
}

/** An editor of their own: a new account given `editor` by the demo organizer. */
export async function newEditor(server: AccountTestServer, admin: string, role: 'editor' | 'admin' | 'registrar' = 'editor'): Promise<{ token: string; email: string }> {
  const { registeredUser, login } = await import('./account')
  const { email, password } = await registeredUser(server)
  const r = await deskCall(server, { method: 'POST', path: '/api/desk/roles/grant' }, admin, { body: { email, role } })
  if (r.status !== 200) throw new Error(`grant failed: ${JSON.stringify(r.body)}`)
  return { token: await login(server, email, password), email }
}
