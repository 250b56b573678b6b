import { migrations as all, type Migration } from './migrations'
import type { Db } from './types'

/** Any 64-bit number shared by every process that migrates or seeds this database. */
const STARTUP_LOCK = 735_2026

/**
 * Runs fn in one transaction that first takes the start-up lock: processes starting at the same
 * moment on one PostgreSQL take turns, so each sees what the one before it did. The lock is a
 * transaction lock, so a process that dies while holding it frees it at once.
 */
export function underStartupLock<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK])
    return fn(tx)
  })
}

/** Applies the pending migrations, each in its own transaction; returns the ids applied. */
export async function migrate(db: Db, migrations: Migration[] = all): Promise<string[]> {
  const applied: string[] = []
  for (const migration of migrations) {
    const done = await underStartupLock(db, async (tx) => {
      // Under the lock: two processes creating the table at once fail on pg_type's unique key.
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        id text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`)
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id])
      if (seen.length > 0) return false
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id])
      return true
    })
    if (done) applied.push(migration.id)
  }
  return applied
}
