import type { Db } from '../db/types'

/** Moves, cancels and restores sessions in one program version, as an import that does so would (development only). */
export async function publishProgramChange(db: Db, move: { id: number; minutes: number }[], cancel: number[], restore: number[] = []): Promise<number> {
  return db.transaction(async (tx) => {
    for (const m of move) {
      await tx.query(
        `UPDATE meetings SET start_at = start_at + $2 * interval '1 minute', end_at = end_at + $2 * interval '1 minute' WHERE id = $1`,
        [m.id, m.minutes],
      )
    }
    if (restore.length) await tx.query('UPDATE meetings SET withdrawn_at = NULL WHERE id = ANY($1::int[])', [restore])
    if (cancel.length) await tx.query('UPDATE meetings SET withdrawn_at = now() WHERE id = ANY($1::int[]) AND withdrawn_at IS NULL', [cancel])
    const [row] = await tx.query<{ version: number }>('UPDATE content_meta SET version = version + 1, updated_at = now() WHERE id = 1 RETURNING version')
    return row?.version ?? 0
  })
}
