/**
 * Writes a schedule's rows so that only real changes are written: an upsert updates a row
 * only when one of its columns differs, links are added and removed one by one, and the
 * content version is bumped only when something changed (the same file twice changes nothing).
 * Columns the file does not know (an area's image, a session's broadcast, the event's figures)
 * keep what the organizer set; texts in the other language are kept (translations are merged).
 */
import { type Db, json } from '../../../db/types'
import type { ScheduleRows } from './rows'

interface Upsert {
  table: string
  /** Written on insert only. */
  insertOnly?: string[]
  /** Written on insert and update. */
  update: string[]
}

const UPSERTS = {
  events: { table: 'events', insertOnly: ['stats'], update: ['year', 'starts_on', 'ends_on', 'timezone', 'day_change', 'acronym'] },
  industries: { table: 'industries', insertOnly: ['slug', 'icon'], update: ['sort'] },
  formats: { table: 'area_event_types', update: ['sort'] },
  areas: { table: 'areas', update: ['event_id', 'sort', 'capacity'] },
  speakers: { table: 'speakers', update: ['event_id'] },
  meetings: {
    table: 'meetings',
    update: ['event_id', 'date', 'start_at', 'end_at', 'area_id', 'area_event_type_id', 'lang', 'withdrawn_at'],
  },
} satisfies Record<string, Upsert>

/**
 * Rows per statement. PGlite runs a statement on the process's one thread, so one statement over
 * 1,500 sessions (with the search triggers) held the event loop for over a second: in pieces,
 * with a turn of the event loop between them, the site keeps answering from its response cache
 * while an import runs (figure "program" of docs/benchmarks.md). Still one transaction.
 */
const CHUNK_ROWS = 50

/** Lets the event loop answer what waits (requests served from memory) between two statements. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve))

function chunks<T>(rows: T[], size = CHUNK_ROWS): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

/** Rows inserted or changed, in chunks. */
async function upsert(tx: Db, spec: Upsert, rows: object[]): Promise<number> {
  let changed = 0
  for (const chunk of chunks(rows)) {
    changed += await upsertChunk(tx, spec, chunk)
    await breathe()
  }
  return changed
}

async function upsertChunk(tx: Db, { table, insertOnly = [], update }: Upsert, rows: object[]): Promise<number> {
  if (rows.length === 0) return 0
  const cols = ['id', ...insertOnly, ...update, 'translations'].join(', ')
  const set = update.map((c) => `${c} = EXCLUDED.${c}`).join(', ')
  const merged = 't.translations || EXCLUDED.translations'
  const old = [...update.map((c) => `t.${c}`), 't.translations'].join(', ')
  const neu = [...update.map((c) => `EXCLUDED.${c}`), merged].join(', ')
  const changed = await tx.query(
    `INSERT INTO ${table} AS t (${cols})
     SELECT ${cols} FROM jsonb_populate_recordset(null::${table}, $1::text::jsonb)
     ON CONFLICT (id) DO UPDATE SET ${set ? `${set}, ` : ''}translations = ${merged}
     WHERE (${old}) IS DISTINCT FROM (${neu})
     RETURNING 1`,
    [json(rows)],
  )
  return changed.length
}

/** The links of the imported meetings become the file's, in chunks of meetings. */
async function syncLinks(tx: Db, table: string, other: string, extra: string[], meetingIds: number[], rows: Array<{ meeting_id: number }>) {
  const byMeeting = new Map<number, Array<{ meeting_id: number }>>()
  for (const r of rows) {
    let list = byMeeting.get(r.meeting_id)
    if (!list) byMeeting.set(r.meeting_id, (list = []))
    list.push(r)
  }
  let changed = 0
  for (const ids of chunks(meetingIds)) {
    changed += await syncLinksChunk(tx, table, other, extra, ids, ids.flatMap((id) => byMeeting.get(id) ?? []))
    await breathe()
  }
  return changed
}

/** Removed and added one by one. */
async function syncLinksChunk(tx: Db, table: string, other: string, extra: string[], meetingIds: number[], rows: object[]) {
  if (meetingIds.length === 0) return 0
  const removed = await tx.query(
    `DELETE FROM ${table} x WHERE x.meeting_id = ANY($1::int[]) AND NOT EXISTS (
       SELECT 1 FROM jsonb_populate_recordset(null::${table}, $2::text::jsonb) d
       WHERE d.meeting_id = x.meeting_id AND d.${other} = x.${other})
     RETURNING 1`,
    [meetingIds, json(rows)],
  )
  if (rows.length === 0) return removed.length
  const cols = ['meeting_id', other, ...extra].join(', ')
  const onConflict = extra.length
    ? `DO UPDATE SET ${extra.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
       WHERE (${extra.map((c) => `x.${c}`).join(', ')}) IS DISTINCT FROM (${extra.map((c) => `EXCLUDED.${c}`).join(', ')})`
    : 'DO NOTHING'
  const added = await tx.query(
    `INSERT INTO ${table} AS x (${cols})
     SELECT ${cols} FROM jsonb_populate_recordset(null::${table}, $1::text::jsonb)
     ON CONFLICT (meeting_id, ${other}) ${onConflict}
     RETURNING 1`,
    [json(rows)],
  )
  return removed.length + added.length
}

/**
 * Sessions imported into this event before that are gone from the file are withdrawn, not
 * deleted: favorites and participations keep them. Returns their ids.
 */
async function withdrawMissing(tx: Db, eventId: number, keep: number[]): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE meetings m SET withdrawn_at = now()
     WHERE m.event_id = $1 AND m.withdrawn_at IS NULL AND NOT (m.id = ANY($2::int[]))
       AND m.id IN (SELECT k.id FROM import_keys k WHERE k.kind = 'meeting' AND k.key LIKE $3)
     RETURNING m.id`,
    [eventId, keep, `${eventId}/%`],
  )
  return rows.map((r) => r.id)
}

export interface WriteResult {
  changed: number
  withdrawn: number[]
}

export async function writeSchedule(tx: Db, eventId: number, rows: ScheduleRows): Promise<WriteResult> {
  let changed = 0
  changed += await upsert(tx, UPSERTS.events, [rows.event])
  changed += await upsert(tx, UPSERTS.industries, rows.industries)
  changed += await upsert(tx, UPSERTS.formats, rows.formats)
  changed += await upsert(tx, UPSERTS.areas, rows.areas)
  changed += await upsert(tx, UPSERTS.speakers, rows.speakers)
  changed += await upsert(tx, UPSERTS.meetings, rows.meetings)
  const ids = rows.meetings.map((m) => m.id)
  changed += await syncLinks(tx, 'meeting_industries', 'industry_id', [], ids, rows.meetingIndustries)
  changed += await syncLinks(tx, 'meeting_speakers', 'speaker_id', ['role', 'position'], ids, rows.meetingSpeakers)
  const withdrawn = await withdrawMissing(tx, eventId, ids)
  changed += withdrawn.length
  return { changed, withdrawn }
}
