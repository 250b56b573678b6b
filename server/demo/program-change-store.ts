import type { Db } from '../db/types'
import { currentVersion, diffPrograms, recordVersion, snapshotProgram } from '../program/changes'

/** Moves, cancels and restores sessions in one program version, as an import that does so would (development only). */
export async function publishProgramChange(db: Db, move: { id: number; minutes: number }[], cancel: number[], restore: number[] = []): Promise<number> {
  return db.transaction(async (tx) => {
    // Recorded in the change log like an import's changes, so the calendars' SEQUENCE, the change
    // page and the reminders see this version as they would see a real one.
    const ids = [...move.map((m) => m.id), ...cancel, ...restore]
    const [owner] = await tx.query<{ event_id: number }>('SELECT event_id FROM meetings WHERE id = ANY($1::int[]) LIMIT 1', [ids])
    const eventId = owner?.event_id
    const source = { kind: 'file' as const, name: 'dev: /dev/program/change' }
    const before = eventId === undefined ? null : await snapshotProgram(tx, eventId)
    if (eventId !== undefined && before && (await currentVersion(tx, eventId)) === 0) await recordVersion(tx, eventId, source, [], before.size)
    for (const m of move) {
      await tx.query(
        `UPDATE meetings SET start_at = start_at + $2 * interval '1 minute', end_at = end_at + $2 * interval '1 minute' WHERE id = $1`,
        [m.id, m.minutes],
      )
    }
    if (restore.length) await tx.query('UPDATE meetings SET withdrawn_at = NULL WHERE id = ANY($1::int[])', [restore])
    if (cancel.length) await tx.query('UPDATE meetings SET withdrawn_at = now() WHERE id = ANY($1::int[]) AND withdrawn_at IS NULL', [cancel])
    if (eventId !== undefined && before) {
      const after = await snapshotProgram(tx, eventId)
      await recordVersion(tx, eventId, source, diffPrograms(before, after), after.size)
    }
    const [row] = await tx.query<{ version: number }>('UPDATE content_meta SET version = version + 1, updated_at = now() WHERE id = 1 RETURNING version')
    return row?.version ?? 0
  })
}
