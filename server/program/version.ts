/**
 * The one way the program changes: `withProgramVersion` wraps a write of the content (an import,
 * a schedule import, a desk edit, the demo's dev change) in the writer's transaction:
 *
 *   1. it takes a snapshot of each named event's program (snapshot.ts);
 *   2. runs the write;
 *   3. takes a snapshot again and records what changed as a program version (diff.ts, this file);
 *   4. moves the content version, the one place that does (every cache and export follows it);
 *   5. publishes that version and queues it for whose picks it touches (fan-out.ts).
 *
 * The change log is then read through changes.ts.
 */
import type { VersionSource } from '../../kernel/contract/changes'
import { type Db, json } from '../db/types'
import { emitEvent } from '../events/outbox'
import { currentVersion } from './changes'
import { type SessionChange, diffPrograms } from './diff'
import { fanOutProgramChanges } from './fan-out'
import { type ProgramSnapshot, snapshotProgram } from './snapshot'

export interface ProgramWrite<T> {
  /** Where the change comes from, shown in the change log ("file" or "url", and a name). */
  source: VersionSource
  /** The events whose programs the write may change; none for a write of other content. */
  eventIds: readonly number[]
  /**
   * When an event has sessions but no version yet (the demo's fill records none), record the
   * program as it is before the write as its first version, so this write's changes are listed
   * one by one. Edits by hand want this; an import's first run is its event's first version.
   */
  baseline?: boolean
  /** False when the write changed nothing: no version is recorded and the content version stays. */
  changed?: (value: T) => boolean
  /**
   * False: the content version moves, but nothing is published or queued (the demo's first fill
   * of an empty database, before any page has seen a version). Default true.
   */
  publish?: boolean
}

export interface ProgramWritten<T> {
  /** What the write returned. */
  value: T
  /** The content version after the write. */
  contentVersion: number
  /** The first program version recorded (events in id order), or null when no program changed. */
  programVersion: number | null
  /** What the write changed, over every named event. */
  changes: SessionChange[]
}

const listedOf = (snapshot: ProgramSnapshot) => [...snapshot.values()].filter((m) => !m.withdrawn).length

/**
 * Runs `write` in `tx` (a transaction the caller opened: all or nothing), records the program
 * versions it made, moves the content version and publishes it. Call it once per transaction.
 */
export async function withProgramVersion<T>(tx: Db, scope: ProgramWrite<T>, write: (tx: Db) => Promise<T>): Promise<ProgramWritten<T>> {
  const events = [...new Set(scope.eventIds)].sort((a, b) => a - b)
  const before = new Map<number, ProgramSnapshot>()
  for (const eventId of events) {
    const snapshot = await snapshotProgram(tx, eventId)
    if (scope.baseline && snapshot.size > 0 && (await currentVersion(tx, eventId)) === 0) {
      await recordVersion(tx, eventId, scope.source, [], listedOf(snapshot))
    }
    before.set(eventId, snapshot)
  }
  const value = await write(tx)
  if (scope.changed && !scope.changed(value)) {
    const [meta] = await tx.query<{ version: number }>('SELECT version FROM content_meta WHERE id = 1')
    return { value, contentVersion: meta?.version ?? 0, programVersion: null, changes: [] }
  }
  let programVersion: number | null = null
  const changes: SessionChange[] = []
  for (const eventId of events) {
    const after = await snapshotProgram(tx, eventId)
    const changed = diffPrograms(before.get(eventId) ?? new Map(), after)
    const recorded = await recordVersion(tx, eventId, scope.source, changed, listedOf(after))
    programVersion ??= recorded?.number ?? null
    changes.push(...changed)
  }
  const [meta] = await tx.query<{ version: number }>('UPDATE content_meta SET version = version + 1, updated_at = now() WHERE id = 1 RETURNING version')
  const contentVersion = meta?.version ?? 0
  if (scope.publish !== false) await fanOutProgramChanges(tx, contentVersion, changes)
  return { value, contentVersion, programVersion, changes }
}

export interface RecordedVersion {
  number: number
  changes: number
}

/**
 * Records a version of the event's program when `changes` is not empty, or when the event has no
 * version yet and now has sessions (its initial version: `listed` sessions, not listed one by one).
 * Returns the version made, or null when the program did not change.
 */
export async function recordVersion(
  tx: Db,
  eventId: number,
  source: VersionSource,
  changes: SessionChange[],
  listed: number,
): Promise<RecordedVersion | null> {
  const [last] = await tx.query<{ n: number }>(
    'SELECT coalesce(max(number), 0)::int AS n FROM program_versions WHERE event_id = $1',
    [eventId],
  )
  const previous = last?.n ?? 0
  const initial = previous === 0
  if (changes.length === 0 && !(initial && listed > 0)) return null
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO program_versions (event_id, number, source_kind, source_name, initial, change_count)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [eventId, previous + 1, source.kind, source.name, initial, initial ? listed : changes.length],
  )
  if (!initial && changes.length > 0) {
    await tx.query(
      `INSERT INTO program_changes (version_id, meeting_id, kinds, before, after)
       SELECT $1, c.meeting_id, array(SELECT jsonb_array_elements_text(c.kinds)), c.before, c.after
       FROM jsonb_to_recordset($2::text::jsonb) AS c(meeting_id int, kinds jsonb, before jsonb, after jsonb)`,
      [row?.id, json(changes.map(({ meeting_id, kinds, before, after }) => ({ meeting_id, kinds, before, after })))],
    )
  }
  // The webhooks' `program.version`, with the version's changes (kept with the version itself).
  await emitEvent(
    tx,
    'program.version',
    { event_id: eventId, version: previous + 1, initial, change_count: initial ? listed : changes.length, changes: initial ? [] : changes.map(({ meeting_id, kinds, before, after }) => ({ meeting_id, kinds, before, after })) },
    new Date(),
  )
  return { number: previous + 1, changes: initial ? listed : changes.length }
}
