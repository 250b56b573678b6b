import type { Db } from '../db/types'

const found = new WeakMap<Db, Promise<string | null>>()

/**
 * The quoted schema pg_trgm lives in, or null without it (migration 006 tolerates a server
 * that cannot install it). Its functions are called schema-qualified: the extension sits in
 * `public`, which need not be on the search path (tests use one schema per file). Asked once
 * per database.
 */
export function trigramSchema(db: Db): Promise<string | null> {
  let schema = found.get(db)
  if (!schema) {
    schema = db
      .query<{ schema: string }>(
        `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
      )
      .then(([row]) => (row ? `"${row.schema.replace(/"/g, '""')}"` : null))
      .catch(() => null)
    found.set(db, schema)
  }
  return schema
}
