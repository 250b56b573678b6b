import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { DbUnavailableError, connectionFailure } from '../../server/db/outage'
import type { Db } from '../../server/db/types'
import type { Log } from '../../server/log'
import { type TestServer, createTestServer } from './helpers/server'

/**
 * The answers of a server whose database is unreachable, with the
 * outage simulated (the database's calls throw what server/db/pg.ts throws). The real stop of a
 * PostgreSQL server is db-outage.test.ts.
 */
let base: TestServer
let dist: string
let down = false
const logged: string[] = []
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  base = await createTestServer()
  dist = mkdtempSync(join(tmpdir(), 'forum-db-down-'))
  mkdirSync(join(dist, '_ssr'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html>\n<html lang="ru">\n<head><title>Форум</title></head><body><div id="root"></div></body></html>')
  writeFileSync(join(dist, '_ssr', 'entry-server.js'), 'export async function prerender() { return null }')
  const cut = <T,>(call: () => Promise<T>) => (down ? Promise.reject(new DbUnavailableError('ECONNREFUSED')) : call())
  const db: Db = {
    ...base.db,
    query: (sql, params) => cut(() => base.db.query(sql, params)),
    exec: (sql) => cut(() => base.db.exec(sql)),
    transaction: (fn) => cut(() => base.db.transaction(fn)),
    health: {
      get down() {
        return down
      },
    },
  }
  const log: Log = { info: (m) => logged.push(m), error: (m, err) => logged.push(`${m} ${String(err)}`) }
  app = createApp({ db, config: { ...base.config, distDir: dist }, log })
})
afterAll(async () => {
  await base?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('while the database is unreachable', () => {
  it('the APIs and /api/health answer 503 with Retry-After and a message in X-Lang\'s language; pages a short page; nothing is logged', async () => {
    expect((await app.request('/api/health')).status).toBe(200)
    down = true
    try {
      const health = await app.request('/api/health', { headers: { 'X-Lang': 'en' } })
      expect(health.status).toBe(503)
      expect(health.headers.get('Retry-After')).toBe('5')
      expect(health.headers.get('Cache-Control')).toBe('no-store')
      expect(await health.json()).toEqual({ message: 'The site is temporarily unavailable: its database cannot be reached. Please try again in a few seconds.' })
      // Liveness asks no database: a process whose database is away is not one to restart.
      const live = await app.request('/api/health/live')
      expect([live.status, await live.json()]).toEqual([200, { data: { ok: true } }])

      const login = await app.request('/api/acc/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.com', password: 'whatever-it-is' }),
      })
      expect(login.status).toBe(503)
      expect((await login.json()).message).toBe('Сайт временно недоступен: нет связи с базой данных. Попробуйте ещё раз через несколько секунд.')
      expect((await app.request('/acms/api/v1.0/news/35', { headers: { Accept: 'text/html' } })).headers.get('Content-Type')).toMatch(/json/)

      const page = await app.request('/news?lang=en', { headers: { Accept: 'text/html,application/xhtml+xml' } })
      expect(page.status).toBe(503)
      expect(page.headers.get('Retry-After')).toBe('5')
      const html = await page.text()
      expect(html).toContain('<html lang="en">')
      expect(html).toContain('<meta http-equiv="refresh" content="5">')
      expect(html).toContain('<h1>The site is temporarily unavailable</h1>')
      expect(logged).toEqual([])
    } finally {
      down = false
    }
    expect((await app.request('/api/health')).status).toBe(200)
  })

  it('what counts as an unreachable database: refused or reset sockets, a server ending connections, pg\'s own words; not a bad query', () => {
    const refused = new AggregateError([Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })], '')
    expect(connectionFailure(refused)).toBe('ECONNREFUSED')
    expect(connectionFailure(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }))).toBe('SQLSTATE 57P01')
    expect(connectionFailure(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe('SQLSTATE 57P03')
    expect(connectionFailure(Object.assign(new Error('could not connect'), { code: '08006' }))).toBe('SQLSTATE 08006')
    expect(connectionFailure(new Error('Connection terminated unexpectedly'))).toBe('Connection terminated unexpectedly')
    expect(connectionFailure(new Error('timeout exceeded when trying to connect'))).toBe('timeout exceeded when trying to connect')
    expect(connectionFailure(Object.assign(new Error('duplicate key value'), { code: '23505', severity: 'ERROR' }))).toBeNull()
    expect(connectionFailure(Object.assign(new Error('invalid input syntax'), { code: '22P02', severity: 'ERROR' }))).toBeNull()
    expect(connectionFailure(new TypeError('x is not a function'))).toBeNull()
  })
})
