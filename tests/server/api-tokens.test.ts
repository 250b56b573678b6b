/**
 * API tokens (server/tokens/): an admin makes them in the desk with scopes and an expiry; the
 * secret is shown once and kept hashed; a token works for its scopes only, stops at once when
 * revoked (on every process: each reads the database) and when expired; every call made with one
 * is in the audit log under its name; ORGANIZER_TOKEN still works with every scope.
 */
import { array } from 'superstruct'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiToken, CreatedToken, tokenEndpoints } from '../../kernel/contract/tokens'
import { createApp } from '../../server/app'
import { silentLog } from '../../server/log'
import { type AccountTestServer, createAccountServer, expectData, expectError } from './helpers/account'
import { demoToken } from './helpers/cabinet'
import { auditOf, deskCall } from './helpers/desk'

const ORGANIZER = 'o'.repeat(40)
let server: AccountTestServer
let admin: string

beforeAll(async () => {
  server = await createAccountServer({ config: { organizerToken: ORGANIZER } })
  admin = await demoToken(server, 'organizer')
})
afterAll(() => server?.close())

const make = async (body: { name: string; scopes: string[]; expires_on: string }) =>
  expectData(await deskCall(server, tokenEndpoints.create, admin, { body }), CreatedToken)
const announce = async (app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> }, token: string) =>
  app.request('/api/live/announcements', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ru: 'Вход через второй подъезд', en: 'Enter through the second door' }),
  })
const exportCsv = (token: string) => server.request('/api/questions/export/questions.csv', { headers: { Authorization: `Bearer ${token}` } })

describe('API tokens', () => {
  it('an admin makes a token: the secret is shown once, the list has it without the secret, the database keeps a hash', async () => {
    const made = await make({ name: 'Telegram bot', scopes: ['announce'], expires_on: '2026-12-31' })
    expect(made.secret).toMatch(/^fst_[A-Za-z0-9_-]{43}$/)
    expect(made.token).toMatchObject({ name: 'Telegram bot', scopes: ['announce'], expires_at: '2027-01-01T00:00:00.000Z', last_used_at: null, revoked_at: null })
    const list = expectData(await deskCall(server, tokenEndpoints.list, admin), array(ApiToken))
    expect(list.find((t) => t.id === made.token.id)?.name).toBe('Telegram bot')
    expect(JSON.stringify(list)).not.toContain(made.secret)
    const [row] = await server.db.query<{ hash: string }>('SELECT hash FROM api_tokens WHERE id = $1', [made.token.id])
    expect(row!.hash).not.toContain(made.secret.slice(4))
    expect((await auditOf(server, 'api_token'))[0]).toMatchObject({ action: 'create', entity_id: String(made.token.id) })
  })

  it('a token with the "announce" scope announces, gets 403 elsewhere, and each call is audited under its name', async () => {
    const { token, secret } = await make({ name: 'Venue screens', scopes: ['announce'], expires_on: '2026-12-31' })
    expect((await announce(server, secret)).status).toBe(201)
    const refused = await exportCsv(secret)
    expect(refused.status).toBe(403)
    expect((await refused.json()).code).toBe('scope_needed')
    const calls = await auditOf(server, 'api')
    expect(calls[0]).toMatchObject({ actor: `token Venue screens (#${token.id})`, actor_kind: 'token', entity_id: 'announce', action: 'POST /api/live/announcements' })
    const listed = expectData(await deskCall(server, tokenEndpoints.list, admin), array(ApiToken)).find((t) => t.id === token.id)
    expect(listed?.last_used_at).not.toBeNull()
  })

  it('a revoked token gets 401 at once, on this process and on another one on the same database', async () => {
    const other = createApp({ db: server.db, config: server.config, log: silentLog, clock: server.clock.read })
    try {
      const { token, secret } = await make({ name: 'Badge printer', scopes: ['announce', 'questions:export'], expires_on: '2026-12-31' })
      expect((await exportCsv(secret)).status).toBe(200)
      expect((await announce(other, secret)).status).toBe(201)
      expectData(await deskCall(server, tokenEndpoints.revoke, admin, { params: { id: token.id } }), ApiToken)
      // The very next call, on either process: no cache stands between a revocation and a refusal.
      const here = await exportCsv(secret)
      expect(here.status).toBe(401)
      expect((await here.json()).code).toBe('token_invalid')
      expect((await announce(other, secret)).status).toBe(401)
      expect((await auditOf(server, 'api_token'))[0]).toMatchObject({ action: 'revoke', entity_id: String(token.id) })
    } finally {
      await other.close()
    }
  })

  it('an expired token gets 401; an expiry in the past or over a year ahead is refused', async () => {
    const { secret } = await make({ name: 'CRM', scopes: ['questions:export'], expires_on: '2026-11-03' })
    expect((await exportCsv(secret)).status).toBe(200)
    expectError(await deskCall(server, tokenEndpoints.create, admin, { body: { name: 'Old', scopes: ['announce'], expires_on: '2026-10-01' } }), 422)
    expectError(await deskCall(server, tokenEndpoints.create, admin, { body: { name: 'Long', scopes: ['announce'], expires_on: '2028-01-01' } }), 422)
    server.clock.advance(2 * 86_400_000) // past the end of 3 November
    expect((await exportCsv(secret)).status).toBe(401)
    server.clock.advance(-2 * 86_400_000)
  })

  it('ORGANIZER_TOKEN keeps working with every scope and is audited by that name; anything else is 401', async () => {
    expect((await announce(server, ORGANIZER)).status).toBe(201)
    expect((await exportCsv(ORGANIZER)).status).toBe(200)
    expect((await auditOf(server, 'api'))[0]).toMatchObject({ actor: 'ORGANIZER_TOKEN', entity_id: 'questions:export' })
    expect((await exportCsv('fst_' + 'x'.repeat(43))).status).toBe(401)
    expect((await exportCsv('')).status).toBe(401)
  })

  it('only an admin manages tokens', async () => {
    const visitor = await demoToken(server, 'visitor')
    for (const endpoint of Object.values(tokenEndpoints)) expectError(await deskCall(server, endpoint, visitor, { params: { id: 1 } }), 403, 'desk_only')
  })
})
