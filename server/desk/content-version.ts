import type { Db } from '../db/types'

/**
 * Every content write moves the content version, in the write's transaction: the content cache,
 * server renders and the other processes drop what they keep, and the live channel tells every
 * open page (its trigger, migration 019), which reads its data again.
 */
export async function bumpContentVersion(tx: Db): Promise<number> {
  const [row] = await tx.query<{ version: number }>('UPDATE content_meta SET version = version + 1, updated_at = now() WHERE id = 1 RETURNING version')
  return row?.version ?? 0
}
