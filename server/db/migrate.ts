import { migrations as all, type Migration } from './migrations'
import type { Db } from './types'

/** Any 64-bit number shared by every process that migrates this database. */
const MIGRATION_LOCK = 735_2026

/** Applies the pending migrations, each in its own transaction; returns the ids applied. */
export async function migrate(db: Db, migrations: Migration[] = all): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`)
  const applied: string[] = []
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // Two servers starting against one PostgreSQL must not both apply a migration.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
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
