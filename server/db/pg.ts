import pg from 'pg'
import type { Db, Row } from './types'

export interface PgOptions {
  connectionString: string
  /** Sets search_path on every connection: tests use a throwaway schema per file. */
  schema?: string
  /** Connections at most (DATABASE_POOL); 8 by default. */
  max?: number
}

function clientDb(client: pg.PoolClient): Db {
  const db: Db = {
    kind: 'pg',
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[]
    },
    async exec(sql: string) {
      await client.query(sql)
    },
    transaction: (fn) => fn(db),
    close: async () => {},
  }
  return db
}

export async function openPg(options: PgOptions): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 8,
    connectionTimeoutMillis: 5000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  // An idle client losing its connection must not crash the process.
  pool.on('error', (err) => console.error(`database connection error: ${err.message}`))
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('SELECT 1')
  return {
    kind: 'pg',
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[]
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(clientDb(client))
        await client.query('COMMIT')
        return result
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {})
        throw err
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
