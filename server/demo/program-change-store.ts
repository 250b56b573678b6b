import type { Db } from '../db/types'
import { withProgramVersion } from '../program/version'

/** Moves, cancels and restores sessions in one program version, as an import that does so would (development only). */
export async function publishProgramChange(db: Db, move: { id: number; minutes: number }[], cancel: number[], restore: number[] = []): Promise<number> {
  return db.transaction(async (tx) => {
    // Recorded in the change log like an import's changes, so the calendars' SEQUENCE, the change
    // page and the reminders see this version as they would see a real one.
    const ids = [...move.map((m) => m.id), ...cancel, ...restore]
    const owners = await tx.query<{ event_id: number }>('SELECT DISTINCT event_id FROM meetings WHERE id = ANY($1::int[])', [ids])
    const source = { kind: 'file' as const, name: 'dev: /dev/program/change' }
    const scope = { source, eventIds: owners.map((o) => o.event_id), baseline: true }
    const written = await withProgramVersion(tx, scope, async (w) => {
      for (const m of move) {
        await w.query(
          `UPDATE meetings SET start_at = start_at + $2 * interval '1 minute', end_at = end_at + $2 * interval '1 minute' WHERE id = $1`,
          [m.id, m.minutes],
        )
      }
      if (restore.length) await w.query('UPDATE meetings SET withdrawn_at = NULL WHERE id = ANY($1::int[])', [restore])
      if (cancel.length) await w.query('UPDATE meetings SET withdrawn_at = now() WHERE id = ANY($1::int[]) AND withdrawn_at IS NULL', [cancel])
    })
    return written.contentVersion
  })
}
