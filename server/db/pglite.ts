import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { Db, Row } from './types'

type Runner = Pick<Transaction, 'query' | 'exec'>

function wrap(runner: Runner, tx: (fn: (db: Db) => Promise<unknown>) => Promise<unknown>, close: () => Promise<void>): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T = Row>(sql: string, params: unknown[] = []) {
      return (await runner.query<T>(sql, params)).rows
    },
    async exec(sql: string) {
      await runner.exec(sql)
    },
    transaction: <T>(fn: (d: Db) => Promise<T>) => tx(fn as (d: Db) => Promise<unknown>) as Promise<T>,
    close,
  }
  return db
}

/**
 * PGlite's shared memory lives in its WASM memory, which never shrinks: with PostgreSQL's default
 * shared_buffers (128 MB) ~154 MB of it was resident after a rush, with 32 MB ~49 MB (a
 * process's budget is 400 MB RSS). A forum's database is tens of MB (26 MB with 3000 participants); pages beyond
 * the buffers are a file read away (the OS caches them).
 */
const SHARED_BUFFERS = '32MB'

/**
 * Opens (or creates: initdb takes ~5 s) a PGlite data directory, or loads a dumped one
 * (`dumpDataDir()`) into memory, which skips initdb: tests use that.
 */
export async function openPglite(source: string | { loadDataDir: Blob }): Promise<Db> {
  // pg_trgm: typo-tolerant name search (migration 006 installs it).
  const extensions = { pg_trgm }
  const options = { extensions, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`] }
  const pg = typeof source === 'string' ? await PGlite.create(source, options) : await PGlite.create({ ...source, ...options })
  const single = { busy: false }
  let open = 0
  const root: Db = wrap(
    pg,
    async (fn) => {
      single.busy = ++open > 0
      try {
        return await pg.transaction(async (t) => {
          const inner: Db = wrap(t, (nested) => nested(inner), async () => {})
          return fn(inner)
        })
      } finally {
        single.busy = --open > 0
      }
    },
    () => pg.close(),
  )
  Object.assign(root, { single })
  // PGlite's own LISTEN/NOTIFY: one process, one connection, nothing to reconnect.
  root.listen = async (channel, onNotify, onListening) => {
    const stop = await pg.listen(channel, onNotify)
    onListening?.()
    return async () => {
      if (!pg.closed) await stop()
    }
  }
  return root
}
