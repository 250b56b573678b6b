import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { type ForumApp, createApp } from '../../../server/app'
import { type ServerConfig, loadConfig } from '../../../server/config'
import { seedDemoAccounts } from '../../../server/demo/accounts'
import { seedDemoIfEmpty } from '../../../server/demo/seed'
import { migrate } from '../../../server/db/migrate'
import { openPg } from '../../../server/db/pg'
import { openPglite } from '../../../server/db/pglite'
import type { Db } from '../../../server/db/types'
import { type Log, silentLog } from '../../../server/log'
import type { Clock } from '../../../server/time'
import { ROOT, pgliteTemplateDump } from './template'

export const DATABASE_URL = process.env.DATABASE_URL || null
export const CONTENT = '/acms/api/v1.0'

export interface TestServer {
  app: ForumApp
  db: Db
  config: ServerConfig
  /** GET (or any method) on the app, no socket. */
  request(path: string, init?: RequestInit): Promise<Response>
  /** GET a content API path and return status and parsed body (untyped unless T is given). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests probe arbitrary JSON
  getJson<T = any>(path: string, headers?: Record<string, string>): Promise<{ status: number; body: T; res: Response }>
  close(): Promise<void>
}

/** A throwaway PostgreSQL schema, migrated and seeded; cleanup drops it. */
export async function pgDatabase(url: string): Promise<{ db: Db; schema: string; cleanup: () => Promise<void> }> {
  const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  const admin = await openPg({ connectionString: url })
  await admin.exec(`CREATE SCHEMA ${schema}`)
  const db = await openPg({ connectionString: url, schema })
  await migrate(db)
  await seedDemoIfEmpty(db)
  await seedDemoAccounts(db, true)
  return {
    db,
    schema,
    cleanup: async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    },
  }
}

/** An in-memory copy of the seeded template: nothing to clean up on disk. */
async function pgliteDatabase(): Promise<{ db: Db; cleanup: () => Promise<void> }> {
  const db = await openPglite({ loadDataDir: await pgliteTemplateDump() })
  await migrate(db)
  return { db, cleanup: async () => {} }
}

export interface TestDeps {
  clock?: Clock
  jwtKey?: Uint8Array
  log?: Log
  /** The key `npm run staff` hands a change over with (server/desk/cli-handover.ts). */
  cliKey?: string | null
}

/** One database per test file: call in beforeAll, close in afterAll. */
export async function createTestServer(overrides: Partial<ServerConfig> = {}, deps: TestDeps = {}): Promise<TestServer> {
  const { db, cleanup } = DATABASE_URL ? await pgDatabase(DATABASE_URL) : await pgliteDatabase()
  const config: ServerConfig = {
    ...loadConfig({}),
    distDir: join(ROOT, 'tests/server/no-dist-here'),
    contentVersionCheckMs: 0,
    ...overrides,
  }
  const app = createApp({ db, config, log: silentLog, ...deps })
  const request = async (path: string, init?: RequestInit) => app.request(path, init)
  return {
    app,
    db,
    config,
    request,
    async getJson(path, headers = {}) {
      const url = /^\/(api|media|acms)\b/.test(path) ? path : `${CONTENT}${path}`
      const res = await request(url, { headers })
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : null, res }
    },
    async close() {
      await db.close()
      await cleanup()
    },
  }
}
