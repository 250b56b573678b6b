import type { Db } from './types'

/**
 * A database that answers but refuses to write: its disk is full (53100 disk_full, 53200 out of
 * memory, 58030 io_error, class 53 insufficient resources but too many connections, which is
 * an outage), or it was made read-only (25006 read_only_sql_transaction: a standby, or
 * default_transaction_read_only after an operator's emergency). The short reason, or null.
 */
export function writeRefusal(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return null
  if (code === '53100') return 'disk full'
  if (code === '25006') return 'read-only'
  if (code === '58030') return 'disk input/output error'
  if (code.startsWith('53') && code !== '53300') return 'out of resources'
  // PGlite's file system answers ENOSPC itself when its directory's disk is full.
  if (code === 'ENOSPC') return 'disk full'
  if (code === 'EROFS') return 'read-only'
  return null
}

/**
 * Writes one row of `health_probe` (migration 012) and rolls nothing back: the smallest write that
 * goes through the write-ahead log, as every real write does. Throws what the database throws.
 */
export async function probeWrite(db: Db): Promise<void> {
  await db.query('INSERT INTO health_probe (id, at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET at = EXCLUDED.at')
}
