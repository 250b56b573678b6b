import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_API_PREFIX, EVENT_ID } from '../../kernel/constants'
import { DoorOfflineData, staffEndpoints } from '../../kernel/contract/staff'
import { assert } from 'superstruct'
import { envelope } from '../../kernel/contract/common'
import { type AccountTestServer, createAccountServer } from './helpers/account'
import { demoToken } from './helpers/cabinet'

let server: AccountTestServer
beforeAll(async () => {
  server = await createAccountServer()
  server.clock.now = Date.UTC(2026, 11, 9, 7, 0, 0)
  // 20,000 registered people with long names and a day each, straight in the database.
  await server.db.query(
    `WITH u AS (INSERT INTO users (email, email_verified_at) SELECT 'bulk' || g || '@example.org', now() FROM generate_series(1, 20000) g RETURNING id)
     INSERT INTO profiles (user_id, firstname, lastname, phone, birthdate) SELECT id, 'Александра', 'Константинопольская-' || id, '+7 900 000-00-00', '1990-01-01' FROM u`,
  )
  await server.db.query(
    `INSERT INTO user_event_views (user_id, event_id, member_role, qr_code, days)
     SELECT id, $1, 'visitor', substr(md5(random()::text || id), 1, 24), ARRAY['2026-12-09'::date] FROM users WHERE email LIKE 'bulk%'`,
    [EVENT_ID],
  )
}, 120_000)
afterAll(() => server?.close())

describe('the offline data at full size', () => {
  it('20,000 tickets download in at most 1 MB (gzip) and hold no e-mail, phone or birthdate', async () => {
    const token = await demoToken(server, 'staff')
    const res = await server.request(`${ACCOUNT_API_PREFIX}${staffEndpoints.doorOffline.path}`, {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const wire = Buffer.from(await res.arrayBuffer())
    const text = gunzipSync(wire).toString('utf8')
    const body = JSON.parse(text) as { data: DoorOfflineData }
    assert(body, envelope(DoorOfflineData))
    expect(body.data.tickets.length).toBeGreaterThanOrEqual(20_000)
    console.log(`[offline data] ${body.data.tickets.length} tickets: ${(wire.length / 1024).toFixed(0)} KB gzip, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB of JSON`)
    expect(wire.length).toBeLessThanOrEqual(1024 * 1024)
    expect(text).not.toMatch(/@|\+7 900|1990-01-01/)
  })
})
