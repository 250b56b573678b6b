import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { EVENT_ID } from '../../../kernel/constants'
import { type AuditEntry, deskPeopleRoutes } from '../../../server/desk-people/routes'
import { HttpError } from '../../../server/http/errors'
import { readLang } from '../../../server/http/messages'
import type { Mail } from '../../../server/mail/mailer'
import type { AccountTestServer, Reply } from './account'

/** The desk's people routes on their own, with an audit log and an outbox the test reads. */
export function peopleDesk(server: AccountTestServer) {
  const audit: AuditEntry[] = []
  const mails: Mail[] = []
  const app = new Hono()
  app.use('*', readLang)
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json({ message: err.message, code: err.code, errors: err.errors }, err.status)
    throw err
  })
  app.route(
    '/desk',
    deskPeopleRoutes({
      db: server.db,
      clock: server.clock.read,
      publicUrl: 'http://forum.test',
      sendMail: async (mail) => void mails.push(mail),
      audit: async (_c, entry) => void audit.push(entry),
    }),
  )
  async function call(method: string, path: string, body?: unknown, lang: 'ru' | 'en' = 'ru'): Promise<Reply> {
    const res = await app.request(`/desk${path}`, {
      method,
      headers: { 'X-Lang': lang, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const type = res.headers.get('content-type') ?? ''
    return { status: res.status, body: type.includes('json') ? await res.json() : await res.arrayBuffer(), res }
  }
  return { app, audit, mails, call }
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
