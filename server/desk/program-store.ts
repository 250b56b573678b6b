/** The desk's program queries (routes call these, never SQL). */
import { EVENT_ID } from '../../kernel/constants'
import type { DeskSession, SessionEditBody } from '../../kernel/contract/desk-program'
import type { Db } from '../db/types'
import { json } from '../db/types'

const UTC = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

export async function eventDays(db: Db): Promise<{ days: string[]; timezone: string; day_change: string } | null> {
  const [row] = await db.query<{ days: string[]; timezone: string; day_change: string }>(
    `SELECT array(SELECT d::date::text FROM generate_series(starts_on, ends_on, interval '1 day') d) AS days, timezone, day_change
       FROM events WHERE id = $1`,
    [EVENT_ID],
  )
  return row ?? null
}

const SESSION = `SELECT m.id, m.date::text AS date, ${UTC('m.start_at')} AS start_at, ${UTC('m.end_at')} AS end_at, m.area_id,
    coalesce(m.translations->'ru'->>'title', '') AS ru_title, coalesce(m.translations->'en'->>'title', '') AS en_title,
    m.withdrawn_at IS NOT NULL AS cancelled,
    array(SELECT ms.speaker_id FROM meeting_speakers ms WHERE ms.meeting_id = m.id ORDER BY ms.position, ms.speaker_id) AS speaker_ids
  FROM meetings m`

export function daySessions(db: Db, day: string): Promise<DeskSession[]> {
  return db.query<DeskSession>(`${SESSION} WHERE m.event_id = $1 AND m.date = $2::date ORDER BY m.start_at, m.area_id, m.id`, [EVENT_ID, day])
}

export async function findSession(db: Db, id: number): Promise<DeskSession | null> {
  const [row] = await db.query<DeskSession>(`${SESSION} WHERE m.event_id = $1 AND m.id = $2`, [EVENT_ID, id])
  return row ?? null
}

export function eventHalls(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db.query(`SELECT id, coalesce(translations->'ru'->>'name', '#' || id) AS name FROM areas WHERE event_id = $1 ORDER BY sort, id`, [EVENT_ID])
}

export function eventSpeakers(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db.query(
    `SELECT id, btrim(concat_ws(' ', translations->'ru'->>'firstname', translations->'ru'->>'lastname')) AS name
       FROM speakers WHERE event_id = $1 ORDER BY 2, id`,
    [EVENT_ID],
  )
}

/** The conference day a start falls on (the venue's day, its day change applied), or null outside the event. */
export async function conferenceDay(db: Db, startAt: string): Promise<string | null> {
  const [row] = await db.query<{ day: string | null }>(
    `SELECT CASE WHEN d BETWEEN e.starts_on AND e.ends_on THEN d::text END AS day
       FROM events e, LATERAL (SELECT ((($2::timestamptz AT TIME ZONE e.timezone) - e.day_change::interval))::date AS d) x
      WHERE e.id = $1`,
    [EVENT_ID, startAt],
  )
  return row?.day ?? null
}

export async function hallOfEvent(db: Db, areaId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM areas WHERE event_id = $1 AND id = $2', [EVENT_ID, areaId])).length > 0
}

export async function unknownSpeakers(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  const rows = await db.query<{ id: number }>('SELECT x AS id FROM unnest($1::int[]) x WHERE NOT EXISTS (SELECT 1 FROM speakers s WHERE s.id = x AND s.event_id = $2)', [ids, EVENT_ID])
  return rows.map((r) => r.id)
}

/** Writes the session as the editor left it (the caller records the version around it). */
export async function writeSession(db: Db, id: number, day: string, body: SessionEditBody): Promise<void> {
  await db.query(
    `UPDATE meetings SET date = $2::date, start_at = $3, end_at = $4, area_id = $5,
            translations = jsonb_set(CASE WHEN $7 = '' THEN translations - 'en' ELSE jsonb_set(translations, '{en}', coalesce(translations->'en', '{}'::jsonb) || jsonb_build_object('title', $7::text)) END,
                                     '{ru,title}', to_jsonb($6::text)),
            withdrawn_at = CASE WHEN $8 THEN coalesce(withdrawn_at, now()) ELSE NULL END
      WHERE id = $1`,
    [id, day, body.start_at, body.end_at, body.area_id, body.ru_title, body.en_title, body.cancelled],
  )
  const speakers = await db.query<{ speaker_id: number; role: string }>('SELECT speaker_id, role FROM meeting_speakers WHERE meeting_id = $1', [id])
  const roles = new Map(speakers.map((s) => [s.speaker_id, s.role]))
  await db.query('DELETE FROM meeting_speakers WHERE meeting_id = $1', [id])
  if (body.speaker_ids.length) {
    await db.query(
      `INSERT INTO meeting_speakers (meeting_id, speaker_id, role, position)
       SELECT $1, s.id, coalesce((r.roles->>(s.id::text)), 'speaker'), s.pos::int - 1 FROM unnest($2::int[]) WITH ORDINALITY AS s(id, pos), (SELECT $3::jsonb AS roles) r`,
      [id, body.speaker_ids, json(Object.fromEntries(roles))],
    )
  }
}
