import pg from 'pg'
import { consoleLog, type Log } from '../log'
import { DbHealth, connectionFailure, isDbUnavailable } from './outage'
import type { Db, Row } from './types'

export interface PgOptions {
  connectionString: string
  /** Sets search_path on every connection: tests use a throwaway schema per file. */
  schema?: string
  /** Connections at most (DATABASE_POOL); 8 by default. */
  max?: number
  /** Where the outage lines go (server/db/outage.ts). */
  log?: Log
}

function clientDb(client: pg.PoolClient, health: DbHealth): Db {
  const db: Db = {
    kind: 'pg',
    health,
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await health.run(() => client.query(sql, params))).rows as T[]
    },
    async exec(sql: string) {
      await health.run(() => client.query(sql))
    },
    transaction: (fn) => fn(db),
    close: async () => {},
  }
  return db
}

/**
 * A PostgreSQL server through a pool of `pg` connections. The server may stop and come back
 * while this process runs: a connection that fails makes the call throw
 * DbUnavailableError (a 503, server/pages/unavailable.ts), no connection's 'error' event goes
 * unheard (an unheard one would end the process), and the pool opens new connections as soon
 * as the server answers again.
 */
export async function openPg(options: PgOptions): Promise<Db> {
  const health = new DbHealth(options.log ?? consoleLog)
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 8,
    connectionTimeoutMillis: 5000,
    // A server cut off without a word (no FIN) is noticed by TCP keepalive instead of never.
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  // An idle connection the server ended (`pg_ctl stop -m fast` sends each one 57P01): the pool
  // drops it; the outage is one line, whatever the number of connections.
  pool.on('error', (err) => {
    const reason = connectionFailure(err)
    if (reason) health.failed(reason)
    else (options.log ?? consoleLog).error('database connection error:', err)
  })
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('SELECT 1')
  return {
    kind: 'pg',
    health,
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await health.run(() => pool.query(sql, params))).rows as T[]
    },
    async exec(sql: string) {
      await health.run(() => pool.query(sql))
    },
    async transaction(fn) {
      const client = await health.run(() => pool.connect())
      // Between its statements a checked-out connection has no listener of the pool's: one that
      // dies then would emit an unheard 'error' and end the process.
      let broken: Error | undefined
      const onError = (err: Error) => {
        broken = err
        const reason = connectionFailure(err)
        if (reason) health.failed(reason)
      }
      client.on('error', onError)
      try {
        await health.run(() => client.query('BEGIN'))
        const result = await fn(clientDb(client, health))
        await health.run(() => client.query('COMMIT'))
        return result
      } catch (err) {
        if (isDbUnavailable(err)) broken ??= err
        else await client.query('ROLLBACK').catch((rollbackErr: Error) => (broken ??= rollbackErr))
        throw err
      } finally {
        client.off('error', onError)
        // A broken connection leaves the pool instead of going back to it.
        client.release(broken)
      }
    },
    close: () => pool.end(),
    listen: (channel, onNotify, onListening) =>
      pgListen({ connectionString: options.connectionString, schema: options.schema }, channel, onNotify, onListening),
  }
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one goes back to the pool). One
 * per process and channel; a connection that ends is made again (1 s, doubling to 30 s) and
 * `onListening` runs again so the caller reads what it missed meanwhile.
 */
async function pgListen(
  where: { connectionString: string; schema?: string },
  channel: string,
  onNotify: (payload: string) => void,
  onListening?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`)
  let stopped = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | null = null
  let delay = 1000
  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: where.connectionString,
      keepAlive: true,
      ...(where.schema ? { options: `-c search_path=${where.schema}` } : {}),
    })
    const again = () => {
      c.removeAllListeners()
      c.on('error', () => {})
      if (client === c) client = null
      if (stopped || retry) return
      retry = setTimeout(() => {
        retry = null
        connect().catch(again)
      }, delay)
      retry.unref()
      delay = Math.min(delay * 2, 30_000)
    }
    c.on('error', again)
    c.on('end', again)
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '')
    })
    await c.connect()
    await c.query(`LISTEN ${channel}`)
    if (stopped) {
      await c.end().catch(() => {})
      return
    }
    client = c
    delay = 1000
    onListening?.()
  }
  await connect()
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    const c = client
    client = null
    if (c) {
      c.removeAllListeners()
      c.on('error', () => {})
      await c.end().catch(() => {})
    }
  }
}
