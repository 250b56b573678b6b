/**
 * A database that answers reads but refuses writes (a full disk: SQLSTATE 53100, or read-only)
 * is reported by /api/health as unhealthy, with the reason; a write request gets a 503 that says
 * changes cannot be saved now, never a generic 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/types'
import { WriteHealth } from '../../server/pages/health'
import { silentLog } from '../../server/log'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
let full = false
let app: ReturnType<typeof createApp>

/** What PostgreSQL (and PGlite) throw when the disk is full. */
const diskFull = () => Object.assign(new Error('could not extend file "base/16384/16385": No space left on device'), { code: '53100', severity: 'ERROR', routine: 'mdextend' })
const isWrite = (sql: string) => /^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql)

/** The same database, refusing every write while `full` is set. */
function fillable(db: Db): Db {
  const wrap = (inner: Db): Db => ({
    ...inner,
    query: <T,>(sql: string, params?: unknown[]) => (full && isWrite(sql) ? Promise.reject(diskFull()) : inner.query<T>(sql, params)),
    transaction: <T,>(fn: (tx: Db) => Promise<T>) => inner.transaction((tx) => fn(wrap(tx))),
  })
  return wrap(db)
}

beforeAll(async () => {
  server = await createTestServer()
  app = createApp({ db: fillable(server.db), config: server.config, log: silentLog })
})
afterAll(() => server?.close())

describe('a database that refuses writes is unhealthy, and says why', () => {
  it('healthy while writes work', async () => {
    const res = await app.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { ok: true } })
  })

  it('a full disk: a write request gets a 503 in the person’s language, and /api/health turns 503 with the reason', async () => {
    full = true
    const register = await app.request('/api/acc/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Lang': 'en' },
      body: JSON.stringify({ email: 'full.disk@example.org', password: 'a fine long secret', password_confirmation: 'a fine long secret', consent: true }),
    })
    expect(register.status).toBe(503)
    expect(register.headers.get('Retry-After')).toBe('5')
    expect((await register.json()).message).toBe('Changes cannot be saved right now: the server temporarily cannot write data. Please try again in a few minutes.')
    const health = await app.request('/api/health')
    expect(health.status).toBe(503)
    expect(await health.json()).toEqual({ data: { ok: false, database: 'refuses writes', reason: 'disk full' }, message: 'The database refuses writes: disk full' })
    // Reads still work.
    expect((await app.request('/acms/api/v1.0/news/35?limit=1')).status).toBe(200)
  })

  it('the health check probes writes itself (nobody else wrote), and sees the disk freed', async () => {
    const writes = new WriteHealth(fillable(server.db), 0)
    full = true
    expect(await writes.check()).toBe('disk full')
    full = false
    expect(await writes.check()).toBeNull()
  })
})
