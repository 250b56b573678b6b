import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { EVENT_ID } from '../../../kernel/constants'
import { grantRole } from '../../../server/staff/store'
import { type AccountTestServer, type Reply, login, registeredUser } from './account'
import { deskCall } from './desk'

/** A registrar, a door steward and a visitor, each logged in with an account of their own. */
export async function deskPeople(server: AccountTestServer) {
  const token = async (role: 'registrar' | 'door' | null) => {
    const { email, password } = await registeredUser(server)
    if (role) expect(await grantRole(server.db, email, role)).toBe('granted')
    return { email: email.toLowerCase(), token: await login(server, email, password) }
  }
  const registrar = await token('registrar')
  const door = await token('door')
  const visitor = await token(null)
  /** A call of the desk as the registrar (or another token). */
  const call = (endpoint: { method: string; path: string }, options: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; lang?: 'ru' | 'en'; token?: string } = {}): Promise<Reply> =>
    deskCall(server, endpoint, options.token ?? registrar.token, options)
  /** The raw response, for files. */
  const file = (endpoint: { path: string }, query: Record<string, string>, lang: 'ru' | 'en' = 'ru', token = registrar.token) =>
    server.request(`${endpoint.path}?${new URLSearchParams(query)}`, { headers: { Authorization: `Bearer ${token}`, 'X-Lang': lang } })
  return { registrar, door, visitor, call, file }
}

export interface Registrant {
  id: number
  code: string
  email: string
}

/** A registered person straight in the database (a registration's result). */
export async function registrant(
  server: AccountTestServer,
  p: { first: string; last: string; org?: string; region?: string; days?: string[] | null; role?: 'visitor' | 'speaker'; email?: string; phone?: string },
): Promise<Registrant> {
  const code = randomUUID().replace(/-/g, '').slice(0, 24)
  const email = p.email ?? `p.${randomUUID().slice(0, 8)}@example.org`
  const [user] = await server.db.query<{ id: number }>("INSERT INTO users (email, email_verified_at, password_hash) VALUES ($1, now(), 'scrypt$secret-hash') RETURNING id", [email])
  await server.db.query('INSERT INTO profiles (user_id, firstname, lastname, organization, region, phone) VALUES ($1, $2, $3, $4, $5, $6)', [
    user!.id, p.first, p.last, p.org ?? null, p.region ?? null, p.phone ?? null,
  ])
  await server.db.query('INSERT INTO user_event_views (user_id, event_id, member_role, qr_code, days) VALUES ($1, $2, $3, $4, $5::date[])', [
    user!.id, EVENT_ID, p.role ?? 'visitor', code, p.days === undefined ? null : p.days,
  ])
  return { id: user!.id, code, email }
}
